import { route } from "@/server/http/route";
import { signInHandler } from "@/server/http/signin-route";
import * as endpoints from "./endpoint";

// POST /api/students/signin – a session for a verified student (Bearer token and cookie)
export const POST = route(endpoints.POST, signInHandler("student"));
