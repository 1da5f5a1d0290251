import { route } from "@/server/http/route";
import { getUser } from "@/server/accounts/profiles";
import * as endpoints from "./endpoint";

// GET /api/auth/me – the signed-in user
export const GET = route(endpoints.GET, async ({ user }) => ({ user: await getUser(user.id) }));
