import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createRequire } from "node:module";
import zlib from "node:zlib";
import { compileHeaderRules, configHeaders, createFastLane, FAST_ROUTES, matchFastRoute } from "./fast-lane.mjs";
import { compressFilter } from "./http-server.mjs";

const compression = createRequire(import.meta.url)("compression") as (options: object) => (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

describe("matchFastRoute", () => {
  it("takes POST to a quiz's start and submit, with the decoded id", () => {
    expect(matchFastRoute({ method: "POST", url: "/api/quizzes/01a2-b/start" })).toMatchObject({ route: FAST_ROUTES[0], params: { id: "01a2-b" } });
    expect(matchFastRoute({ method: "POST", url: "/api/quizzes/a%20b/submit?x=1" })).toMatchObject({ route: FAST_ROUTES[1], params: { id: "a b" } });
  });

  it("leaves every other method and path to Next.js, and an id it cannot decode", () => {
    for (const [method, url] of [
      ["GET", "/api/quizzes/x/start"],
      ["HEAD", "/api/quizzes/x/submit"],
      ["POST", "/api/quizzes/x/start/more"],
      ["POST", "/api/quizzes//start"],
      ["POST", "/api/quizzes/x/attempts"],
      ["POST", "/api/courses"],
      ["POST", "/api/quizzes/%E0%A4%A/start"],
    ]) {
      expect(matchFastRoute({ method, url }), `${method} ${url}`).toBeNull();
    }
  });
});

// A build directory holding fake route modules shaped as Next.js 16 builds them:
// `routeModule.ensureUserland()`, then `routeModule.userland.POST`.
type Seen = { url: string; id: string; headers: Record<string, string>; body: string | null; aborted: boolean };
const seen: Seen[] = [];
const handlers: Record<string, (req: Request, ctx: { params: Promise<{ id: string }> }) => Promise<Response>> = {};
(globalThis as unknown as { fastLaneTest: typeof handlers }).fastLaneTest = handlers;

function writeModule(distDir: string, route: string, source: string) {
  const file = path.join(distDir, "server", route);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
}

// As next.config.ts's headers() come out in .next/routes-manifest.json.
const MANIFEST_RULES = [
  { source: "/:path*", regex: "^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$", headers: [{ key: "X-Content-Type-Options", value: "nosniff" }, { key: "X-Frame-Options", value: "DENY" }, { key: "X-Request-Id", value: "from-config" }] },
  { source: "/thumbnails/:file*", regex: "^/thumbnails(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$", headers: [{ key: "Cache-Control", value: "public" }] },
  { source: "/api/quizzes/special/start", regex: "^/api/quizzes/special/start(?:/)?$", has: [{ type: "header", key: "x-beta" }], headers: [{ key: "X-Beta", value: "1" }] },
];

describe("configHeaders", () => {
  it("gives the headers of every rule whose path matches, in order", () => {
    const rules = compileHeaderRules(MANIFEST_RULES);
    expect(configHeaders(rules, "/api/quizzes/q/start")).toEqual(MANIFEST_RULES[0]!.headers);
    expect(configHeaders(rules, "/thumbnails/a.svg")).toEqual([...MANIFEST_RULES[0]!.headers, ...MANIFEST_RULES[1]!.headers]);
  });

  it("gives null when a matching rule has conditions it does not evaluate", () => {
    expect(configHeaders(compileHeaderRules(MANIFEST_RULES), "/api/quizzes/special/start")).toBeNull();
  });
});

describe("createFastLane, over a socket", () => {
  let distDir: string;
  let server: http.Server;
  let base: string;
  const warn = vi.fn();
  const toNext = vi.fn();

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), "fast-lane-"));
    writeModule(
      distDir,
      "app/api/quizzes/[id]/start/route.js",
      "let loaded = false; exports.routeModule = { async ensureUserland() { loaded = true; }, get userland() { if (!loaded) throw new Error('still loading'); return { POST: (req, ctx) => globalThis.fastLaneTest.start(req, ctx) }; } };",
    );
    // A submit module that is not what the lane expects (as after a Next.js upgrade).
    writeModule(distDir, "app/api/quizzes/[id]/submit/route.js", "exports.handler = () => {};");
    fs.writeFileSync(path.join(distDir, "routes-manifest.json"), JSON.stringify({ headers: MANIFEST_RULES }));
    const lane = createFastLane(distDir, { warn });
    const compress = compression({ filter: compressFilter });
    // As in scripts/http-server.mjs: the lane inside the compression middleware.
    server = http.createServer((req, res) => {
      compress(req, res, () => {
        void lane.serve(req, res, () => {
          toNext(req.method, req.url);
          res.end("next");
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  /** A POST with node:http, where fetch cannot: a set Host, a chunked body sent in parts, a kept-alive socket. */
  function post(id: string, { headers = {}, body = [], agent }: { headers?: Record<string, string>; body?: string[]; agent?: http.Agent } = {}) {
    return new Promise<{ status: number; encoding?: string; body: Buffer; socket: unknown }>((resolve, reject) => {
      const req = http.request(`${base}/api/quizzes/${id}/start`, { method: "POST", headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c)).on("end", () => resolve({ status: res.statusCode!, encoding: res.headers["content-encoding"], body: Buffer.concat(chunks), socket: req.socket }));
      });
      req.on("error", reject);
      // The body's parts go 50 ms apart, so it arrives in pieces; the end follows the last (timers of one delay run in order).
      body.forEach((part, i) => setTimeout(() => req.write(part), i * 50));
      setTimeout(() => req.end(), Math.max(0, body.length - 1) * 50);
    });
  }

  handlers.start = async (req, ctx) => {
    const refuse = req.headers.get("x-test") === "refuse";
    const entry: Seen = { url: req.url, id: (await ctx.params).id, headers: Object.fromEntries(req.headers), body: req.body && !refuse ? await req.text() : null, aborted: false };
    seen.push(entry);
    req.signal.addEventListener("abort", () => (entry.aborted = true));
    if (req.headers.get("x-test") === "throw") throw new Error("boom");
    if (req.headers.get("x-test") === "slow") await new Promise((resolve) => setTimeout(resolve, 300));
    if (req.headers.get("x-test") === "refuse") return Response.json({ error: "payload_too_large" }, { status: 413 });
    const headers = new Headers({ "content-type": "application/json", "x-request-id": "r1" });
    headers.append("set-cookie", "a=1; Path=/");
    headers.append("set-cookie", "b=2; Path=/");
    return new Response(JSON.stringify({ id: entry.id, bytes: entry.body?.length ?? 0 }), { status: 201, headers });
  };

  it("calls the built handler with the params, the request's URL and headers, and Next.js's X-Forwarded-* defaults", async () => {
    const res = await fetch(`${base}/api/quizzes/q-1/start?from=test`, { method: "POST", headers: { authorization: "Bearer t" } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: "q-1", bytes: 0 });
    const entry = seen.at(-1)!;
    // The origin is the lane's own, not the client's Host header.
    expect(entry.url).toBe("http://localhost/api/quizzes/q-1/start?from=test");
    expect(entry.body).toBeNull();
    expect(entry.headers.authorization).toBe("Bearer t");
    expect(entry.headers["x-forwarded-for"]).toBe("127.0.0.1");
    expect(entry.headers["x-forwarded-proto"]).toBe("http");
    expect(entry.headers["x-forwarded-host"]).toBe(new URL(base).host);
    expect(entry.headers["x-forwarded-port"]).toBe(new URL(base).port);
    expect(toNext).not.toHaveBeenCalled();
  });

  it("keeps the addresses a proxy in front already gave", async () => {
    await fetch(`${base}/api/quizzes/q-1/start`, { method: "POST", headers: { "x-forwarded-for": "198.51.100.7, 10.0.0.1", "x-forwarded-proto": "https" } });
    expect(seen.at(-1)!.headers["x-forwarded-for"]).toBe("198.51.100.7, 10.0.0.1");
    expect(seen.at(-1)!.headers["x-forwarded-proto"]).toBe("https");
  });

  it("streams a body to the handler, whether its length is declared or chunked", async () => {
    const json = JSON.stringify({ answers: Array.from({ length: 2000 }, (_, i) => ({ question_id: `q${i}`, selected_answer: "₦ option" })) });
    const declared = await fetch(`${base}/api/quizzes/q-2/start`, { method: "POST", headers: { "content-type": "application/json" }, body: json });
    expect((await declared.json()).bytes).toBe(json.length);
    expect(seen.at(-1)!.body).toBe(json);

    const chunked = await post("q-3", { headers: { "transfer-encoding": "chunked" }, body: [json.slice(0, 1000), json.slice(1000)] });
    expect(JSON.parse(chunked.body.toString()).bytes).toBe(json.length);
    expect(seen.at(-1)!.body).toBe(json);
  });

  it("discards a body the handler refused unread, so the connection serves the next request", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const refused = await post("q-keep", { agent, headers: { "x-test": "refuse", "content-type": "application/json" }, body: ["x".repeat(300 * 1024)] });
    expect(refused.status).toBe(413);
    const next = await post("q-keep", { agent, headers: { "content-type": "application/json" }, body: ['{"ok":true}'] });
    expect(next.status).toBe(201);
    expect(JSON.parse(next.body.toString()).bytes).toBe(11);
    expect(next.socket).toBe(refused.socket);
    agent.destroy();
  });

  it("writes the handler's status, headers and every cookie back, over next.config.ts's headers, and says it answered", async () => {
    const res = await fetch(`${base}/api/quizzes/q-1/start`, { method: "POST" });
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    // The handler's own value wins over the config's, as under Next.js.
    expect(res.headers.get("x-request-id")).toBe("r1");
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(res.headers.get("server-timing")).toMatch(/^handler;desc="fast lane";dur=\d+\.\d$/);
  });

  it("is compressed from 1 KB, as the compression middleware decides, and a smaller answer sent as it is", async () => {
    const get = (id: string) => post(id, { headers: { "accept-encoding": "gzip" } });
    const long = "q".repeat(1500);
    const large = await get(long);
    expect(large.encoding).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(large.body).toString())).toEqual({ id: long, bytes: 0 });
    const small = await get("q-small");
    expect(small.encoding).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ id: "q-small", bytes: 0 });
  });

  it("does not parse the client's Host header: a malformed one is still answered", async () => {
    const { status } = await post("q-1", { headers: { host: "a b" } });
    expect(status).toBe(201);
  });

  it("leaves to Next.js a request a conditional header rule of next.config.ts applies to", async () => {
    expect(await (await fetch(`${base}/api/quizzes/special/start`, { method: "POST" })).text()).toBe("next");
  });

  it("answers a failure around the handler with the contract's 500 body", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await fetch(`${base}/api/quizzes/q-1/start`, { method: "POST", headers: { "x-test": "throw" } });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: "Something went wrong. Please try again.", error: "internal_error" });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("tells the handler when the client goes away", async () => {
    await new Promise<void>((resolve) => {
      const req = http.request(`${base}/api/quizzes/q-gone/start`, { method: "POST", headers: { "x-test": "slow" } });
      req.on("error", () => resolve());
      req.end();
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 100);
    });
    await vi.waitFor(() => expect(seen.find((s) => s.id === "q-gone")?.aborted).toBe(true));
  });

  it("hands everything else to Next.js, and a route whose built module it does not recognise, with one warning", async () => {
    expect(await (await fetch(`${base}/api/quizzes/q-1/start`)).text()).toBe("next");
    expect(await (await fetch(`${base}/api/courses`, { method: "POST" })).text()).toBe("next");
    for (let i = 0; i < 2; i++) expect(await (await fetch(`${base}/api/quizzes/q-1/submit`, { method: "POST", body: "{}" })).text()).toBe("next");
    expect(toNext).toHaveBeenCalledWith("POST", "/api/quizzes/q-1/submit");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain("app/api/quizzes/[id]/submit/route.js");
  });
});

describe("createFastLane, when it cannot open", () => {
  it("shuts the lane for a module that never finishes loading, so the server still starts", async () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "fast-lane-"));
    writeModule(distDir, "app/api/quizzes/[id]/start/route.js", "exports.routeModule = { ensureUserland: () => new Promise(() => {}), userland: {} };");
    writeModule(distDir, "app/api/quizzes/[id]/submit/route.js", "exports.routeModule = { ensureUserland: async () => {}, userland: { POST: async () => new Response('ok') } };");
    fs.writeFileSync(path.join(distDir, "routes-manifest.json"), JSON.stringify({ headers: [] }));
    const warn = vi.fn();
    const lane = createFastLane(distDir, { warn, loadTimeoutMs: 200 });
    expect(await lane.ready()).toEqual({ "app/api/quizzes/[id]/start/route.js": false, "app/api/quizzes/[id]/submit/route.js": true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain("not loaded after 200 ms");
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it("shuts it for every route without a build to read, and says so once", async () => {
    const warn = vi.fn();
    const lane = createFastLane(path.join(os.tmpdir(), "no-such-build"), { warn });
    expect(Object.values(await lane.ready())).toEqual([false, false]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
