import { z } from "zod";

// What the payment endpoints answer (docs/contract.md, "Payments").

const isoTime = z.string().describe("ISO 8601 time");

export const paymentSchema = z.object({
  id: z.string(),
  tx_ref: z.string(),
  transaction_id: z.string().nullable(),
  flw_ref: z.string().nullable(),
  course_id: z.string(),
  student_id: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(["pending", "successful", "failed", "cancelled"]),
  payment_type: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: isoTime,
  verified_at: isoTime.nullable(),
});

export const enrollmentSchema = z.object({
  id: z.string(),
  student_id: z.string(),
  course_id: z.string(),
  enrolled_at: isoTime,
  created_at: isoTime,
});

/** Where a payment stands after a verify or a recheck. */
export const paymentAnswerSchema = z.object({
  success: z.boolean(),
  pending: z.boolean().optional(),
  message: z.string(),
  payment: paymentSchema,
  enrollment: enrollmentSchema.nullable(),
});

/** Flutterwave's webhook notification: only data.id is read (the transaction is asked for again). */
export const webhookBodySchema = z.looseObject({
  event: z.string().optional(),
  data: z.looseObject({ id: z.union([z.number(), z.string()]).optional(), tx_ref: z.string().optional() }).optional(),
});
