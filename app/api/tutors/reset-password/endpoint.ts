import { endpoint } from "@/lib/api/endpoint";
import { messageSchema } from "@/lib/api/responses/accounts";
import { resetPasswordSchema } from "@/lib/validation/auth";

export const POST = endpoint({
  method: "POST",
  path: "/api/tutors/reset-password",
  auth: "none",
  tag: "Authentication",
  summary: "Set a new password with a reset token (body or Bearer)",
  description:
    "The token in the body, or as Authorization: Bearer; an unknown, used or expired token, or another role's, is 400.",
  body: resetPasswordSchema,
  responses: { 200: messageSchema },
});
