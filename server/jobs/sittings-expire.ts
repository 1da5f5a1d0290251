import "server-only";
import { expiredSittings, finishEach } from "../exam/expired-sittings";
import { finishExpiredSitting } from "../exam/submit-sitting";
import { finishExpiredAttempt } from "../quizzes/finish-attempt";
import { defineJob } from "./registry";

/** A run keeps taking rounds for this long (under its expiry); the next run takes what is left. */
const RUN_BUDGET_MS = 4 * 60_000;
const ROUND = 500;

/**
 * sittings.expire: finishes sittings left open past their deadline and grace, oldest deadline
 * first, marking the answers saved before it (server/exam/expired-sittings.ts): papers' by their
 * scoring (server/exam/submit-sitting.ts) and course quizzes' by theirs
 * (server/quizzes/finish-attempt.ts), one engine's two kinds of paper in one sweep.
 *
 * Idempotent: every sitting is closed by the engine's one close (server/exam/close-sitting.ts),
 * which locks its row (`SELECT … FOR UPDATE`) and first checks whether it was submitted; whoever
 * loses that race writes nothing. So two workers, a repeated run or the student's own submit
 * finish each once and score it the same.
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
      const now = new Date();
      const count = await finishEach(await expiredSittings(now, ROUND), (s) =>
        s.quizId ? finishExpiredAttempt(s.id) : finishExpiredSitting(s.id, now),
      );
      finished += count;
      if (count === 0) break;
    }
    return { finished };
  },
});
