import type { Prisma } from "../generated/prisma/client";

export type PaymentRow = Prisma.PaymentGetPayload<{ include: { enrollment: true } }>;

export function toPaymentDto(p: PaymentRow) {
  return {
    id: p.id,
    tx_ref: p.txRef,
    transaction_id: p.flwTransactionId,
    flw_ref: p.flwRef,
    course_id: p.courseId,
    student_id: p.studentId,
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    payment_type: p.paymentType,
    failure_reason: p.failureReason,
    created_at: p.createdAt.toISOString(),
    verified_at: p.verifiedAt?.toISOString() ?? null,
  };
}
export type PaymentDto = ReturnType<typeof toPaymentDto>;
