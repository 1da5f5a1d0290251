import "server-only";
import { finishExpiredAttempts } from "../quizzes/finish-attempt";
import { defineJob } from "./registry";

/** At most this many rounds (of up to 500 attempts each) per run; the next run takes the rest. */
const MAX_ROUNDS = 20;

/**
 * attempts.expire: finishes quiz attempts left open past their expiry (the time limit plus
 * 60 s of grace), scoring only the answers saved before it, as the student's own late request
 * would (server/quizzes/finish-attempt.ts).
 *
 * Idempotent: each attempt is closed by one conditional update (`where submitted_at is null`)
 * that also records its study time; whoever loses the race (another worker, or the student's
 * own request) gets no row back and records nothing, so running twice, or on two workers at
 * once, finishes each attempt once.
 */
export const attemptsExpire = defineJob({
  name: "attempts.expire",
  summary: "Finishes quiz attempts left open past their time limit",
  schedule: "* * * * *",
  retry: { limit: 3, delaySeconds: 15, backoff: true, maxDelaySeconds: 300 },
  expireInSeconds: 5 * 60,
  async run(_data, { signal }) {
    let finished = 0;
    for (let round = 0; round < MAX_ROUNDS && !signal.aborted; round++) {
      const count = await finishExpiredAttempts();
      finished += count;
      if (count === 0) break;
    }
    return { finished };
  },
});
