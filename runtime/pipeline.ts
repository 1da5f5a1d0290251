// The path of every request through a server process, in order. Each stage either answers the
// request itself or prepares it and passes it on; stages that wrap the response's writes see
// what the stages after them write, so the order below is the order of the wrappers too.
//
//   request id → client IP → request guard → draining → compression → front cache
//   → hydrate-on-intent → page status → Next.js
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { clientIpStage, type ProxyTrust } from "./client-ip";
import { compressionStage } from "./compression";
import { frontCacheStage, type FrontCache } from "./front-cache";
import { hydrateOnIntentStage } from "./hydrate-on-intent";
import { pageStatusStage } from "./page-status";
import { requestGuardStage } from "./request-guard";
import { requestIdStage } from "./request-id";
import { compose, type Stage } from "./stage";

export type PipelineParts = {
  /** TRUST_PROXY, ready to apply. */
  trust: ProxyTrust;
  frontCache: FrontCache;
  /** Closes connections while the process stops (runtime/draining.ts). */
  draining: Stage;
  /** Next.js's public request handler (`next().getRequestHandler()`). */
  nextHandler: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
};

export function requestPipeline({ trust, frontCache, draining, nextHandler }: PipelineParts): RequestListener {
  const stages: Stage[] = [
    // Every request has an id, on the request for the app and on the answer.
    requestIdStage,
    // The client's address, decided from the socket and TRUST_PROXY, before anything reads it.
    clientIpStage(trust),
    // TRACE and malformed or dot-segment paths are refused here, before Next.js.
    requestGuardStage,
    // While the process stops, every answer closes its connection.
    draining,
    // Brotli or gzip for every compressible answer, route handlers' JSON included.
    compressionStage(),
    // A repeat of a public answer comes from memory; a marked answer is kept, and so is each
    // build asset, compressed at Brotli's highest quality (it sees the body before compression).
    frontCacheStage(frontCache),
    // The public pages' scripts are made inert until the student acts (nearest the app, so
    // the front cache and compression see the rewritten page).
    hydrateOnIntentStage,
    // A page that renders its own error view names its status in its head; it is set here,
    // before the first byte (lib/web/page-status.ts).
    pageStatusStage,
  ];
  return compose(stages, (req, res) => {
    // Next.js answers its own errors; this only keeps a failure outside it from ending the process.
    nextHandler(req, res).catch((err: unknown) => {
      console.error(err);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end();
      } else res.destroy();
    });
  });
}
