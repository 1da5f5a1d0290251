import { route } from "@/server/http/route";
import { reconcilePendingPayments } from "@/server/payments/reconcile-payments";
import * as endpoints from "./endpoint";

// POST /api/payments/reconcile – for an operator's scheduler (Authorization: Bearer CRON_SECRET):
// settles pending payments whose student never came back from the checkout.
export const POST = route(endpoints.POST, async () => reconcilePendingPayments());
