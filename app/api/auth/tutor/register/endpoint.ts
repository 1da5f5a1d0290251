import { endpoint } from "@/lib/api/endpoint";
import { messageSchema } from "@/lib/api/responses/accounts";
import { tutorRegisterSchema } from "@/lib/validation/auth";

export const POST = endpoint({
  method: "POST",
  path: "/api/auth/tutor/register",
  auth: "none",
  tag: "Authentication",
  summary: "Create an unverified tutor and mail a verification link (a known address is mailed a notice; same answer)",
  description: "No token: the tutor signs in once verified.",
  body: tutorRegisterSchema,
  responses: { 201: messageSchema },
});
