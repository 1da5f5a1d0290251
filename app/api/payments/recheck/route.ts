import { recheckPaymentSchema } from "@/lib/validation/payments";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { recheckPayment } from "@/server/payments/payment-status";

// POST /api/payments/recheck { tx_ref } – "Check again" for a payment that was still pending
export const POST = route({ auth: "student" }, async ({ req, user }) => {
  const { tx_ref } = await readJson(req, recheckPaymentSchema);
  return recheckPayment(user.id, tx_ref);
});
