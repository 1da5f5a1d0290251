import "server-only";
import { db } from "../db";
import type { FlwTransaction } from "../integrations/flutterwave/types";
import type { PaymentRow } from "./payment-dto";

// Paid enrolment. The server issues the tx_ref and the amount (from the course); the
// browser pays through Flutterwave's checkout; the server asks Flutterwave and enrols
// only when status, currency, amount and tx_ref all match, in one transaction. Verify,
// the webhook and the reconciliation job all settle through settleFromTransaction, which
// is idempotent: a transaction id enrols at most once, whoever reports it first.

/** Why a verified transaction may not pay for `payment`, or null when it may. */
function mismatch(payment: { txRef: string; amount: number }, t: FlwTransaction): string | null {
  if (t.tx_ref !== payment.txRef) return "The transaction belongs to another payment reference";
  if (t.currency !== "NGN") return `The payment was made in ${t.currency}, not naira`;
  if (!(Number(t.amount) >= payment.amount)) return "The amount paid is less than the course price";
  return null;
}

export type SettleResult =
  | { outcome: "enrolled"; payment: PaymentRow }
  | { outcome: "pending"; payment: PaymentRow }
  | { outcome: "failed"; payment: PaymentRow; reason: string };

/**
 * Applies what Flutterwave said about a transaction to our payment with the same tx_ref.
 * Idempotent and race-safe: only one caller moves a payment out of "pending", and the
 * unique transaction id stops one Flutterwave payment from settling two of ours.
 */
export async function settleFromTransaction(t: FlwTransaction): Promise<SettleResult | null> {
  const payment = await db.payment.findUnique({ where: { txRef: t.tx_ref }, include: { enrollment: true } });
  if (!payment) return null;
  if (payment.status === "successful") {
    return String(payment.flwTransactionId) === String(t.id)
      ? { outcome: "enrolled", payment }
      : { outcome: "failed", payment, reason: "This payment reference has already been paid with another transaction" };
  }
  const status = t.status.toLowerCase();
  if (status === "pending" || status === "processing") return { outcome: "pending", payment };
  const problem = status === "successful" ? mismatch(payment, t) : `Flutterwave reported the payment as ${status}`;
  if (problem) {
    const failed = await db.payment.update({
      where: { id: payment.id },
      data: {
        status: payment.status === "pending" ? "failed" : payment.status,
        failureReason: problem,
        flwRef: t.flw_ref,
        paymentType: t.payment_type ?? null,
      },
      include: { enrollment: true },
    });
    return { outcome: "failed", payment: failed, reason: problem };
  }

  try {
    const settled = await db.$transaction(async (tx) => {
      // Only one caller moves the payment out of pending/failed (a late success can still settle a "failed" one).
      const claimed = await tx.payment.updateMany({
        where: { id: payment.id, status: { in: ["pending", "failed", "cancelled"] } },
        data: {
          status: "successful",
          flwTransactionId: String(t.id),
          flwRef: t.flw_ref,
          paymentType: t.payment_type ?? null,
          verifiedAt: new Date(),
          failureReason: null,
        },
      });
      if (claimed.count === 0) return null;
      const studentId = payment.studentId;
      // The student deleted their account before the money arrived: the payment stays as a record, enrolling no one.
      if (!studentId) return tx.payment.findUniqueOrThrow({ where: { id: payment.id }, include: { enrollment: true } });
      const existing = await tx.enrollment.findUnique({
        where: { studentId_courseId: { studentId, courseId: payment.courseId } },
      });
      const enrollment = existing ?? (await tx.enrollment.create({ data: { studentId, courseId: payment.courseId } }));
      if (!existing)
        await tx.course.update({ where: { id: payment.courseId }, data: { studentCount: { increment: 1 } } });
      // A second payment for a course the student already owns is recorded but linked to nothing.
      const link = await tx.payment.findFirst({ where: { enrollmentId: enrollment.id }, select: { id: true } });
      return tx.payment.update({
        where: { id: payment.id },
        data: link ? {} : { enrollmentId: enrollment.id },
        include: { enrollment: true },
      });
    });
    if (settled) return { outcome: "enrolled", payment: settled };
  } catch (err) {
    if ((err as { code?: string }).code === "P2002") {
      return { outcome: "failed", payment, reason: "This transaction has already been used for another payment" };
    }
    throw err;
  }
  // Someone else settled it between our read and our claim: report what they stored.
  const now = await db.payment.findUniqueOrThrow({ where: { id: payment.id }, include: { enrollment: true } });
  return now.status === "successful" && String(now.flwTransactionId) === String(t.id)
    ? { outcome: "enrolled", payment: now }
    : { outcome: "failed", payment: now, reason: now.failureReason ?? "This payment could not be settled" };
}
