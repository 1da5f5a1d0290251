import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";

export const POST = endpoint({
  method: "POST",
  path: "/api/payments/reconcile",
  auth: "cron",
  tag: "Payments",
  summary: "Settle pending payments whose student never came back from the checkout (for a scheduler)",
  responses: {
    200: z.object({
      checked: z.number().int(),
      enrolled: z.number().int(),
      failed: z.number().int(),
      still_pending: z.number().int(),
      abandoned: z.number().int(),
      unreachable: z.number().int(),
    }),
  },
});
