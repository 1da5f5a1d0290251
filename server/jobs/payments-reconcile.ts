import "server-only";
import { reconcilePendingPayments } from "../payments/reconcile-payments";
import { defineJob } from "./registry";

/**
 * payments.reconcile: settles pending payments whose student never came back from the checkout
 * (USSD and bank transfers confirm late), by asking Flutterwave about each: the same function
 * as `npm run payments:reconcile` and `POST /api/payments/reconcile`.
 *
 * Idempotent: every payment settles through settleFromTransaction, where one conditional
 * update moves a payment out of "pending" and the unique Flutterwave transaction id enrols at
 * most once; abandoning a payment is a conditional update on "pending" too. Two runs at once
 * only ask Flutterwave twice.
 */
export const paymentsReconcile = defineJob({
  name: "payments.reconcile",
  summary: "Settles pending payments confirmed after the student left the checkout",
  schedule: "*/15 * * * *",
  retry: { limit: 3, delaySeconds: 60, backoff: true, maxDelaySeconds: 900 },
  // Each payment waits at most FLUTTERWAVE_TIMEOUT_MS for Flutterwave; a run stops between
  // payments when it is stopped, and the next one continues.
  expireInSeconds: 60 * 60,
  async run(_data, { signal }) {
    return reconcilePendingPayments({ signal });
  },
});
