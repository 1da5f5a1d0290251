import { endpoint } from "@/lib/api/endpoint";
import { paymentAnswerSchema } from "@/lib/api/responses/payments";
import { recheckPaymentSchema } from "@/lib/validation/payments";

export const POST = endpoint({
  method: "POST",
  path: "/api/payments/recheck",
  auth: "student",
  tag: "Payments",
  summary: "Check a pending payment again; enrols once it has arrived",
  body: recheckPaymentSchema,
  responses: { 200: paymentAnswerSchema },
  errors: ["not_found", "bad_gateway"],
});
