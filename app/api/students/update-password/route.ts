import { resetPasswordHandler } from "@/server/http/password-routes";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// POST /api/students/update-password – set a new password; the reset token comes as Bearer
export const POST = route(endpoints.POST, resetPasswordHandler("student"));
