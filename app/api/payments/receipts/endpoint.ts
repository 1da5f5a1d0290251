import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";

export const GET = endpoint({
  method: "GET",
  path: "/api/payments/receipts",
  auth: "student",
  tag: "Payments",
  summary: "Your successful payments, newest first",
  responses: {
    200: z.object({
      receipts: z.array(
        z.object({
          id: z.string(),
          tx_ref: z.string(),
          transaction_id: z.string().nullable(),
          amount: z.number(),
          currency: z.string(),
          payment_type: z.string().nullable(),
          paid_at: z.string(),
          course: z.object({ id: z.string(), title: z.string() }),
        }),
      ),
    }),
  },
});
