import { resetPasswordRoute } from "@/server/http/password-routes";

// POST /api/tutors/reset-password – set a new password with a reset token (body or Bearer)
export const POST = resetPasswordRoute("tutor");
