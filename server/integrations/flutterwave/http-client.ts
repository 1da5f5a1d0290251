import type { FlutterwaveApi, FlwTransaction, VerifyOutcome } from "./types";

// Flutterwave's v3 API over fetch, with a configurable base URL (tests point it at a local
// fake) and a timeout: a slow or failing Flutterwave leaves payments pending, never lost.
// See docs/decisions.md for why not the flutterwave-node-v3 SDK.

export function createFlutterwaveClient(options: {
  baseUrl: string;
  secretKey: string;
  timeoutMs?: number;
}): FlutterwaveApi {
  const timeoutMs = options.timeoutMs ?? 8000;

  async function get(path: string): Promise<VerifyOutcome> {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        headers: { authorization: `Bearer ${options.secretKey}`, accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      return {
        kind: "unavailable",
        reason: err instanceof Error && err.name === "TimeoutError" ? "timeout" : "network error",
      };
    }
    const body = (await response.json().catch(() => null)) as {
      status?: string;
      message?: string;
      data?: FlwTransaction | null;
    } | null;
    if (response.status >= 500 || !body) return { kind: "unavailable", reason: `HTTP ${response.status}` };
    if (response.status === 404 || (response.status === 400 && /no transaction/i.test(body.message ?? "")))
      return { kind: "not_found" };
    if (!response.ok || body.status !== "success" || !body.data)
      return { kind: "unavailable", reason: body.message ?? `HTTP ${response.status}` };
    return { kind: "found", transaction: body.data };
  }

  return {
    mode: "live",
    verifyTransaction: (id) =>
      /^\d{1,20}$/.test(id) ? get(`/v3/transactions/${id}/verify`) : Promise.resolve({ kind: "not_found" }),
    verifyByReference: (txRef) => get(`/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(txRef)}`),
  };
}
