import "server-only";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import type { VerifyOutcome } from "../integrations/flutterwave/types";
import { log } from "../log";
import { toEnrollmentDto } from "../courses/enrollments";
import { toPaymentDto, type PaymentDto } from "./payment-dto";
import { paymentsApi } from "./payments-api";
import { settleFromTransaction } from "./settle-payment";

export const PENDING_MESSAGE =
  "We could not confirm your payment yet. If you were charged, it will be confirmed shortly; use “Check again” in a minute.";

type VerifyInput = { studentId: string; txRef: string; transactionId: string; courseId: string };

/** What a verify answers: the student is enrolled, or the payment has not settled yet (`pending`). */
export type VerifyAnswer =
  | { success: true; message: string; payment: PaymentDto; enrollment: ReturnType<typeof toEnrollmentDto> | null }
  | { success: false; pending: true; message: string; payment: PaymentDto; enrollment: null };

const pendingAnswer = (payment: PaymentDto): VerifyAnswer => ({
  success: false,
  pending: true,
  message: PENDING_MESSAGE,
  payment,
  enrollment: null,
});

/**
 * POST /api/payments/verify. Only the student who started a payment may verify it. A payment
 * Flutterwave does not accept is recorded as failed and refused with `payment_not_accepted`,
 * whose body also carries the payment.
 */
export async function verifyPayment(input: VerifyInput): Promise<VerifyAnswer> {
  const api = paymentsApi();
  const payment = await db.payment.findUnique({ where: { txRef: input.txRef }, include: { enrollment: true } });
  if (!payment || payment.studentId !== input.studentId)
    throw new AppError("not_found", "No payment with this reference was started by you");
  if (payment.courseId !== input.courseId)
    throw new AppError("bad_request", "This payment reference is for another course");

  // A replay or a double click after success: answer the settled result again.
  if (payment.status === "successful" && payment.flwTransactionId === input.transactionId && payment.enrollment) {
    return {
      success: true,
      message: "Payment verified. You are enrolled.",
      payment: toPaymentDto(payment),
      enrollment: toEnrollmentDto(payment.enrollment),
    };
  }
  const used = await db.payment.findUnique({ where: { flwTransactionId: input.transactionId }, select: { id: true } });
  if (used && used.id !== payment.id)
    throw new AppError("conflict", "This transaction has already been used for another payment");

  const outcome: VerifyOutcome = await api.verifyTransaction(input.transactionId);
  if (outcome.kind === "unavailable") {
    log.warn("flutterwave verify unavailable; payment left pending", { txRef: payment.txRef, reason: outcome.reason });
    return pendingAnswer(toPaymentDto(payment));
  }
  if (outcome.kind === "not_found") {
    throw new AppError(
      "bad_request",
      "Payment could not be verified. Please contact support with your transaction reference.",
    );
  }
  if (outcome.transaction.tx_ref !== payment.txRef) {
    throw new AppError("bad_request", "This transaction does not belong to this payment reference");
  }
  const settled = await settleFromTransaction(outcome.transaction);
  if (!settled) throw notFound("Payment");
  switch (settled.outcome) {
    case "enrolled": {
      // A second payment for a course already owned links to no enrolment; answer the one the student has.
      const enrollment =
        settled.payment.enrollment ??
        (await db.enrollment.findUnique({
          where: { studentId_courseId: { studentId: input.studentId, courseId: settled.payment.courseId } },
        }));
      return {
        success: true,
        message: "Payment verified. You are enrolled.",
        payment: toPaymentDto(settled.payment),
        enrollment: enrollment ? toEnrollmentDto(enrollment) : null,
      };
    }
    case "pending":
      return pendingAnswer(toPaymentDto(settled.payment));
    case "failed":
      throw new AppError("payment_not_accepted", settled.reason, {
        details: { success: false, payment: toPaymentDto(settled.payment), enrollment: null },
      });
  }
}
