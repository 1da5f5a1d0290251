import { resetPasswordHandler } from "@/server/http/password-routes";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// POST /api/students/reset-password – set a new password with a reset token (body or Bearer)
export const POST = route(endpoints.POST, resetPasswordHandler("student"));
