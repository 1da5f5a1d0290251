import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { simulatorChargeSchema } from "@/lib/validation/payments";

export const POST = endpoint({
  method: "POST",
  path: "/api/payments/simulator/charge",
  auth: "optional",
  tag: "Payments simulator",
  summary: "Test mode only: the simulator's checkout dialog pays (or fails) the signed-in student's payment",
  description:
    "Answers in the shape of Flutterwave's inline checkout callback. Outside test mode, or signed out, it is refused.",
  body: simulatorChargeSchema,
  responses: {
    200: z.object({
      status: z.string(),
      transaction_id: z.number(),
      tx_ref: z.string(),
      flw_ref: z.string(),
      amount: z.number(),
      currency: z.string(),
      charge_response_code: z.string(),
    }),
  },
  errors: ["unauthorized", "forbidden", "not_found"],
});
