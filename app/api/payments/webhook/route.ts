import { json, route } from "@/server/http/route";
import { handleWebhook } from "@/server/payments/handle-webhook";
import * as endpoints from "./endpoint";

// POST /api/payments/webhook – Flutterwave's notification. The verif-hash header must equal
// FLUTTERWAVE_WEBHOOK_HASH; the body is only a hint: the transaction is re-queried.
export const POST = route(endpoints.POST, async ({ body }) => json({ received: true, ...(await handleWebhook(body)) }));
