import { endpoint } from "@/lib/api/endpoint";
import { messageSchema } from "@/lib/api/responses/accounts";
import { resendVerificationSchema } from "@/lib/validation/auth";

export const POST = endpoint({
  method: "POST",
  path: "/api/auth/resend-verification",
  auth: "none",
  tag: "Authentication",
  summary: "Mail a new verification link",
  description: "The same answer for every address.",
  body: resendVerificationSchema,
  responses: { 200: messageSchema },
});
