import "server-only";
import { randomToken } from "../auth/tokens";
import { db } from "../db";
import { env } from "../env";
import { AppError, notFound } from "../errors";
import { paymentsApi } from "./payments-api";

/** A pending payment this recent, for the same course and price, is handed out again instead of a new one. */
const REUSE_PENDING_MS = 60 * 60 * 1000;

/**
 * POST /api/payments/initialize: a pending payment with our own tx_ref and the course's price.
 * Repeated clicks get the student's recent pending payment for the course back, so one
 * student cannot fill the table (and the reconciliation queue) with junk.
 */
export async function initializePayment(
  student: { id: string; email: string; firstName: string; lastName: string },
  courseId: string,
) {
  const api = paymentsApi();
  const course = await db.course.findUnique({
    where: { id: courseId },
    select: { id: true, price: true, title: true },
  });
  if (!course) throw notFound("Course");
  if (course.price <= 0) throw new AppError("bad_request", "This course is free: enroll directly");
  const enrolled = await db.enrollment.findUnique({
    where: { studentId_courseId: { studentId: student.id, courseId } },
    select: { id: true },
  });
  if (enrolled) throw new AppError("conflict", "You are already enrolled in this course");
  const payment = await db.$transaction(async (tx) => {
    // Two clicks at once must not both miss the pending payment and create two.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`payment-init:${student.id}:${courseId}`}))`;
    const reusable = await tx.payment.findFirst({
      where: {
        studentId: student.id,
        courseId,
        status: "pending",
        amount: course.price,
        createdAt: { gt: new Date(Date.now() - REUSE_PENDING_MS) },
      },
      orderBy: { createdAt: "desc" },
    });
    return (
      reusable ??
      tx.payment.create({
        data: {
          txRef: `EXP-${Date.now().toString(36)}-${randomToken(9)}`,
          studentId: student.id,
          courseId,
          amount: course.price,
          currency: "NGN",
        },
      })
    );
  });
  return {
    tx_ref: payment.txRef,
    amount: payment.amount,
    currency: "NGN" as const,
    public_key: env.NEXT_PUBLIC_FLUTTERWAVE_PUBLIC_KEY,
    customer: { email: student.email, name: `${student.firstName} ${student.lastName}` },
    course: { id: course.id, title: course.title },
    payment_options: "card,mobilemoney,ussd,banktransfer",
    simulator: api.mode === "simulator",
  };
}
