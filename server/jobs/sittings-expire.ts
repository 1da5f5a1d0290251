import "server-only";
import { finishExpiredSittings } from "../exam/submit-sitting";
import { finishExpiredAttempts } from "../quizzes/finish-attempt";
import { defineJob } from "./registry";

/** A run keeps taking rounds for this long (under its expiry); the next run takes what is left. */
const RUN_BUDGET_MS = 4 * 60_000;
const ROUND = 500;

/**
 * sittings.expire: finishes sittings left open past their deadline and grace, marking the
 * answers saved before it: papers' (server/exam/submit-sitting.ts) and course quizzes'
 * (server/quizzes/finish-attempt.ts, 60 s of grace), one engine's two kinds of paper.
 *
 * Idempotent: a paper's sitting is finished under a row lock (`SELECT … FOR UPDATE`) that
 * first checks whether it was submitted, and a submitted one answers its stored result; a
 * quiz's is closed by one conditional update (`where submitted_at is null`) that also records
 * its study time, and whoever loses that race records nothing. So two workers, a repeated run
 * or the student's own submit finish each once and score it the same.
 */
export const sittingsExpire = defineJob({
  name: "sittings.expire",
  summary: "Finishes sittings and quiz attempts left open past their deadline and grace",
  schedule: "* * * * *",
  retry: { limit: 3, delaySeconds: 15, backoff: true, maxDelaySeconds: 300 },
  expireInSeconds: 5 * 60,
  async run(_data, { signal }) {
    let finished = 0;
    const started = Date.now();
    while (!signal.aborted && Date.now() - started < RUN_BUDGET_MS) {
      const count = (await finishExpiredSittings(new Date(), ROUND)) + (await finishExpiredAttempts());
      finished += count;
      if (count === 0) break;
    }
    return { finished };
  },
});
