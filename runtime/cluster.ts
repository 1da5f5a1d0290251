// The production server on every core: WEB_CONCURRENCY server processes sharing one port
// through node:cluster (the primary accepts connections and hands them out in turn). One
// Next.js process keeps a single core busy; the app holds no state between requests that
// another process needs (sessions and attempts live in PostgreSQL, rate limits in Redis when
// REDIS_URL is set), so N processes divide the queue the way N machines behind a load
// balancer would.
import cluster from "node:cluster";
import { DRAIN_LIMIT_MS } from "./draining";
import { SERVER_NODE_FLAGS } from "./command";

export const SEVERAL_PROCESSES_NEED_REDIS = (workers: number) =>
  `WEB_CONCURRENCY=${workers} needs REDIS_URL: without Redis each process keeps its own rate-limit counters and every limit would be given ${workers} times over. Set REDIS_URL, or WEB_CONCURRENCY=1.`;

export function serverProcessCount(env: NodeJS.ProcessEnv = process.env): number {
  return Math.max(1, Number.parseInt(env.WEB_CONCURRENCY ?? "1", 10) || 1);
}

/** Runs `serveOne` in this process (one process, or a worker), or forks the workers that will. */
export function runServerProcesses(serveOne: () => Promise<unknown>): void {
  const workers = serverProcessCount();
  if (workers > 1 && !process.env.REDIS_URL) {
    // Each process would count rate limits on its own: N processes, N times every limit.
    console.error(`[examprep] ${SEVERAL_PROCESSES_NEED_REDIS(workers)}`);
    process.exit(1);
  }
  if (workers === 1 || !cluster.isPrimary) {
    serveOne().catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
    return;
  }

  let stopping = false;
  const say = (line: string) => console.log(`[examprep] ${line}`);
  say(`starting ${workers} server processes (WEB_CONCURRENCY)`);
  // The primary's own command line carries the flags when scripts/app.ts starts it; the workers
  // get them whoever started the primary. Its execArgv also loads tsx, which the workers need.
  cluster.setupPrimary({
    execArgv: [...process.execArgv, ...SERVER_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag))],
  });
  for (let i = 0; i < workers; i++) cluster.fork();

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A crashed worker is replaced; the others keep serving meanwhile.
    say(`server process ${worker.process.pid} exited (${signal ?? code}); starting another`);
    cluster.fork();
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    // Workers finish their requests in flight on SIGTERM; do not wait for ever.
    setTimeout(() => process.exit(0), DRAIN_LIMIT_MS).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
