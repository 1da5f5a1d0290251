import { route } from "@/server/http/route";
import { signInHandler } from "@/server/http/signin-route";
import * as endpoints from "./endpoint";

// POST /api/auth/tutor/login – a session for a verified tutor (Bearer token and cookie)
export const POST = route(endpoints.POST, signInHandler("tutor"));
