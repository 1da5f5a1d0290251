import { route } from "@/server/http/route";
import { listReceipts } from "@/server/payments/receipts";
import * as endpoints from "./endpoint";

// GET /api/payments/receipts – the signed-in student's successful payments
export const GET = route(endpoints.GET, async ({ user }) => ({
  receipts: (await listReceipts(user.id)).map((r) => ({
    id: r.id,
    tx_ref: r.txRef,
    transaction_id: r.flwTransactionId,
    amount: r.amount,
    currency: r.currency,
    payment_type: r.paymentType,
    paid_at: (r.verifiedAt ?? r.createdAt).toISOString(),
    course: r.course,
  })),
}));
