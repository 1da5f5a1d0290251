// The production server on every core: WEB_CONCURRENCY server processes (scripts/http-server.mjs)
// sharing one port through node:cluster (the primary accepts connections and hands them out in turn). One Next.js
// process keeps a single core busy; the app holds no state between requests that another
// process needs (sessions and attempts live in PostgreSQL, rate limits in Redis when
// REDIS_URL is set), so N processes divide the queue the way N machines behind a load
// balancer would.
//   node scripts/next-cluster.mjs start --port 3000 [--hostname 127.0.0.1]
import cluster from "node:cluster";
import { parseServeArgs, serve, SERVER_NODE_FLAGS } from "./http-server.mjs";

const workers = Math.max(1, Number.parseInt(process.env.WEB_CONCURRENCY ?? "1", 10) || 1);

if (workers === 1 || !cluster.isPrimary) {
  // One process, or a worker: this process is the server.
  serve(parseServeArgs(process.argv.slice(2))).catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else {
  let stopping = false;
  const say = (line) => console.log(`[examprep] ${line}`);
  say(`starting ${workers} server processes (WEB_CONCURRENCY)`);
  // A single process gets the flags from whoever starts it (scripts/app.ts, the benchmark).
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...SERVER_NODE_FLAGS.filter((f) => !process.execArgv.includes(f))] });
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
    // Workers finish in-flight requests on SIGTERM; do not wait for ever.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
