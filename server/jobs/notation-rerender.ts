import "server-only";
import { rerenderOldVersions } from "../bank/rerender-notation";
import { defineJob } from "./registry";

/**
 * notation.rerender: stores the current rendering of question versions written by an older rule
 * (KaTeX's styled spans, or formulas without their words for screen readers:
 * server/bank/rerender-notation.ts), 500 an hour, until none is left; then each run finds nothing.
 *
 * Idempotent: it picks only versions whose HTML is still of an older rule, and writes over exactly
 * the HTML it read, so a second worker's run finds them rendered, or skips one changed meanwhile.
 */
export const notationRerender = defineJob({
  name: "notation.rerender",
  summary: "Stores question versions' notation as MathML where KaTeX's spans are left",
  schedule: "41 * * * *",
  retry: { limit: 2, delaySeconds: 300, backoff: true, maxDelaySeconds: 1800 },
  expireInSeconds: 30 * 60,
  async run() {
    return { versions_rendered: await rerenderOldVersions() };
  },
});
