// What we read of Flutterwave's transaction verify answer (GET /v3/transactions/{id}/verify).
export type FlwTransaction = {
  id: number;
  tx_ref: string;
  flw_ref: string;
  amount: number;
  currency: string;
  status: string; // "successful" | "failed" | "pending" | …
  payment_type?: string;
  customer?: { email?: string };
};

/** The verify answer: a transaction, none with that id/reference, or Flutterwave unreachable/slow. */
export type VerifyOutcome =
  { kind: "found"; transaction: FlwTransaction } | { kind: "not_found" } | { kind: "unavailable"; reason: string };

export interface FlutterwaveApi {
  readonly mode: "live" | "simulator";
  verifyTransaction(id: string): Promise<VerifyOutcome>;
  verifyByReference(txRef: string): Promise<VerifyOutcome>;
}
