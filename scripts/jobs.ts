// npm run jobs -- failed [--limit N] [--name JOB]   failed background jobs, newest first
// npm run jobs -- retry <id>                        gives a failed job one more attempt
// npm run jobs -- stats                             each job's queue: waiting, running, failed, done, schedule
// For operators, against DATABASE_URL (the same database as the app and `npm run worker`), or,
// unset, the embedded database of a running `npm run dev`/`npm start`.
import "dotenv/config";
import { resolveOperatorDatabase } from "./db/operator-database";

const USAGE = `usage: npm run jobs -- failed [--limit N] [--name JOB] | retry <id> | stats`;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

const utc = (d: Date | null) => (d ? `${d.toISOString().slice(0, 19).replace("T", " ")}Z` : "-");

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!))).join("  ");
  return [line(header), ...rows.map(line)].join("\n");
}

const [command, ...args] = process.argv.slice(2);
if (!command || !["failed", "retry", "stats"].includes(command)) {
  console.error(USAGE);
  process.exit(command ? 1 : 0);
}

const databaseUrl = await resolveOperatorDatabase();

const { bossOptions, startBoss } = await import("../server/jobs/boss");
const { JobNotRetryable, listFailedJobs, queueCounts, retryFailedJob } = await import("../server/jobs/operator");
const boss = await startBoss(bossOptions(databaseUrl, "operator"));
let code = 0;
try {
  if (command === "failed") {
    const limit = Number(option(args, "--limit") ?? 50);
    if (!Number.isInteger(limit) || limit < 1)
      throw new JobNotRetryable("--limit must be a whole number of at least 1");
    const failed = await listFailedJobs(boss, { limit, name: option(args, "--name") });
    if (failed.length === 0) console.log("No failed jobs.");
    else {
      console.log(
        table(
          ["job", "id", "failed at (UTC)", "attempts", "last error"],
          failed.map((f) => [
            f.name,
            f.id,
            utc(f.failedAt),
            `${f.attempts}/${f.maxAttempts}`,
            f.error.replace(/\s+/g, " ").slice(0, 200),
          ]),
        ),
      );
      console.log(`\nRetry one with: npm run jobs -- retry <id>`);
    }
  } else if (command === "retry") {
    const id = args[0];
    if (!id) throw new JobNotRetryable(USAGE);
    const job = await retryFailedJob(boss, id);
    console.log(`${job.name} ${job.id} will run again at a worker's next poll.`);
  } else {
    const queues = await queueCounts(boss);
    if (queues.length === 0) console.log("No background job queues yet: they are made when the workers first start.");
    else
      console.log(
        table(
          ["job", "waiting", "running", "failed", "done (kept 7 days)", "last done (UTC)", "schedule"],
          queues.map((q) => [
            q.name,
            String(q.queued),
            String(q.active),
            String(q.failed),
            String(q.completed),
            utc(q.lastCompletedAt),
            q.schedule ?? "when enqueued",
          ]),
        ),
      );
  }
} catch (err) {
  if (!(err instanceof JobNotRetryable)) throw err;
  console.error(err.message);
  code = 1;
} finally {
  await boss.stop({ graceful: false });
}
process.exit(code);
