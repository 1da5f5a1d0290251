import "server-only";
import { randomToken } from "../../auth/tokens";
import { db } from "../../db";
import type { FlutterwaveApi, FlwTransaction, VerifyOutcome } from "./types";

// The built-in stand-in for Flutterwave, used when FLUTTERWAVE_SECRET_KEY is unset (never
// in production unless PAYMENTS_SIMULATOR=true says so): the checkout dialog records a
// transaction here, and verify answers in Flutterwave's shape.

export type SimulatedOutcome = "succeed" | "fail" | "pending";
export const SIMULATED_METHODS = ["card", "mobilemoney", "ussd", "banktransfer"] as const;
export type SimulatedMethod = (typeof SIMULATED_METHODS)[number];
/** How long a "pending then succeed" transaction stays pending. */
export const PENDING_SETTLE_MS = 4000;

type Row = { id: number; txRef: string; flwRef: string; amount: number; currency: string; status: string; paymentType: string; customerEmail: string; settleAt: Date | null };

function toTransaction(row: Row, now = new Date()): FlwTransaction {
  const status = row.status === "pending" && row.settleAt && row.settleAt <= now ? "successful" : row.status;
  return { id: row.id, tx_ref: row.txRef, flw_ref: row.flwRef, amount: row.amount, currency: row.currency, status, payment_type: row.paymentType, customer: { email: row.customerEmail } };
}

export async function simulateCharge(input: { txRef: string; amount: number; method: SimulatedMethod; outcome: SimulatedOutcome; email: string }): Promise<FlwTransaction> {
  const row = await db.simulatedTransaction.create({
    data: {
      txRef: input.txRef,
      flwRef: `SIM-${randomToken(9)}`,
      amount: input.amount,
      currency: "NGN",
      status: input.outcome === "succeed" ? "successful" : input.outcome === "fail" ? "failed" : "pending",
      paymentType: input.method,
      customerEmail: input.email,
      settleAt: input.outcome === "pending" ? new Date(Date.now() + PENDING_SETTLE_MS) : null,
    },
  });
  return toTransaction(row);
}

export const flutterwaveSimulator: FlutterwaveApi = {
  mode: "simulator",
  async verifyTransaction(id: string): Promise<VerifyOutcome> {
    if (!/^\d{1,9}$/.test(id)) return { kind: "not_found" };
    const row = await db.simulatedTransaction.findUnique({ where: { id: Number(id) } });
    return row ? { kind: "found", transaction: toTransaction(row) } : { kind: "not_found" };
  },
  async verifyByReference(txRef: string): Promise<VerifyOutcome> {
    const rows = await db.simulatedTransaction.findMany({ where: { txRef }, orderBy: { id: "desc" } });
    const settled = rows.map((r) => toTransaction(r));
    const best = settled.find((t) => t.status === "successful") ?? settled[0];
    return best ? { kind: "found", transaction: best } : { kind: "not_found" };
  },
};
