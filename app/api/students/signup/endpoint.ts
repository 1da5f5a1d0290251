import { endpoint } from "@/lib/api/endpoint";
import { messageSchema } from "@/lib/api/responses/accounts";
import { studentSignupSchema } from "@/lib/validation/auth";

export const POST = endpoint({
  method: "POST",
  path: "/api/students/signup",
  auth: "none",
  tag: "Authentication",
  summary: "Create an unverified student and mail a verification link",
  body: studentSignupSchema,
  responses: { 201: messageSchema },
});
