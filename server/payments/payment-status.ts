import "server-only";
import { db } from "../db";
import { AppError } from "../errors";
import { toEnrollmentDto } from "../courses/enrollments";
import { toPaymentDto } from "./payment-dto";
import { reconcileOne } from "./reconcile-payments";
import { PENDING_MESSAGE } from "./verify-payment";

/** The student's latest payment for a course, for the "Payment pending — check again" state. */
export async function latestPayment(studentId: string, courseId: string) {
  const payment = await db.payment.findFirst({
    where: { studentId, courseId },
    orderBy: { createdAt: "desc" },
    include: { enrollment: true },
  });
  return payment ? toPaymentDto(payment) : null;
}

/** "Check again": asks Flutterwave about a pending payment by its reference, and settles it if it has arrived. */
export async function recheckPayment(studentId: string, txRef: string) {
  const payment = await db.payment.findUnique({ where: { txRef }, include: { enrollment: true } });
  if (!payment || payment.studentId !== studentId)
    throw new AppError("not_found", "No payment with this reference was started by you");
  if (payment.status !== "successful") await reconcileOne(payment.txRef);
  const now = await db.payment.findUniqueOrThrow({ where: { id: payment.id }, include: { enrollment: true } });
  return {
    success: now.status === "successful",
    pending: now.status === "pending",
    message:
      now.status === "successful"
        ? "Payment verified. You are enrolled."
        : now.status === "pending"
          ? PENDING_MESSAGE
          : (now.failureReason ?? "Payment failed"),
    payment: toPaymentDto(now),
    enrollment: now.enrollment ? toEnrollmentDto(now.enrollment) : null,
  };
}
