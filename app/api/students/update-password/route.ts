import { resetPasswordRoute } from "@/server/http/password-routes";

// POST /api/students/update-password – set a new password; the reset token comes as Bearer
export const POST = resetPasswordRoute("student");
