import { passwordResetEndpoint, tokenInBody } from "@/lib/api/password-reset-endpoint";

export const POST = passwordResetEndpoint("/api/students/reset-password", tokenInBody);
