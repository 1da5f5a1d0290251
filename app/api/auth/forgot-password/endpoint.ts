import { endpoint } from "@/lib/api/endpoint";
import { messageSchema } from "@/lib/api/responses/accounts";
import { forgotPasswordSchema } from "@/lib/validation/auth";

export const POST = endpoint({
  method: "POST",
  path: "/api/auth/forgot-password",
  auth: "none",
  tag: "Authentication",
  summary: "Mail a reset link (student or tutor)",
  description: "The same answer for every address.",
  body: forgotPasswordSchema,
  responses: { 200: messageSchema },
});
