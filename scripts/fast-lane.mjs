// The exam rush's two calls, quiz start and submit, reach their route handlers without
// Next.js's per-request machinery. An empty Next.js route handler costs 1.2-1.6 ms of CPU on
// this 2-core machine (route matching, request and response adapters, its async contexts,
// the web-stream pipe back to Node); start's own work is about 1 ms. At 50 connections that
// overhead alone put p99 over 100 ms. Here the same handler (app/api/.../route.ts, built by
// Next.js into .next) is called with a NextRequest made from the Node request, and its
// Response is written back: the wrapper in server/http/route.ts still authenticates,
// validates, maps errors and logs. See docs/decisions.md, "A fast lane for quiz start and
// submit".
//
// What the handlers of this lane must not use: anything that needs Next.js's request context
// (`cookies()`/`headers()` from next/headers, `after()`, cache revalidation). They read the
// request they are given. If the built module is not what this expects (a Next.js upgrade),
// the lane stays shut for that route and Next.js serves it, with one warning.
//   const lane = createFastLane(path.resolve(".next"));
//   await lane.ready();                             // after Next.js's prepare()
//   lane.serve(req, res, () => handle(req, res)); // inside the compression middleware
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export const FAST_ROUTES = [
  { method: "POST", pattern: /^\/api\/quizzes\/([^/]+)\/start$/, module: "app/api/quizzes/[id]/start/route.js" },
  { method: "POST", pattern: /^\/api\/quizzes\/([^/]+)\/submit$/, module: "app/api/quizzes/[id]/submit/route.js" },
];

/** The route a request takes in the lane, its `id` parameter and the path, or null. */
export function matchFastRoute(req, routes = FAST_ROUTES) {
  const pathname = (req.url ?? "").split("?")[0];
  for (const route of routes) {
    if (req.method !== route.method) continue;
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    try {
      return { route, params: { id: decodeURIComponent(match[1]) }, pathname };
    } catch {
      return null; // a malformed escape: Next.js answers it
    }
  }
  return null;
}

/** Headers as Next.js gives them to a route handler: the request's, with the X-Forwarded-* it adds when a proxy did not. */
export function requestHeaders(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const defaults = {
    "x-forwarded-host": req.headers.host,
    "x-forwarded-port": req.socket.localPort === undefined ? undefined : String(req.socket.localPort),
    "x-forwarded-proto": req.socket.encrypted ? "https" : "http",
    "x-forwarded-for": req.socket.remoteAddress,
  };
  for (const [name, value] of Object.entries(defaults)) if (value && !headers.has(name)) headers.set(name, value);
  return headers;
}

// The contract's body for an unexpected error (server/http/route.ts).
const INTERNAL_ERROR = { message: "Something went wrong. Please try again.", error: "internal_error" };

/**
 * The request's body as a web stream that reads from the socket only as the handler asks,
 * and a way to discard what the handler left unread once it has answered (a body refused
 * as too large, a handler that needed none): the next request on that keep-alive connection
 * starts after it.
 */
export function requestBody(req) {
  let controller;
  const onData = (chunk) => {
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if (controller.desiredSize <= 0) req.pause();
  };
  const onEnd = () => controller.close();
  const onError = (err) => controller.error(err);
  const discard = () => {
    req.off("data", onData).off("end", onEnd).off("error", onError);
    req.resume();
  };
  const stream = new ReadableStream({
    start(c) {
      controller = c;
      req.on("data", onData).on("end", onEnd).on("error", onError);
      req.pause();
    },
    pull() {
      req.resume();
    },
    cancel: discard,
  });
  return {
    stream,
    discardRest() {
      if (req.complete) return;
      req.on("error", () => undefined);
      discard();
    },
  };
}

const hasBody = (req) => req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

/** next.config.ts's `headers()` rules, as Next.js built them into routes-manifest.json, ready to match. */
export function compileHeaderRules(rules) {
  return rules.map((rule) => ({ pattern: new RegExp(rule.regex), headers: rule.headers, conditional: Boolean(rule.has || rule.missing) }));
}

/**
 * The headers Next.js would add to an answer for `pathname` from those rules (the security
 * headers), or null when a rule that matches has conditions (`has`/`missing`) this lane does
 * not evaluate, so Next.js serves the request.
 */
export function configHeaders(compiledRules, pathname) {
  const headers = [];
  for (const rule of compiledRules) {
    if (!rule.pattern.test(pathname)) continue;
    if (rule.conditional) return null;
    headers.push(...rule.headers);
  }
  return headers;
}

export function createFastLane(distDir, { routes = FAST_ROUTES, warn = (line) => console.warn(line), loadTimeoutMs = 10_000 } = {}) {
  let setup = null; // NextRequest and the config's header rules, or null when the lane is shut
  try {
    const manifest = require(path.resolve(distDir, "routes-manifest.json"));
    setup = { NextRequest: require("next/server").NextRequest, rules: compileHeaderRules(manifest.headers ?? []) };
  } catch (err) {
    warn(`[examprep] fast lane shut, Next.js serves every route: ${err.message}`);
  }
  const handlers = new Map(); // module → Promise of its handler, or of null when the lane is shut for it

  function handlerFor(route) {
    if (!setup) return Promise.resolve(null);
    let handler = handlers.get(route.module);
    if (!handler) {
      const load = (async () => {
        const { routeModule } = require(path.resolve(distDir, "server", route.module));
        await routeModule.ensureUserland();
        const fn = routeModule.userland[route.method];
        if (typeof fn !== "function") throw new Error(`no ${route.method} export`);
        return fn;
      })();
      // A module that never finishes loading must not hold the server's start back.
      let timer;
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`not loaded after ${loadTimeoutMs} ms`)), loadTimeoutMs);
        timer.unref?.();
      });
      handler = Promise.race([load, timeout])
        .catch((err) => {
          warn(`[examprep] fast lane shut for ${route.module}, Next.js serves it: ${err.message}`);
          return null;
        })
        .finally(() => clearTimeout(timer));
      handlers.set(route.module, handler);
    }
    return handler;
  }

  /** Serves the request in the lane, or hands it to `next` (Next.js) when it is not one of the lane's. */
  async function serve(req, res, next) {
    const matched = matchFastRoute(req, routes);
    if (!matched) return next();
    const handler = await handlerFor(matched.route);
    const extraHeaders = handler && configHeaders(setup.rules, matched.pathname);
    if (!handler || !extraHeaders) return next();

    const started = performance.now();
    // The handler learns of a client that went away, as under Next.js.
    const aborted = new AbortController();
    res.once("close", () => {
      if (!res.writableFinished) aborted.abort();
    });
    // Streamed, so the handler's own size limit (server/http/read-input.ts) applies as the body arrives.
    const body = hasBody(req) ? requestBody(req) : null;
    try {
      let response;
      try {
        // The origin is fixed, as Next.js builds it from its own host and port: the client's Host header is not parsed.
        const request = new setup.NextRequest(new URL(req.url, "http://localhost"), {
          method: req.method,
          headers: requestHeaders(req),
          ...(body ? { body: body.stream, duplex: "half" } : {}),
        });
        // Set on the request rather than given to its constructor, where linking it to the request's own signal
        // (undici's weak references and finalisation registry) cost 0.6 ms of CPU per request here.
        Object.defineProperty(request, "signal", { value: aborted.signal });
        response = await handler(request, { params: Promise.resolve(matched.params) });
      } catch (err) {
        // The handlers' wrapper answers every error itself; this is a failure around it, answered as it would be.
        console.error(err);
        response = Response.json(INTERNAL_ERROR, { status: 500, headers: { "cache-control": "no-store" } });
      }
      const answer = Buffer.from(await response.arrayBuffer());
      res.statusCode = response.status;
      for (const { key, value } of extraHeaders) res.setHeader(key, value);
      for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) res.setHeader("set-cookie", cookies);
      // Operators (and the tests) see that the lane answered, and the handler's time.
      res.setHeader("server-timing", `handler;desc="fast lane";dur=${(performance.now() - started).toFixed(1)}`);
      // In one write, with its length: the compression middleware compresses it from 1 KB (a quiz, a result) and
      // leaves a smaller one (an error) as it is, where compressing gains nothing.
      res.end(answer);
    } finally {
      body?.discardRest();
    }
  }

  /** Loads every route's handler (at start-up, so no student waits for it): module → whether the lane is open for it. */
  async function ready() {
    const open = await Promise.all(routes.map(async (route) => [route.module, (await handlerFor(route)) !== null]));
    return Object.fromEntries(open);
  }

  return { serve, ready };
}
