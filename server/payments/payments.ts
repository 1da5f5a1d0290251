import "server-only";
import { randomToken } from "../auth/tokens";
import { db } from "../db";
import { env } from "../env";
import type { Prisma } from "../generated/prisma/client";
import { AppError, notFound } from "../errors";
import { flutterwave } from "../integrations/flutterwave";
import type { FlwTransaction, VerifyOutcome } from "../integrations/flutterwave/types";
import { log } from "../log";
import { toEnrollmentDto } from "../courses/enrollments";

// Paid enrolment. The server issues the tx_ref and the amount (from the course); the
// browser pays through Flutterwave's checkout; the server asks Flutterwave and enrols
// only when status, currency, amount and tx_ref all match, in one transaction. Verify,
// the webhook and the reconciliation job all settle through settleFromTransaction, which
// is idempotent: a transaction id enrols at most once, whoever reports it first.

export const PENDING_MESSAGE = "We could not confirm your payment yet. If you were charged, it will be confirmed shortly; use “Check again” in a minute.";

type PaymentRow = Prisma.PaymentGetPayload<{ include: { enrollment: true } }>;

function toPaymentDto(p: PaymentRow) {
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

function paymentsApi() {
  const api = flutterwave();
  if (!api) throw new AppError("service_unavailable", "Payments are not configured on this server");
  return api;
}

/** A pending payment this recent, for the same course and price, is handed out again instead of a new one. */
const REUSE_PENDING_MS = 60 * 60 * 1000;

/**
 * POST /api/payments/initialize: a pending payment with our own tx_ref and the course's price.
 * Repeated clicks get the student's recent pending payment for the course back, so one
 * student cannot fill the table (and the reconciliation queue) with junk.
 */
export async function initializePayment(student: { id: string; email: string; firstName: string; lastName: string }, courseId: string) {
  const api = paymentsApi();
  const course = await db.course.findUnique({ where: { id: courseId }, select: { id: true, price: true, title: true } });
  if (!course) throw notFound("Course");
  if (course.price <= 0) throw new AppError("bad_request", "This course is free: enroll directly");
  const enrolled = await db.enrollment.findUnique({ where: { studentId_courseId: { studentId: student.id, courseId } }, select: { id: true } });
  if (enrolled) throw new AppError("conflict", "You are already enrolled in this course");
  const payment = await db.$transaction(async (tx) => {
    // Two clicks at once must not both miss the pending payment and create two.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`payment-init:${student.id}:${courseId}`}))`;
    const reusable = await tx.payment.findFirst({
      where: { studentId: student.id, courseId, status: "pending", amount: course.price, createdAt: { gt: new Date(Date.now() - REUSE_PENDING_MS) } },
      orderBy: { createdAt: "desc" },
    });
    return (
      reusable ??
      tx.payment.create({ data: { txRef: `EXP-${Date.now().toString(36)}-${randomToken(9)}`, studentId: student.id, courseId, amount: course.price, currency: "NGN" } })
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

/** Why a verified transaction may not pay for `payment`, or null when it may. */
function mismatch(payment: { txRef: string; amount: number }, t: FlwTransaction): string | null {
  if (t.tx_ref !== payment.txRef) return "The transaction belongs to another payment reference";
  if (t.currency !== "NGN") return `The payment was made in ${t.currency}, not naira`;
  if (!(Number(t.amount) >= payment.amount)) return "The amount paid is less than the course price";
  return null;
}

type SettleResult =
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
      data: { status: payment.status === "pending" ? "failed" : payment.status, failureReason: problem, flwRef: t.flw_ref, paymentType: t.payment_type ?? null },
      include: { enrollment: true },
    });
    return { outcome: "failed", payment: failed, reason: problem };
  }

  try {
    const settled = await db.$transaction(async (tx) => {
      // Only one caller moves the payment out of pending/failed (a late success can still settle a "failed" one).
      const claimed = await tx.payment.updateMany({
        where: { id: payment.id, status: { in: ["pending", "failed", "cancelled"] } },
        data: { status: "successful", flwTransactionId: String(t.id), flwRef: t.flw_ref, paymentType: t.payment_type ?? null, verifiedAt: new Date(), failureReason: null },
      });
      if (claimed.count === 0) return null;
      const studentId = payment.studentId;
      // The student deleted their account before the money arrived: the payment stays as a record, enrolling no one.
      if (!studentId) return tx.payment.findUniqueOrThrow({ where: { id: payment.id }, include: { enrollment: true } });
      const existing = await tx.enrollment.findUnique({ where: { studentId_courseId: { studentId, courseId: payment.courseId } } });
      const enrollment = existing ?? (await tx.enrollment.create({ data: { studentId, courseId: payment.courseId } }));
      if (!existing) await tx.course.update({ where: { id: payment.courseId }, data: { studentCount: { increment: 1 } } });
      // A second payment for a course the student already owns is recorded but linked to nothing.
      const link = await tx.payment.findFirst({ where: { enrollmentId: enrollment.id }, select: { id: true } });
      return tx.payment.update({ where: { id: payment.id }, data: link ? {} : { enrollmentId: enrollment.id }, include: { enrollment: true } });
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

type VerifyInput = { studentId: string; txRef: string; transactionId: string; courseId: string };

/** POST /api/payments/verify. Only the student who started a payment may verify it. */
export async function verifyPayment(input: VerifyInput) {
  const api = paymentsApi();
  const payment = await db.payment.findUnique({ where: { txRef: input.txRef }, include: { enrollment: true } });
  if (!payment || payment.studentId !== input.studentId) throw new AppError("not_found", "No payment with this reference was started by you");
  if (payment.courseId !== input.courseId) throw new AppError("bad_request", "This payment reference is for another course");

  // A replay or a double click after success: answer the settled result again.
  if (payment.status === "successful" && payment.flwTransactionId === input.transactionId && payment.enrollment) {
    return { status: 200, body: { success: true, message: "Payment verified. You are enrolled.", payment: toPaymentDto(payment), enrollment: toEnrollmentDto(payment.enrollment) } };
  }
  const used = await db.payment.findUnique({ where: { flwTransactionId: input.transactionId }, select: { id: true } });
  if (used && used.id !== payment.id) throw new AppError("conflict", "This transaction has already been used for another payment");

  const outcome: VerifyOutcome = await api.verifyTransaction(input.transactionId);
  if (outcome.kind === "unavailable") {
    log.warn("flutterwave verify unavailable; payment left pending", { txRef: payment.txRef, reason: outcome.reason });
    return { status: 202, body: { success: false, pending: true, message: PENDING_MESSAGE, payment: toPaymentDto(payment), enrollment: null } };
  }
  if (outcome.kind === "not_found") {
    throw new AppError("bad_request", "Payment could not be verified. Please contact support with your transaction reference.");
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
        (await db.enrollment.findUnique({ where: { studentId_courseId: { studentId: input.studentId, courseId: settled.payment.courseId } } }));
      return {
        status: 200,
        body: { success: true, message: "Payment verified. You are enrolled.", payment: toPaymentDto(settled.payment), enrollment: enrollment ? toEnrollmentDto(enrollment) : null },
      };
    }
    case "pending":
      return { status: 202, body: { success: false, pending: true, message: PENDING_MESSAGE, payment: toPaymentDto(settled.payment), enrollment: null } };
    case "failed":
      return { status: 400, body: { success: false, message: settled.reason, error: "payment_not_accepted", payment: toPaymentDto(settled.payment), enrollment: null } };
  }
}

/** The student's latest payment for a course, for the "Payment pending — check again" state. */
export async function latestPayment(studentId: string, courseId: string) {
  const payment = await db.payment.findFirst({ where: { studentId, courseId }, orderBy: { createdAt: "desc" }, include: { enrollment: true } });
  return payment ? toPaymentDto(payment) : null;
}

/** "Check again": asks Flutterwave about a pending payment by its reference, and settles it if it has arrived. */
export async function recheckPayment(studentId: string, txRef: string) {
  const payment = await db.payment.findUnique({ where: { txRef }, include: { enrollment: true } });
  if (!payment || payment.studentId !== studentId) throw new AppError("not_found", "No payment with this reference was started by you");
  if (payment.status !== "successful") await reconcileOne(payment.txRef);
  const now = await db.payment.findUniqueOrThrow({ where: { id: payment.id }, include: { enrollment: true } });
  return { success: now.status === "successful", pending: now.status === "pending", message: now.status === "successful" ? "Payment verified. You are enrolled." : now.status === "pending" ? PENDING_MESSAGE : (now.failureReason ?? "Payment failed"), payment: toPaymentDto(now), enrollment: now.enrollment ? toEnrollmentDto(now.enrollment) : null };
}

/** "unreachable" (Flutterwave down or slow) is not "not_found": only the latter may ever give up on a payment. */
async function reconcileOne(txRef: string): Promise<SettleResult["outcome"] | "not_found" | "unreachable"> {
  const outcome = await paymentsApi().verifyByReference(txRef);
  if (outcome.kind === "unavailable") return "unreachable";
  if (outcome.kind === "not_found") return "not_found";
  return (await settleFromTransaction(outcome.transaction))?.outcome ?? "not_found";
}

/** The webhook: never trusts the body, re-queries Flutterwave by transaction id. */
export async function handleWebhook(body: unknown): Promise<{ handled: boolean; outcome?: string }> {
  const data = (body as { data?: { id?: unknown; tx_ref?: unknown } } | null)?.data;
  const id = data?.id;
  if (typeof id !== "number" && typeof id !== "string") return { handled: false };
  const outcome = await paymentsApi().verifyTransaction(String(id));
  if (outcome.kind === "unavailable") throw new AppError("service_unavailable", "Flutterwave could not be reached; retry later");
  if (outcome.kind === "not_found") return { handled: false };
  const settled = await settleFromTransaction(outcome.transaction);
  return { handled: Boolean(settled), outcome: settled?.outcome };
}

const RECONCILE_AFTER_MS = 60_000;
const ABANDON_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

const RECONCILE_BATCH = 100;
type ReconcileSummary = { checked: number; enrolled: number; failed: number; still_pending: number; abandoned: number; unreachable: number };

/**
 * Settles pending payments whose browser never came back (USSD and bank transfers confirm
 * late): every one of them, oldest first, a batch at a time (keyset on created_at, id), so
 * a pile of abandoned checkouts cannot hide a real payment behind them.
 */
export async function reconcilePendingPayments({ batchSize = RECONCILE_BATCH } = {}): Promise<ReconcileSummary> {
  const now = Date.now();
  const summary: ReconcileSummary = { checked: 0, enrolled: 0, failed: 0, still_pending: 0, abandoned: 0, unreachable: 0 };
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const batch: { id: string; txRef: string; createdAt: Date }[] = await db.payment.findMany({
      where: {
        status: "pending",
        createdAt: { lt: new Date(now - RECONCILE_AFTER_MS) },
        ...(after ? { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] } : {}),
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: batchSize,
      select: { id: true, txRef: true, createdAt: true },
    });
    for (const p of batch) await reconcileInto(summary, p, now);
    if (batch.length < batchSize) return summary;
    after = batch[batch.length - 1]!;
  }
}

async function reconcileInto(summary: ReconcileSummary, p: { txRef: string; createdAt: Date }, now: number) {
  summary.checked++;
  const outcome = await reconcileOne(p.txRef);
  if (outcome === "enrolled") summary.enrolled++;
  else if (outcome === "failed") summary.failed++;
  else if (outcome === "not_found" && now - p.createdAt.getTime() > ABANDON_AFTER_MS) {
    await db.payment.updateMany({ where: { txRef: p.txRef, status: "pending" }, data: { status: "cancelled", failureReason: "No payment arrived within 3 days" } });
    summary.abandoned++;
  } else {
    summary.still_pending++;
    if (outcome === "unreachable") summary.unreachable++;
  }
}

/** The receipts on a student's profile: successful payments, newest first. */
export async function listReceipts(studentId: string) {
  const rows = await db.payment.findMany({
    where: { studentId, status: "successful" },
    orderBy: { verifiedAt: "desc" },
    select: { id: true, txRef: true, flwTransactionId: true, amount: true, currency: true, paymentType: true, verifiedAt: true, createdAt: true, course: { select: { id: true, title: true } } },
  });
  return rows;
}

