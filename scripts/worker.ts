// npm run worker – runs every background job (server/jobs/all-jobs.ts) on pg-boss against
// DATABASE_URL until SIGTERM or SIGINT, then lets the jobs in hand finish (up to 25 s) and exits.
// Run it beside app processes started with RUN_WORKERS=false (docker-compose's `worker`).
import "dotenv/config";
import { EnvError, parseEnv } from "../server/config/env-schema";

const say = (line: string) => console.log(`[examprep worker] ${line}`);
/** Under docker-compose's stop_grace_period (30 s), so the container is not killed first. */
const STOP_TIMEOUT_MS = 25_000;

let databaseUrl: string | undefined;
try {
  databaseUrl = parseEnv(process.env).DATABASE_URL;
} catch (err) {
  if (!(err instanceof EnvError)) throw err;
  console.error(err.message);
  process.exit(1);
}
if (!databaseUrl) {
  console.error(
    "[examprep worker] DATABASE_URL is not set: the worker runs the jobs of the app's database. " +
      "With the embedded database, `npm run dev` and `npm start` run the background jobs in the app process.",
  );
  process.exit(1);
}

const { JOBS } = await import("../server/jobs/all-jobs");
const { startProcessWorkers, stopProcessJobs } = await import("../server/jobs/runner");
const { ffmpegAvailable } = await import("../server/media/ffmpeg");
const { ffmpegMissingMessage } = await import("../server/media/media-error");

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  say(`${signal}: finishing the jobs in hand, then stopping`);
  await stopProcessJobs(STOP_TIMEOUT_MS);
  say("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));

try {
  const runner = await startProcessWorkers({ connectionString: databaseUrl, jobs: JOBS, removeOtherSchedules: true });
  for (const job of runner.jobs)
    say(`${job.name.padEnd(20)} ${job.schedule ? `schedule ${job.schedule}` : "when enqueued"}  ${job.summary}`);
  if (!(await ffmpegAvailable())) say(ffmpegMissingMessage);
  say("running; SIGTERM or Ctrl-C stops");
} catch (err) {
  console.error(`[examprep worker] could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
