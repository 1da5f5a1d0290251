import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { paymentAnswerSchema, paymentSchema } from "@/lib/api/responses/payments";
import { verifyPaymentSchema } from "@/lib/validation/payments";

export const POST = endpoint({
  method: "POST",
  path: "/api/payments/verify",
  auth: "student",
  tag: "Payments",
  summary: "Verify with Flutterwave and enrol when status, currency, amount and tx_ref all match",
  description:
    "400 payment_not_accepted, with success false, the failed payment and enrollment null: Flutterwave reports the payment failed, in another currency or below the price. 400 bad_request: an unknown transaction, one made for another tx_ref, or a tx_ref of another course.",
  body: verifyPaymentSchema,
  responses: {
    200: { description: "Paid: the student is enrolled", schema: paymentAnswerSchema },
    202: {
      description: "Not settled yet: pending true; check again later (/api/payments/recheck)",
      schema: paymentAnswerSchema,
    },
  },
  errors: ["not_found", "bad_request", "conflict", "payment_not_accepted", "bad_gateway"],
  errorDetails: {
    payment_not_accepted: z.object({ success: z.literal(false), payment: paymentSchema, enrollment: z.null() }),
  },
});
