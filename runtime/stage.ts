import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

/**
 * One step of the request pipeline (runtime/pipeline.ts): it answers the request itself, or
 * prepares the request or the response (wrapping its writes) and calls `next` for the rest.
 */
export type Stage = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The handler at the end of the pipeline, Next.js's in the server. */
export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Runs `stages` in order for every request, then `handler`. */
export function compose(stages: readonly Stage[], handler: Handler): RequestListener {
  return (req, res) => {
    const run = (index: number): void => {
      const stage = stages[index];
      if (stage) stage(req, res, () => run(index + 1));
      else handler(req, res);
    };
    run(0);
  };
}
