import { z } from "zod";

const id = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} is too long`);

export const initializePaymentSchema = z.object({ course_id: id("course_id") });

/** POST /api/payments/verify (docs/product-spec.md part 3): the browser's report; only tx_ref, transaction_id and course_id are used. */
export const verifyPaymentSchema = z.object({
  tx_ref: id("tx_ref"),
  transaction_id: z
    .union([z.string(), z.number()], { error: "transaction_id is required" })
    .transform((v) => String(v).trim())
    .pipe(id("transaction_id")),
  flw_ref: z.string().max(200).optional().nullable(),
  course_id: id("course_id"),
  amount: z.union([z.number(), z.string()]).optional().nullable(),
});

export const recheckPaymentSchema = z.object({ tx_ref: id("tx_ref") });

export const simulatorChargeSchema = z.object({
  tx_ref: id("tx_ref"),
  method: z.enum(["card", "mobilemoney", "ussd", "banktransfer"], {
    message: "method must be card, mobilemoney, ussd or banktransfer",
  }),
  outcome: z.enum(["succeed", "fail", "pending"], { message: "outcome must be succeed, fail or pending" }),
});
