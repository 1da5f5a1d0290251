import "server-only";
import { db } from "../db";

/** The receipts on a student's profile: successful payments, newest first. */
export async function listReceipts(studentId: string) {
  const rows = await db.payment.findMany({
    where: { studentId, status: "successful" },
    orderBy: { verifiedAt: "desc" },
    select: {
      id: true,
      txRef: true,
      flwTransactionId: true,
      amount: true,
      currency: true,
      paymentType: true,
      verifiedAt: true,
      createdAt: true,
      course: { select: { id: true, title: true } },
    },
  });
  return rows;
}
