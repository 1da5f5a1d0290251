import { passwordResetEndpoint, tokenAsBearer } from "@/lib/api/password-reset-endpoint";

export const POST = passwordResetEndpoint("/api/students/update-password", tokenAsBearer);
