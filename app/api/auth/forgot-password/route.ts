import { forgotPasswordRoute } from "@/server/http/password-routes";

// POST /api/auth/forgot-password { email, user_type } – the forgot-password screen's generic call
export const POST = forgotPasswordRoute();
