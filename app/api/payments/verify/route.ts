import { json, route } from "@/server/http/route";
import { verifyPayment } from "@/server/payments/verify-payment";
import * as endpoints from "./endpoint";

// POST /api/payments/verify – ask Flutterwave, then enrol if status, currency, amount and tx_ref all match
export const POST = route(endpoints.POST, async ({ body, user }) => {
  const answer = await verifyPayment({
    studentId: user.id,
    txRef: body.tx_ref,
    transactionId: body.transaction_id,
    courseId: body.course_id,
  });
  // Not settled yet: accepted for later, and "Check again" (/api/payments/recheck) asks again.
  return json(answer, { status: answer.success ? 200 : 202 });
});
