import { route } from "@/server/http/route";
import { signInHandler } from "@/server/http/signin-route";
import * as endpoints from "./endpoint";

// POST /api/auth/signin – the web's sign-in: a session for a verified student or tutor, with its role
export const POST = route(endpoints.POST, signInHandler());
