import "server-only";
import { finishExpiredSittings } from "../exam/submit-sitting";
import { defineJob } from "./registry";

/** A run keeps taking rounds for this long (under its expiry); the next run takes what is left. */
const RUN_BUDGET_MS = 4 * 60_000;
const ROUND = 500;

/**
 * sittings.expire: finishes exam sittings left open past their deadline and the paper's
 * grace, marking the answers saved before it (server/exam/submit-sitting.ts).
 *
 * Idempotent: a sitting is finished under a row lock (`SELECT … FOR UPDATE`) that first
 * checks whether it was submitted, and a submitted one answers its stored result, so two
 * workers, a repeated run or the student's own submit finish it once and score it the same.
 */
export const sittingsExpire = defineJob({
  name: "sittings.expire",
  summary: "Finishes exam sittings left open past their deadline and grace",
  schedule: "* * * * *",
  retry: { limit: 3, delaySeconds: 15, backoff: true, maxDelaySeconds: 300 },
  expireInSeconds: 5 * 60,
  async run(_data, { signal }) {
    let finished = 0;
    const started = Date.now();
    while (!signal.aborted && Date.now() - started < RUN_BUDGET_MS) {
      const count = await finishExpiredSittings(new Date(), ROUND);
      finished += count;
      if (count === 0) break;
    }
    return { finished };
  },
});
