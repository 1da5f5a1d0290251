import { route } from "@/server/http/route";
import { getUser } from "@/server/accounts/profiles";

// GET /api/auth/me – the signed-in user
export const GET = route({ auth: "user" }, async ({ user }) => ({ user: await getUser(user.id) }));
