import { endpoint } from "@/lib/api/endpoint";
import { signedInSchema } from "@/lib/api/responses/accounts";
import { signinSchema } from "@/lib/validation/auth";

export const POST = endpoint({
  method: "POST",
  path: "/api/students/signin",
  auth: "none",
  tag: "Authentication",
  summary: "Sign in a verified student",
  description: "Sets the session cookie; 429 after repeated wrong passwords.",
  body: signinSchema,
  responses: { 200: signedInSchema },
  errors: ["unauthorized", "email_not_verified"],
});
