import { simulatorChargeSchema } from "@/lib/validation/payments";
import { db } from "@/server/db";
import { AppError } from "@/server/errors";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { simulateCharge } from "@/server/integrations/flutterwave/simulator";
import { simulatorStudent } from "@/server/integrations/flutterwave/simulator-access";

// POST /api/payments/simulator/charge – the simulator's checkout dialog "pays" (test mode only)
export const POST = route({ auth: "optional" }, async ({ req, user: session }) => {
  const user = simulatorStudent(session);
  const input = await readJson(req, simulatorChargeSchema);
  const payment = await db.payment.findUnique({
    where: { txRef: input.tx_ref },
    select: { studentId: true, amount: true },
  });
  if (!payment || payment.studentId !== user.id)
    throw new AppError("not_found", "No payment with this reference was started by you");
  const t = await simulateCharge({
    txRef: input.tx_ref,
    amount: payment.amount,
    method: input.method,
    outcome: input.outcome,
    email: user.email,
  });
  // The shape of Flutterwave's inline checkout callback.
  return {
    status: t.status === "successful" ? "successful" : t.status,
    transaction_id: t.id,
    tx_ref: t.tx_ref,
    flw_ref: t.flw_ref,
    amount: t.amount,
    currency: t.currency,
    charge_response_code: t.status === "successful" ? "00" : "02",
  };
});
