import { passwordResetEndpoint, tokenInBody } from "@/lib/api/password-reset-endpoint";

export const POST = passwordResetEndpoint("/api/tutors/reset-password", tokenInBody);
