import { endpoint } from "@/lib/api/endpoint";
import { messageSchema } from "@/lib/api/responses/accounts";
import { resetPasswordSchema } from "@/lib/validation/auth";

export const POST = endpoint({
  method: "POST",
  path: "/api/tutors/update-password",
  auth: "none",
  tag: "Authentication",
  summary: "Set a new password; the reset token as Bearer",
  description:
    "The token as Authorization: Bearer (or in the body); an unknown, used or expired token, or another role's, is 400.",
  body: resetPasswordSchema,
  responses: { 200: messageSchema },
});
