import "server-only";
import { randomInt } from "node:crypto";
import { randomToken } from "../../auth/tokens";
import { db } from "../../db";
import type { FlutterwaveApi, FlwTransaction, VerifyOutcome } from "./types";

// The built-in stand-in for Flutterwave, used when FLUTTERWAVE_SECRET_KEY is unset (never
// in production unless PAYMENTS_SIMULATOR=true says so): the checkout dialog records a
// transaction here, and verify answers in Flutterwave's shape. The server verifies through
// this module directly; the HTTP verify endpoint answers only the student who owns the
// payment, and ids are random (not a counter) so they cannot be walked.

export type SimulatedOutcome = "succeed" | "fail" | "pending";
export const SIMULATED_METHODS = ["card", "mobilemoney", "ussd", "banktransfer"] as const;
export type SimulatedMethod = (typeof SIMULATED_METHODS)[number];
/** How long a "pending then succeed" transaction stays pending. */
export const PENDING_SETTLE_MS = 4000;

type Row = {
  id: number;
  txRef: string;
  flwRef: string;
  amount: number;
  currency: string;
  status: string;
  paymentType: string;
  customerEmail: string;
  settleAt: Date | null;
};

function toTransaction(row: Row, now = new Date()): FlwTransaction {
  const status = row.status === "pending" && row.settleAt && row.settleAt <= now ? "successful" : row.status;
  return {
    id: row.id,
    tx_ref: row.txRef,
    flw_ref: row.flwRef,
    amount: row.amount,
    currency: row.currency,
    status,
    payment_type: row.paymentType,
    customer: { email: row.customerEmail },
  };
}

/** Nine digits, like Flutterwave's ids, and within a PostgreSQL integer. */
const randomTransactionId = () => randomInt(100_000_000, 1_000_000_000);

export async function simulateCharge(input: {
  txRef: string;
  amount: number;
  method: SimulatedMethod;
  outcome: SimulatedOutcome;
  email: string;
}): Promise<FlwTransaction> {
  for (let attempt = 1; ; attempt++) {
    try {
      return toTransaction(await createRow(input));
    } catch (err) {
      if ((err as { code?: string }).code !== "P2002" || attempt >= 5) throw err;
    }
  }
}

function createRow(input: {
  txRef: string;
  amount: number;
  method: SimulatedMethod;
  outcome: SimulatedOutcome;
  email: string;
}) {
  return db.simulatedTransaction.create({
    data: {
      id: randomTransactionId(),
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
}

/** A simulated transaction by id, only when it pays a payment `studentId` started; else null. */
export async function simulatedTransactionForStudent(id: string, studentId: string): Promise<FlwTransaction | null> {
  const outcome = await flutterwaveSimulator.verifyTransaction(id);
  if (outcome.kind !== "found") return null;
  const owner = await db.payment.findUnique({
    where: { txRef: outcome.transaction.tx_ref },
    select: { studentId: true },
  });
  return owner?.studentId === studentId ? outcome.transaction : null;
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
