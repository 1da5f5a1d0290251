import "server-only";
import { db } from "../db";
import { paymentsApi } from "./payments-api";
import { settleFromTransaction, type SettleResult } from "./settle-payment";

/** "unreachable" (Flutterwave down or slow) is not "not_found": only the latter may ever give up on a payment. */
export async function reconcileOne(txRef: string): Promise<SettleResult["outcome"] | "not_found" | "unreachable"> {
  const outcome = await paymentsApi().verifyByReference(txRef);
  if (outcome.kind === "unavailable") return "unreachable";
  if (outcome.kind === "not_found") return "not_found";
  return (await settleFromTransaction(outcome.transaction))?.outcome ?? "not_found";
}

const RECONCILE_AFTER_MS = 60_000;
const ABANDON_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

const RECONCILE_BATCH = 100;
type ReconcileSummary = {
  checked: number;
  enrolled: number;
  failed: number;
  still_pending: number;
  abandoned: number;
  unreachable: number;
};

/**
 * Settles pending payments whose browser never came back (USSD and bank transfers confirm
 * late): every one of them, oldest first, a batch at a time (keyset on created_at, id), so
 * a pile of abandoned checkouts cannot hide a real payment behind them. Run by the
 * payments.reconcile job every 15 minutes, `npm run payments:reconcile` and the cron endpoint.
 */
export async function reconcilePendingPayments({
  batchSize = RECONCILE_BATCH,
  signal,
}: { batchSize?: number; signal?: AbortSignal } = {}): Promise<ReconcileSummary> {
  const now = Date.now();
  const summary: ReconcileSummary = {
    checked: 0,
    enrolled: 0,
    failed: 0,
    still_pending: 0,
    abandoned: 0,
    unreachable: 0,
  };
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const batch: { id: string; txRef: string; createdAt: Date }[] = await db.payment.findMany({
      where: {
        status: "pending",
        createdAt: { lt: new Date(now - RECONCILE_AFTER_MS) },
        ...(after
          ? { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] }
          : {}),
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: batchSize,
      select: { id: true, txRef: true, createdAt: true },
    });
    for (const p of batch) {
      // A stopping worker ends the run between payments; the next run picks up where it left.
      if (signal?.aborted) return summary;
      await reconcileInto(summary, p, now);
    }
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
    await db.payment.updateMany({
      where: { txRef: p.txRef, status: "pending" },
      data: { status: "cancelled", failureReason: "No payment arrived within 3 days" },
    });
    summary.abandoned++;
  } else {
    summary.still_pending++;
    if (outcome === "unreachable") summary.unreachable++;
  }
}
