import { safeEqual } from "@/server/auth/tokens";
import { env } from "@/server/env";
import { AppError } from "@/server/errors";
import { route } from "@/server/http/route";
import { reconcilePendingPayments } from "@/server/payments/reconcile-payments";

// POST /api/payments/reconcile – for an operator's scheduler (Authorization: Bearer CRON_SECRET):
// settles pending payments whose student never came back from the checkout.
export const POST = route(async ({ req }) => {
  if (!env.CRON_SECRET)
    throw new AppError("service_unavailable", "Set CRON_SECRET to enable the reconciliation endpoint");
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.get("authorization") ?? "")?.[1] ?? "";
  if (!safeEqual(token, env.CRON_SECRET))
    throw new AppError("unauthorized", "Invalid or missing reconciliation secret");
  return reconcilePendingPayments();
});
