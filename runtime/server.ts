// One production server process: Next.js's public request handler behind the request
// pipeline (./pipeline.ts) on a node:http server.
import http from "node:http";
import next from "next";
import { parseTrustProxy } from "../lib/web/trust-proxy";
import { registerRuntime, runStopTasks } from "../server/runtime-bridge";
import { proxyTrust } from "./client-ip";
import { createDraining, DRAIN_LIMIT_MS } from "./draining";
import { createFrontCache } from "./front-cache";
import { requestPipeline } from "./pipeline";
import type { ServeAddress } from "./serve-args";

/**
 * How long an idle connection stays open. A load balancer reuses its idle connections to the app
 * (deploy/Caddyfile keeps them 60 s), and a request it sends on one in the instant the app closes
 * it fails as a 502: so the app keeps them longer than the balancer, as the usual advice for
 * balancers with a 60 s idle timeout goes. Headers may take a moment longer than that, or Node
 * would time them out first.
 */
export const KEEP_ALIVE_MS = 65_000;

export async function serve({ port, hostname }: ServeAddress): Promise<http.Server> {
  // As `next start`: a production server unless told otherwise, set before Next.js loads.
  (process.env as Record<string, string | undefined>).NODE_ENV ??= "production";
  // A bad TRUST_PROXY stops the server before it listens (scripts/app.ts checks it first as well).
  const trust = proxyTrust(parseTrustProxy(process.env.TRUST_PROXY));
  const app = next({ dev: false, hostname: hostname ?? "localhost", port });
  const nextHandler = app.getRequestHandler();
  await app.prepare();

  const frontCache = createFrontCache();
  // The app marks answers for this cache and forgets them after writes through the bridge, and
  // believes the client address this process stamps on every request.
  registerRuntime({ stampsClientIp: true, frontCache });
  const draining = createDraining();
  const server = http.createServer(
    requestPipeline({ trust, frontCache, draining: draining.stage, nextHandler: (req, res) => nextHandler(req, res) }),
  );
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => {
      server.off("error", reject);
      resolve();
    });
  });
  console.log(`[examprep] server process ${process.pid} ready on http://${hostname ?? "localhost"}:${port}`);

  // Stopping: the requests in flight and the app's stop tasks (the background workers finish
  // the jobs in hand) run side by side; the process exits when both are done, or at the limit.
  let stopping: Promise<unknown> | undefined;
  const stop = () => {
    if (stopping) return;
    const tasks = Promise.race([runStopTasks(), new Promise((resolve) => setTimeout(resolve, DRAIN_LIMIT_MS).unref())]);
    stopping = tasks;
    draining.begin(server, () => void tasks.then(() => process.exit(0)));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  return server;
}
