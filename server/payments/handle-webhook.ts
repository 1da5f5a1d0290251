import "server-only";
import { AppError } from "../errors";
import { paymentsApi } from "./payments-api";
import { settleFromTransaction } from "./settle-payment";

/** The webhook: never trusts the body, re-queries Flutterwave by transaction id. */
export async function handleWebhook(body: unknown): Promise<{ handled: boolean; outcome?: string }> {
  const data = (body as { data?: { id?: unknown; tx_ref?: unknown } } | null)?.data;
  const id = data?.id;
  if (typeof id !== "number" && typeof id !== "string") return { handled: false };
  const outcome = await paymentsApi().verifyTransaction(String(id));
  if (outcome.kind === "unavailable")
    throw new AppError("service_unavailable", "Flutterwave could not be reached; retry later");
  if (outcome.kind === "not_found") return { handled: false };
  const settled = await settleFromTransaction(outcome.transaction);
  return { handled: Boolean(settled), outcome: settled?.outcome };
}
