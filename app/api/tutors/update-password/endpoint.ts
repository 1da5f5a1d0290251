import { passwordResetEndpoint, tokenAsBearer } from "@/lib/api/password-reset-endpoint";

export const POST = passwordResetEndpoint("/api/tutors/update-password", tokenAsBearer);
