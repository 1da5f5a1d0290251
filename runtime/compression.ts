// Every compressible answer leaves compressed, Brotli or gzip as the client prefers. Next.js 16
// compresses pages and build assets but never a route handler's JSON: it sets Content-Type as
// an array, which the `compression` middleware it bundles does not recognise. `compress:
// false` in next.config.ts turns its copy off; this one reads the type either way. Route
// handlers send no Content-Length, so even their small answers are compressed.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { mediaType } from "./media-type";
import type { Stage } from "./stage";

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const require = createRequire(import.meta.url);
// Neither package ships types; these are the parts used here.
const compression = require("compression") as (options: {
  filter(req: IncomingMessage, res: ServerResponse): boolean;
}) => Middleware;
const compressible = require("compressible") as (type: string) => boolean | undefined;

export const compressFilter = (_req: IncomingMessage, res: Pick<ServerResponse, "statusCode" | "getHeader">) =>
  compressibleAnswer(res);

/** Whether an answer is worth compressing: a compressible type, and not a byte range. */
export function compressibleAnswer(res: Pick<ServerResponse, "statusCode" | "getHeader">): boolean {
  // A byte range (video) must go out as the bytes it names: Content-Range counts them uncompressed.
  if (res.statusCode === 206 || res.getHeader("Content-Range") !== undefined) return false;
  const type = mediaType(res);
  return type !== undefined && compressible(type) === true;
}

/** The compression middleware with the filter above. */
export const createCompression = (): Middleware => compression({ filter: compressFilter });

/**
 * Next.js flushes an answer's headers on their own before its first body chunk, which costs a
 * second write (and TCP segment) per answer even when the whole body is ready in the same
 * tick, as every route handler's is. Deferred to the end of the tick, the headers leave with
 * the first chunk; an answer whose body is slow to come still gets them on their own.
 */
export function deferHeaderFlush(res: ServerResponse): void {
  const flushHeaders = res.flushHeaders;
  res.flushHeaders = function deferredFlushHeaders(this: ServerResponse) {
    if (this.headersSent) return;
    setImmediate(() => {
      if (!this.headersSent && !this.destroyed) flushHeaders.call(this);
    });
  };
}

/** Headers leave with the first chunk, and the body leaves compressed when it may be. */
export function compressionStage(): Stage {
  const compress = createCompression();
  return (req, res, next) => {
    deferHeaderFlush(res);
    compress(req, res, next);
  };
}
