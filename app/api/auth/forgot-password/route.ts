import { forgotPasswordHandler } from "@/server/http/password-routes";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// POST /api/auth/forgot-password { email, user_type } – the forgot-password screen's generic call
export const POST = route(endpoints.POST, forgotPasswordHandler());
