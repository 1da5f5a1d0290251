import { route } from "@/server/http/route";
import { recheckPayment } from "@/server/payments/payment-status";
import * as endpoints from "./endpoint";

// POST /api/payments/recheck { tx_ref } – "Check again" for a payment that was still pending
export const POST = route(endpoints.POST, async ({ body, user }) => recheckPayment(user.id, body.tx_ref));
