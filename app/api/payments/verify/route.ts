import { verifyPaymentSchema } from "@/lib/validation/payments";
import { json, route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { verifyPayment } from "@/server/payments/verify-payment";

// POST /api/payments/verify – ask Flutterwave, then enrol if status, currency, amount and tx_ref all match
export const POST = route({ auth: "student" }, async ({ req, user }) => {
  const input = await readJson(req, verifyPaymentSchema);
  const answer = await verifyPayment({
    studentId: user.id,
    txRef: input.tx_ref,
    transactionId: input.transaction_id,
    courseId: input.course_id,
  });
  // Not settled yet: accepted for later, and "Check again" (/api/payments/recheck) asks again.
  return json(answer, { status: answer.success ? 200 : 202 });
});
