// npm run payments:reconcile – settles pending payments (run it from cron every few minutes).
// Uses the app's own services, so it needs the same environment as the server.
import "dotenv/config";

const { reconcilePendingPayments } = await import("../server/payments/reconcile-payments");
const summary = await reconcilePendingPayments();
console.log(JSON.stringify({ reconciled: summary }));
process.exit(0);
