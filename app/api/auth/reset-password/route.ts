import { resetPasswordRoute } from "@/server/http/password-routes";

// POST /api/auth/reset-password { token, password } – the reset screen's simplified call, any role
export const POST = resetPasswordRoute();
