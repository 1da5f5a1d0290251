import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { changePasswordSchema } from "@/lib/validation/auth";

export const POST = endpoint({
  method: "POST",
  path: "/api/auth/change-password",
  auth: "user",
  tag: "Authentication",
  summary: "Change the password (other sessions are revoked; a common password is refused; rate limited)",
  body: changePasswordSchema,
  responses: {
    200: z.object({
      message: z.string(),
      other_sessions_signed_out: z.number().int().describe("How many other sessions were revoked"),
    }),
  },
});
