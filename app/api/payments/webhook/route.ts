import { safeEqual } from "@/server/auth/tokens";
import { env } from "@/server/env";
import { AppError } from "@/server/errors";
import { json, route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { handleWebhook } from "@/server/payments/handle-webhook";
import { z } from "zod";

// POST /api/payments/webhook – Flutterwave's notification. The verif-hash header must equal
// FLUTTERWAVE_WEBHOOK_HASH; the body is only a hint: the transaction is re-queried.
export const POST = route(async ({ req }) => {
  if (!env.FLUTTERWAVE_WEBHOOK_HASH) throw new AppError("service_unavailable", "The payment webhook is not configured");
  const hash = req.headers.get("verif-hash") ?? "";
  if (!safeEqual(hash, env.FLUTTERWAVE_WEBHOOK_HASH)) throw new AppError("unauthorized", "Invalid webhook signature");
  const body = await readJson(req, z.looseObject({}));
  const result = await handleWebhook(body);
  return json({ received: true, ...result });
});
