import { endpoint } from "@/lib/api/endpoint";
import { signedInSchema } from "@/lib/api/responses/accounts";
import { signinSchema } from "@/lib/validation/auth";

export const POST = endpoint({
  method: "POST",
  path: "/api/auth/tutor/login",
  auth: "none",
  tag: "Authentication",
  summary: "Sign in a verified tutor",
  description:
    "Sets the session cookie; the user adds bio and expertise. 401 until the address is verified; 429 after repeated wrong passwords.",
  body: signinSchema,
  responses: { 200: signedInSchema },
  errors: ["unauthorized", "email_not_verified"],
});
