import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { webhookBodySchema } from "@/lib/api/responses/payments";

export const POST = endpoint({
  method: "POST",
  path: "/api/payments/webhook",
  auth: "webhook",
  tag: "Payments",
  summary: "Flutterwave's notification: the body is only a hint, the transaction is asked for again",
  body: webhookBodySchema,
  responses: {
    200: z.object({ received: z.literal(true), handled: z.boolean(), outcome: z.string().optional() }),
  },
  errors: ["bad_gateway"],
});
