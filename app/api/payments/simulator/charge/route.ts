import { db } from "@/server/db";
import { AppError } from "@/server/errors";
import { route } from "@/server/http/route";
import { simulateCharge } from "@/server/integrations/flutterwave/simulator";
import { simulatorStudent } from "@/server/integrations/flutterwave/simulator-access";
import * as endpoints from "./endpoint";

// POST /api/payments/simulator/charge – the simulator's checkout dialog "pays" (test mode only)
export const POST = route(endpoints.POST, async ({ body: input, user: session }) => {
  const user = simulatorStudent(session);
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
