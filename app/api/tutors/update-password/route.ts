import { resetPasswordRoute } from "@/server/http/password-routes";

// POST /api/tutors/update-password – set a new password; the reset token comes as Bearer
export const POST = resetPasswordRoute("tutor");
