import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { signedInSchema } from "@/lib/api/responses/accounts";
import { signinSchema } from "@/lib/validation/auth";

export const POST = endpoint({
  method: "POST",
  path: "/api/auth/signin",
  auth: "none",
  tag: "Authentication",
  summary: "Sign in a verified student or tutor (the web's sign-in form); the answer names the account's role",
  description:
    "Sets the session cookie. The same refusals and limits as the role endpoints: 401 for wrong credentials or an unverified address, 429 after repeated wrong passwords.",
  body: signinSchema,
  responses: { 200: signedInSchema.extend({ role: z.enum(["student", "tutor"]) }) },
  errors: ["unauthorized", "email_not_verified"],
});
