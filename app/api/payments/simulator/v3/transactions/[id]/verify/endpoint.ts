import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";

export const GET = endpoint({
  method: "GET",
  path: "/api/payments/simulator/v3/transactions/{id}/verify",
  auth: "optional",
  tag: "Payments simulator",
  summary:
    "Test mode only: the simulator's verify in Flutterwave's shape, for the signed-in student's own transactions",
  responses: {
    200: z.object({
      status: z.literal("success"),
      message: z.string(),
      data: z.looseObject({
        id: z.number(),
        tx_ref: z.string(),
        status: z.string(),
        amount: z.number(),
        currency: z.string(),
      }),
    }),
  },
  errors: ["unauthorized", "forbidden", "not_found"],
});
