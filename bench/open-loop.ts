// Open-loop load: requests leave on a schedule (Poisson arrivals at a given rate), whatever the
// earlier ones are doing, as independent students' phones would send them. Each request's
// latency counts from the moment it was due, so time spent waiting for a free connection, or
// for a late timer in this process, counts against the server rather than slowing the load
// (the "coordinated omission" a closed loop of N connections makes).
//
// Connections are kept open across runs, as a proxy in front of the app keeps its upstream
// connections, and each request goes to the next idle one in turn, so both server processes of
// the cluster (which hands out connections in turn) get their share.
import zlib from "node:zlib";
import { Client } from "undici";
import { seededRandom } from "./arrivals";
import { percentileOfSorted } from "./context";

export type LoadRequest = {
  method: "GET" | "POST" | "PUT";
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

export type OpenLoopRun = {
  rate: number;
  /** Requests due in the measured part of the run, and how many of them answered 2xx. */
  sent: number;
  /** Every request of the run, the warm-up's included (what the CPU during the run served). */
  requests: number;
  ok: number;
  /** Answers per second over the measured part. */
  throughput: number;
  p50: number;
  p99: number;
  max: number;
  /** Connection errors and timeouts, and HTTP error answers. */
  errors: number;
  non2xx: number;
  /** How late this process sent the latest request, in ms. */
  maxLagMs: number;
  firstError?: string;
};

/**
 * An answer as it came over the wire. `bytes` counts the body as sent (compressed when the
 * request accepted it); `body` is its text, decompressed only when read, so a load generator
 * that needs no body spends no CPU on it.
 */
export type LoadAnswer = { status: number; bytes: number; encoding: string; readonly body: string };

export type Connections = {
  request(req: LoadRequest): Promise<LoadAnswer>;
  close(): Promise<void>;
};

/** The text of a body sent with Content-Encoding `encoding` (br, gzip, deflate or none). */
export function decodeBody(raw: Buffer, encoding: string): string {
  if (encoding === "br") return zlib.brotliDecompressSync(raw).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(raw).toString("utf8");
  if (encoding === "deflate") return zlib.inflateSync(raw).toString("utf8");
  return raw.toString("utf8");
}

export function openConnections(baseUrl: string, count: number, timeoutMs = 10_000): Connections {
  const clients = Array.from(
    { length: count },
    () =>
      new Client(baseUrl, {
        pipelining: 1,
        keepAliveTimeout: 60_000,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      }),
  );
  const busy = new Array<number>(count).fill(0);
  let turn = 0;
  const pick = () => {
    for (let k = 0; k < count; k++) {
      const i = (turn + k) % count;
      if (busy[i] === 0) {
        turn = i + 1;
        return i;
      }
    }
    // All busy: queue behind the least busy.
    return busy.indexOf(Math.min(...busy));
  };
  return {
    async request(req) {
      const i = pick();
      busy[i]!++;
      try {
        const res = await clients[i]!.request({
          method: req.method,
          path: req.path,
          headers: req.headers,
          body: req.body,
        });
        const raw = Buffer.from(await res.body.arrayBuffer());
        const encoding = String(res.headers["content-encoding"] ?? "identity");
        let text: string | undefined;
        return {
          status: res.statusCode,
          bytes: raw.byteLength,
          encoding,
          get body() {
            return (text ??= decodeBody(raw, encoding));
          },
        };
      } finally {
        busy[i]!--;
      }
    },
    async close() {
      await Promise.all(clients.map((c) => c.close()));
    },
  };
}

/**
 * Sends requests at `rate` per second for `warmupMs + measureMs` (Poisson arrivals, seeded by
 * the rate), waits for every answer, and reports the ones that were due after the warm-up.
 */
export async function runOpenLoop(
  connections: Connections,
  next: (i: number) => LoadRequest,
  rate: number,
  warmupMs: number,
  measureMs: number,
): Promise<OpenLoopRun> {
  const random = seededRandom(Math.round(rate));
  const latencies: number[] = [];
  let sent = 0;
  let errors = 0;
  let non2xx = 0;
  let maxLagMs = 0;
  let firstError: string | undefined;
  const pending: Promise<void>[] = [];
  const endMs = warmupMs + measureMs;
  const t0 = performance.now();

  const send = (i: number, dueMs: number) => {
    const measured = dueMs >= warmupMs;
    if (measured) sent++;
    return connections.request(next(i)).then(
      ({ status, body }) => {
        if (!measured) return;
        if (status >= 200 && status < 300) latencies.push(performance.now() - t0 - dueMs);
        else {
          non2xx++;
          firstError ??= `${status} ${body.slice(0, 160)}`;
        }
      },
      (err: unknown) => {
        if (!measured) return;
        errors++;
        firstError ??= err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      },
    );
  };

  await new Promise<void>((resolve) => {
    let i = 0;
    let dueMs = -Math.log(1 - random()) * (1000 / rate);
    const tick = () => {
      const now = performance.now() - t0;
      while (dueMs < endMs && dueMs <= now) {
        maxLagMs = Math.max(maxLagMs, now - dueMs);
        pending.push(send(i++, dueMs));
        dueMs += -Math.log(1 - random()) * (1000 / rate);
      }
      if (dueMs >= endMs) resolve();
      else setTimeout(tick, Math.max(0, dueMs - (performance.now() - t0)));
    };
    tick();
  });
  await Promise.all(pending);

  latencies.sort((a, b) => a - b);
  return {
    rate,
    sent,
    requests: pending.length,
    ok: latencies.length,
    throughput: latencies.length / (measureMs / 1000),
    // Of the 2xx answers; a run with errors or non-2xx answers is judged on those counts.
    p50: percentileOfSorted(latencies, 50),
    p99: percentileOfSorted(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    errors,
    non2xx,
    maxLagMs,
    firstError,
  };
}
