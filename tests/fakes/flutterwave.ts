// A local fake of Flutterwave's v3 verify API over real HTTP. Tests program it through
// /__control endpoints; each transaction carries its own behaviour (delay, outage), so
// tests running in parallel never disturb one another.
import http from "node:http";

export type FakeTransaction = {
  id: number;
  tx_ref: string;
  flw_ref: string;
  amount: number;
  currency: string;
  status: string;
  payment_type: string;
  customer: { email: string };
  /** Answer only after this many ms (to test timeouts). */
  delay_ms?: number;
  /** Answer 500 instead (Flutterwave down). */
  outage?: boolean;
};

export async function startFakeFlutterwave(secretKey: string): Promise<{ url: string; close(): Promise<void> }> {
  const transactions = new Map<number, FakeTransaction>();
  const verifyCalls = new Map<string, number>();
  let nextId = 900_000;

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const answer = (res: http.ServerResponse, t: FakeTransaction | undefined) => {
    if (!t) return send(res, 400, { status: "error", message: "No transaction was found for this id", data: null });
    const respond = () =>
      t.outage
        ? send(res, 500, { status: "error", message: "Internal server error" })
        : send(res, 200, {
            status: "success",
            message: "Transaction fetched successfully",
            data: { ...t, delay_ms: undefined, outage: undefined, charged_amount: t.amount },
          });
    if (t.delay_ms) setTimeout(respond, t.delay_ms);
    else respond();
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (url.pathname.startsWith("/__control/")) {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        const body = raw ? JSON.parse(raw) : {};
        if (url.pathname === "/__control/transactions" && req.method === "POST") {
          const t: FakeTransaction = {
            id: nextId++,
            flw_ref: `FLW-FAKE-${nextId}`,
            currency: "NGN",
            status: "successful",
            payment_type: "card",
            customer: { email: "student@example.com" },
            ...body,
          };
          transactions.set(t.id, t);
          return send(res, 201, t);
        }
        const patch = /^\/__control\/transactions\/(\d+)$/.exec(url.pathname);
        if (patch && req.method === "PATCH") {
          const t = transactions.get(Number(patch[1]));
          if (!t) return send(res, 404, { message: "no such transaction" });
          Object.assign(t, body);
          return send(res, 200, t);
        }
        const calls = /^\/__control\/calls\/(.+)$/.exec(url.pathname);
        if (calls) return send(res, 200, { calls: verifyCalls.get(decodeURIComponent(calls[1]!)) ?? 0 });
        send(res, 404, { message: "unknown control call" });
      });
      return;
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return send(res, 401, { status: "error", message: "Invalid authorization key" });
    const byId = /^\/v3\/transactions\/(\d+)\/verify$/.exec(url.pathname);
    if (byId && req.method === "GET") {
      verifyCalls.set(byId[1]!, (verifyCalls.get(byId[1]!) ?? 0) + 1);
      return answer(res, transactions.get(Number(byId[1])));
    }
    if (url.pathname === "/v3/transactions/verify_by_reference" && req.method === "GET") {
      const ref = url.searchParams.get("tx_ref") ?? "";
      const found = [...transactions.values()].filter((t) => t.tx_ref === ref).sort((a, b) => b.id - a.id);
      return answer(res, found.find((t) => t.status === "successful") ?? found[0]);
    }
    send(res, 404, { status: "error", message: "Not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Test-side helpers for the fake's control API. */
export const fakeFlutterwave = {
  url: () => {
    const url = process.env.FLUTTERWAVE_BASE_URL;
    if (!url) throw new Error("FLUTTERWAVE_BASE_URL is not set: the integration setup starts the fake");
    return url;
  },
  async addTransaction(t: Partial<FakeTransaction> & { tx_ref: string; amount: number }): Promise<FakeTransaction> {
    const res = await fetch(`${fakeFlutterwave.url()}/__control/transactions`, {
      method: "POST",
      body: JSON.stringify(t),
    });
    return (await res.json()) as FakeTransaction;
  },
  async updateTransaction(id: number, patch: Partial<FakeTransaction>): Promise<void> {
    await fetch(`${fakeFlutterwave.url()}/__control/transactions/${id}`, {
      method: "PATCH",
      body: JSON.stringify(patch),
    });
  },
  async verifyCalls(id: number): Promise<number> {
    const res = await fetch(`${fakeFlutterwave.url()}/__control/calls/${id}`);
    return ((await res.json()) as { calls: number }).calls;
  },
};
