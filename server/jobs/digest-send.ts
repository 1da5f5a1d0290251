import "server-only";
import { sendDueDigests } from "../guardian/guardian-digest";
import { defineJob } from "./registry";

/**
 * digest.send: every guardian's weekly digest that is due (docs/study-loop.md, "Guardian
 * digest"), the same function as `npm run digests`. It runs daily, so a student who switched
 * the digest on gets it within a day of being due, at most once in 7 Lagos days.
 *
 * Idempotent: each digest is claimed under a row lock and last_sent_at is set in the same
 * transaction as its outbox row, so two runs at once, or a retry, never send one twice.
 */
export const digestSend = defineJob({
  name: "digest.send",
  summary: "Sends the guardians' weekly digests that are due",
  schedule: "0 17 * * *",
  retry: { limit: 3, delaySeconds: 300, backoff: true, maxDelaySeconds: 3600 },
  expireInSeconds: 30 * 60,
  async run() {
    return sendDueDigests(new Date());
  },
});
