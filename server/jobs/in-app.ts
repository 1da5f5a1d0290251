import "server-only";
import { env, isBuildPhase } from "../env";
import { log } from "../log";
import { onRuntimeStop } from "../runtime-bridge";
import { warnIfFfmpegMissing } from "../media/ffmpeg";
import { JOBS } from "./all-jobs";
import { processBossSlot } from "./boss";
import { processBoss } from "./enqueue";
import { startProcessWorkers, stopProcessJobs } from "./runner";

/** How long a stopping server process lets its workers finish the jobs in hand (under the runtime's drain limit). */
export const IN_APP_STOP_MS = 8_000;

/**
 * The app's server process runs every background job itself unless RUN_WORKERS=false (then
 * `npm run worker` does, and this process only enqueues). Started from instrumentation.ts; it
 * does not hold up the server, and the runtime (npm start) stops the workers with its draining.
 */
export function startInAppJobs(): void {
  // Not while building, and once per process (the dev server may register its hook again).
  if (isBuildPhase || processBossSlot()) return;
  if (!env.DATABASE_URL) {
    log.warn("DATABASE_URL is not set: no background jobs run in this process");
    return;
  }
  // Whichever instance this process ends up with (workers, or a producer that only enqueues) is stopped with it.
  onRuntimeStop(() => stopProcessJobs(IN_APP_STOP_MS));
  if (!env.RUN_WORKERS) {
    log.info("RUN_WORKERS=false: this process only enqueues background jobs; `npm run worker` runs them");
    // Started now rather than by the first request that enqueues.
    processBoss().catch((err: unknown) => log.error("background jobs: cannot reach pg-boss to enqueue", { err }));
    return;
  }
  startProcessWorkers({
    connectionString: env.DATABASE_URL,
    jobs: JOBS,
    removeOtherSchedules: true,
    boss: { instanceName: "examprep-app" },
  }).then(
    (runner) => {
      log.info("background jobs run in this process", { jobs: runner.jobs.map((j) => j.name) });
      void warnIfFfmpegMissing();
    },
    (err: unknown) => log.error("background jobs could not start in this process", { err }),
  );
}
