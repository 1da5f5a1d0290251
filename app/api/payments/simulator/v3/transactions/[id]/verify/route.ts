import { AppError } from "@/server/http/app-error";
import { json, route } from "@/server/http/route";
import { simulatorEnabled } from "@/server/integrations/flutterwave";
import { flutterwaveSimulator } from "@/server/integrations/flutterwave/simulator";

// GET /api/payments/simulator/v3/transactions/{id}/verify – the simulator's verify, in Flutterwave's shape
export const GET = route<{ id: string }>(async ({ params }) => {
  if (!simulatorEnabled()) throw new AppError("not_found", "Not found");
  const outcome = await flutterwaveSimulator.verifyTransaction(params.id);
  if (outcome.kind !== "found") return json({ status: "error", message: "No transaction was found for this id", data: null }, { status: 400 });
  return { status: "success", message: "Transaction fetched successfully", data: outcome.transaction };
});
