import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { initializePaymentSchema } from "@/lib/validation/payments";

export const POST = endpoint({
  method: "POST",
  path: "/api/payments/initialize",
  auth: "user",
  tag: "Payments",
  summary:
    "Students only: start a payment for a priced course: the server's tx_ref and the price for Flutterwave's checkout",
  body: initializePaymentSchema,
  responses: {
    200: z.object({
      tx_ref: z.string(),
      amount: z.number(),
      currency: z.literal("NGN"),
      public_key: z.string(),
      customer: z.object({ email: z.string(), name: z.string() }),
      course: z.object({ id: z.string(), title: z.string() }),
      payment_options: z.string(),
      simulator: z.boolean().describe("Whether the checkout is the built-in simulator (test mode)"),
    }),
  },
  errors: ["forbidden", "not_found", "conflict", "bad_request"],
});
