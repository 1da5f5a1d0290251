import { signInRoute } from "@/server/http/signin-route";

// POST /api/auth/signin – the web's sign-in: a session for a verified student or tutor, with its role
export const POST = signInRoute();
