import { signInRoute } from "@/server/http/signin-route";

// POST /api/auth/tutor/login – a session for a verified tutor (Bearer token and cookie)
export const POST = signInRoute("tutor");
