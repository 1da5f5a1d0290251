// Stopping a server process without cutting requests off: it finishes the requests in flight
// and takes no new connections; answers given meanwhile close their connection, and each
// finished answer lets its idle keep-alive connections go, so no client holds the process
// open with more requests.
import type { Server } from "node:http";
import type { Stage } from "./stage";

/** The longest a stopping process waits for its requests. */
export const DRAIN_LIMIT_MS = 10_000;

export type Draining = {
  stage: Stage;
  /** Starts draining `server`; `done` runs once its last connection closed, or after DRAIN_LIMIT_MS. */
  begin(server: Server, done: () => void): void;
  readonly stopping: boolean;
};

export function createDraining(): Draining {
  let server: Server | undefined;
  const stage: Stage = (_req, res, next) => {
    if (server) res.setHeader("Connection", "close");
    res.once("finish", () => {
      if (server) setImmediate(() => server?.closeIdleConnections());
    });
    next();
  };
  return {
    stage,
    begin(target, done) {
      if (server) return;
      server = target;
      server.close(() => done());
      server.closeIdleConnections();
      setTimeout(done, DRAIN_LIMIT_MS).unref();
    },
    get stopping() {
      return server !== undefined;
    },
  };
}
