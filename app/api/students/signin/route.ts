import { signInRoute } from "@/server/http/signin-route";

// POST /api/students/signin – a session for a verified student (Bearer token and cookie)
export const POST = signInRoute("student");
