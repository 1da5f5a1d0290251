import { route } from "@/server/http/route";
import { reviewDeck } from "@/server/study/deck";
import * as endpoints from "./endpoint";

// GET /api/me/review – today's due cards of the mistakes deck with their questions (no keys), the streak
export const GET = route(endpoints.GET, async ({ user }) => reviewDeck(user.id));
