import { route } from "@/server/http/route";
import { reviewDeck } from "@/server/study/deck";

// GET /api/me/review – today's due cards of the mistakes deck with their questions (no keys), the streak
export const GET = route({ auth: "student" }, async ({ user }) => reviewDeck(user.id));
