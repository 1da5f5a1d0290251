import "server-only";
import { rerenderKatexVersions } from "../bank/rerender-notation";
import { defineJob } from "./registry";

/**
 * notation.rerender: stores the MathML rendering of question versions written with KaTeX's
 * styled spans (server/bank/rerender-notation.ts), 500 an hour, until none is left; then each
 * run finds nothing.
 *
 * Idempotent: it picks only versions whose HTML still holds the spans, and writes over exactly
 * the HTML it read, so a second worker's run finds them rendered, or skips one changed meanwhile.
 */
export const notationRerender = defineJob({
  name: "notation.rerender",
  summary: "Stores question versions' notation as MathML where KaTeX's spans are left",
  schedule: "41 * * * *",
  retry: { limit: 2, delaySeconds: 300, backoff: true, maxDelaySeconds: 1800 },
  expireInSeconds: 30 * 60,
  async run() {
    return { versions_rendered: await rerenderKatexVersions() };
  },
});
