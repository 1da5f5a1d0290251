import { AppError } from "@/server/errors";
import { route } from "@/server/http/route";
import { simulatedTransactionForStudent } from "@/server/integrations/flutterwave/simulator";
import { simulatorStudent } from "@/server/integrations/flutterwave/simulator-access";
import * as endpoints from "./endpoint";

// GET /api/payments/simulator/v3/transactions/{id}/verify – the simulator's verify, in Flutterwave's
// shape, for the signed-in student's own transactions only (the server verifies without HTTP).
export const GET = route(endpoints.GET, async ({ params, user }) => {
  const student = simulatorStudent(user);
  const transaction = await simulatedTransactionForStudent(params.id, student.id);
  if (!transaction) throw new AppError("not_found", "No transaction was found for this id");
  return { status: "success", message: "Transaction fetched successfully", data: transaction };
});
