import { resetPasswordHandler } from "@/server/http/password-routes";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// POST /api/auth/reset-password { token, password } – the reset screen's simplified call, any role
export const POST = route(endpoints.POST, resetPasswordHandler());
