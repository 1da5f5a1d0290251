// One production server process: Next.js's request handler behind our own HTTP server, so
// that every compressible answer is compressed. Next.js 16 compresses pages and build assets
// but never a route handler's JSON: its handler sets Content-Type as an array, which the
// `compression` middleware it bundles does not recognise (`[ 'application/json' ] not
// compressible`). `compress: false` in next.config.ts turns its copy off; this one reads
// the type either way and answers Brotli or gzip, whichever the client prefers. Route
// handlers send no Content-Length, so even their small answers are compressed (the fast lane's
// answers go with their length, so under 1 KB, errors, they go as they are). In front of
// both sits the front cache (./front-cache.mjs), which answers repeats of public answers, and
// behind them the fast lane (./fast-lane.mjs) takes quiz start and submit past Next.js's router.
//   serve({ port: 3000, hostname: "127.0.0.1" })
import http from "node:http";
import path from "node:path";
import { createRequire } from "node:module";
import { clientIpRegistry, parseTrustProxy, stampClientIp } from "./client-ip.mjs";
import { createFastLane } from "./fast-lane.mjs";
import { createFrontCache, frontCacheRegistry } from "./front-cache.mjs";
import { mediaType } from "./media-type.mjs";
import { refuseBadRequest } from "./request-guard.mjs";
import { deferScriptsAfterLoad, paintsBeforeFramework } from "./scripts-after-load.mjs";

const require = createRequire(import.meta.url);
const compression = require("compression");
const compressible = require("compressible");

/**
 * V8 flags for a server process, given on its command line (they cannot be set later). Each
 * request allocates ~100 KB that dies young (web streams, Request/Response objects); at
 * V8's default 16 MB semi-space a scavenge ran every ~40 ms under load and promoted
 * requests still in flight to the old generation. 32 MB cut the app's CPU per quiz start by
 * about a tenth (docs/performance.md), for at most ~50 MB more memory per process.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=32"];

export const compressFilter = (_req, res) => {
  // A byte range (video) must go out as the bytes it names: Content-Range counts them uncompressed.
  if (res.statusCode === 206 || res.getHeader("Content-Range") !== undefined) return false;
  const type = mediaType(res);
  return type !== undefined && compressible(type) === true;
};

/**
 * Next.js flushes an answer's headers on their own before its first body chunk, which costs a
 * second write (and TCP segment) per answer even when the whole body is ready in the same
 * tick, as every route handler's is. Deferred to the end of the tick, the headers leave with
 * the first chunk; an answer whose body is slow to come still gets them on their own.
 */
export function deferHeaderFlush(res) {
  const flushHeaders = res.flushHeaders;
  res.flushHeaders = function deferredFlushHeaders() {
    if (this.headersSent) return;
    setImmediate(() => {
      if (!this.headersSent && !this.destroyed) flushHeaders.call(this);
    });
  };
}

/** Reads `--port/-p` and `--hostname/-H` (as `--port 3000` or `--port=3000`) the way `next start` does, PORT when no flag. */
export function parseServeArgs(argv, env = process.env) {
  const value = (...names) => {
    for (let i = 0; i < argv.length; i++) {
      if (names.includes(argv[i])) return argv[i + 1];
      const name = names.find((n) => argv[i].startsWith(`${n}=`));
      if (name) return argv[i].slice(name.length + 1);
    }
    return undefined;
  };
  const port = Number.parseInt(value("--port", "-p") ?? env.PORT ?? "3000", 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`not a port: ${value("--port", "-p") ?? env.PORT}`);
  return { port, hostname: value("--hostname", "-H") };
}

export async function serve({ port, hostname }) {
  // As `next start`: a production server unless told otherwise, set before Next.js loads.
  process.env.NODE_ENV ??= "production";
  // A bad TRUST_PROXY stops the server before it listens (scripts/app.ts checks it first as well).
  const trust = parseTrustProxy(process.env.TRUST_PROXY);
  const next = require("next");
  const app = next({ dev: false, hostname: hostname ?? "localhost", port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const compress = compression({ filter: compressFilter });
  // Next.js builds into .next under the directory `next start` runs from.
  const fastLane = createFastLane(path.resolve(".next"));
  await fastLane.ready();
  // Repeated public answers (the catalogue) come from here without entering Next.js; the app
  // finds this process's cache through the registry to mark answers and forget them after writes.
  const frontCache = (globalThis[frontCacheRegistry] = createFrontCache());
  // Every request gets its client address from here (./client-ip.mjs); the app trusts the header because of this mark.
  globalThis[clientIpRegistry] = true;
  let stopping = false;
  const server = http.createServer((req, res) => {
    stampClientIp(req, trust);
    if (refuseBadRequest(req, res)) return;
    // Draining: new answers close their connection, and each finished answer lets its
    // keep-alive connection go, so no client holds one open with more requests.
    if (stopping) res.setHeader("Connection", "close");
    res.once("finish", () => {
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
    if (frontCache.serve(req, res)) return;
    deferHeaderFlush(res);
    compress(req, res, () => {
      frontCache.capture(req, res);
      if (paintsBeforeFramework(req)) deferScriptsAfterLoad(res);
      // Quiz start and submit go to their handlers directly (./fast-lane.mjs), the rest through Next.js.
      // Next.js answers its own errors; this only keeps a failure outside it from ending the process.
      fastLane.serve(req, res, () => handle(req, res)).catch((err) => {
        console.error(err);
        if (!res.headersSent) {
          res.statusCode = 500;
          res.end();
        } else res.destroy();
      });
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => {
      server.off("error", reject);
      resolve();
    });
  });
  console.log(`[examprep] server process ${process.pid} ready on http://${hostname ?? "localhost"}:${port}`);

  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Finish the requests in flight and refuse new ones (answers given meanwhile close their
    // connection, above); never wait more than 10 s.
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  return server;
}
