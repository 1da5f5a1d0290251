import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { FRONT_CACHE_HEADER, frontCacheMark, parseFrontCacheMark } from "../server/runtime-bridge";
import { compressionStage } from "./compression";
import {
  createFrontCache,
  frontCacheStage,
  preferredEncoding,
  shareable,
  varyNames,
  type FrontCache,
} from "./front-cache";
import { requestIdStage } from "./request-id";
import { compose } from "./stage";

describe("preferredEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["identity", "identity"],
    ["gzip", "gzip"],
    ["br", "br"],
    ["gzip, deflate, br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["gzip;q=0.8, br;q=0.9", "br"],
    ["gzip;q=1.0, br;q=1.0", "br"],
    ["br;q=0, gzip;q=0", "identity"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["*;q=0", "identity"],
    ["deflate", "identity"],
    [" GZIP ;Q=0.7 ", "gzip"],
    ["gzip;q=abc", "identity"],
  ])("%j answers %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("parseFrontCacheMark", () => {
  it("reads the time to keep and the app's key", () => {
    expect(parseFrontCacheMark("5000;catalogue%3A%7B%22page%22%3A1%7D")).toEqual({
      ttlMs: 5000,
      key: 'catalogue:{"page":1}',
    });
    expect(parseFrontCacheMark(["1200;course%3Aabc"])).toEqual({ ttlMs: 1200, key: "course:abc" });
  });

  it("reads what frontCacheMark writes", () => {
    expect(parseFrontCacheMark(frontCacheMark(4200, "course:ä/1"))).toEqual({ ttlMs: 4200, key: "course:ä/1" });
  });

  it.each([[undefined], [""], ["5000"], [";key"], ["0;key"], ["-5;key"], ["soon;key"], ["5000;%E0%A4%A"], [42]])(
    "ignores %j",
    (value) => {
      expect(parseFrontCacheMark(value)).toBeNull();
    },
  );
});

// A stand-in for Next.js behind the stages that come before it in runtime/pipeline.ts: headers
// set one by one (arrays, as Next.js's sendResponse does), flushHeaders, then the body in chunks.
type Answer = {
  status?: number;
  body: string;
  mark?: string;
  headers?: Record<string, string>;
  type?: string;
  cacheControl?: string;
};
type Served = { cache: FrontCache; calls: number; url: string; close(): Promise<void> };
const running: Served[] = [];

async function startServer(
  answer: (req: IncomingMessage) => Answer | Promise<Answer>,
  options: Parameters<typeof createFrontCache>[0] = {},
) {
  const cache = createFrontCache(options);
  const state = { calls: 0 };
  const app = async (req: IncomingMessage, res: ServerResponse) => {
    state.calls++;
    const a = await answer(req);
    res.statusCode = a.status ?? 200;
    res.appendHeader("content-type", [a.type ?? "application/json"]);
    res.appendHeader("cache-control", a.cacheControl ?? "public, max-age=0, s-maxage=30");
    res.setHeader("x-request-id", req.headers["x-request-id"] ?? "");
    res.appendHeader("x-content-type-options", "nosniff");
    if (a.mark) res.appendHeader(FRONT_CACHE_HEADER, a.mark);
    for (const [k, v] of Object.entries(a.headers ?? {})) res.appendHeader(k, v);
    res.flushHeaders();
    const half = Math.floor(a.body.length / 2);
    res.write(new TextEncoder().encode(a.body.slice(0, half)));
    res.end(Buffer.from(a.body.slice(half)));
  };
  const server = http.createServer(
    compose([requestIdStage, compressionStage(), frontCacheStage(cache)], (req, res) => void app(req, res)),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const served: Served = {
    cache,
    get calls() {
      return state.calls;
    },
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  running.push(served);
  return served;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

type Got = { status: number; headers: http.IncomingHttpHeaders; body: string };
function get(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const body =
          encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw) : raw;
        resolve({ status: res.statusCode!, headers: res.headers, body: body.toString() });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** The answer's bytes as sent, not decoded. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

const bigJson = (n: number) =>
  JSON.stringify({ courses: Array.from({ length: n }, (_, i) => ({ id: i, title: `Course ${i}` })) });
const mark = (key: string, ttlMs = 5000) => frontCacheMark(ttlMs, key);

describe("shareable", () => {
  it("shares a plain public 200, also one that varies on request headers (then keyed on them)", () => {
    expect(shareable(200, { "cache-control": "public, s-maxage=30" })).toBe(true);
    expect(shareable(200, { vary: "Accept-Encoding" })).toBe(true);
    expect(shareable(200, { vary: "rsc, next-router-state-tree, Accept-Encoding" })).toBe(true);
    expect(shareable(200, {})).toBe(true);
  });

  it("keys on the headers an answer varies on, except the encoding it negotiates itself", () => {
    expect(varyNames({ vary: "rsc, Next-Router-State-Tree, Accept-Encoding" })).toEqual([
      "rsc",
      "next-router-state-tree",
    ]);
    expect(varyNames({ vary: ["Cookie", "Accept-Encoding"] })).toEqual(["cookie"]);
    expect(varyNames({})).toEqual([]);
  });

  it.each([
    ["an error", 404, {}],
    ["a redirect", 302, {}],
    ["an answer that sets a cookie", 200, { "set-cookie": ["a=b"] }],
    ["a private answer", 200, { "cache-control": "private, max-age=60" }],
    ["an answer not to be stored", 200, { "cache-control": ["no-store"] }],
    ["an answer that varies on everything", 200, { vary: "Accept-Encoding, *" }],
  ])("never shares %s", (_, status, headers) => {
    expect(shareable(status as number, headers)).toBe(false);
  });
});

describe("the front cache", () => {
  it("answers a repeat of a marked answer itself, with the app's type and caching but a fresh request id", async () => {
    const body = bigJson(50);
    const s = await startServer(() => ({ body, mark: mark("catalogue:{}") }));
    const first = await get(`${s.url}/api/courses`);
    expect(first.body).toBe(body);
    expect(first.headers[FRONT_CACHE_HEADER]).toBeUndefined();
    expect(first.headers.age).toBeUndefined();

    const second = await get(`${s.url}/api/courses`);
    expect(s.calls).toBe(1);
    expect(second.status).toBe(200);
    expect(second.body).toBe(body);
    expect(second.headers["content-type"]).toBe("application/json");
    expect(second.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30");
    expect(second.headers.age).toBe("0");
    expect(second.headers.vary).toBe("Accept-Encoding");
    expect(second.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers[FRONT_CACHE_HEADER]).toBeUndefined();
    expect(Number(second.headers["content-length"])).toBe(Buffer.byteLength(body));
  });

  it("keeps each URL apart, query string included", async () => {
    const s = await startServer((req) => ({ body: `{"url":"${req.url}"}`, mark: mark(`catalogue:${req.url}`) }));
    for (const url of ["/api/courses?page=1", "/api/courses?page=2", "/api/courses?page=1", "/api/courses?page=2"]) {
      expect(JSON.parse((await get(s.url + url)).body)).toEqual({ url });
    }
    expect(s.calls).toBe(2);
  });

  it.each([
    ["br", "gzip, deflate, br"],
    ["gzip", "gzip"],
    [undefined, "identity"],
  ])(
    "answers a repeat in %s when the client asks with %j, as the compression middleware does a miss",
    async (encoding, accept) => {
      const body = bigJson(200);
      const s = await startServer(() => ({ body, mark: mark("catalogue:{}") }));
      const miss = await get(`${s.url}/api/courses`, { "accept-encoding": accept });
      const hit = await get(`${s.url}/api/courses`, { "accept-encoding": accept });
      expect(s.calls).toBe(1);
      expect(miss.headers["content-encoding"]).toBe(encoding);
      expect(hit.headers["content-encoding"]).toBe(encoding);
      expect(hit.body).toBe(body);
      expect(miss.body).toBe(body);
    },
  );

  it("sends a small answer uncompressed", async () => {
    const s = await startServer(() => ({ body: '{"ok":true}', mark: mark("course:1") }));
    await get(`${s.url}/api/courses/1`);
    const hit = await get(`${s.url}/api/courses/1`, { "accept-encoding": "br, gzip" });
    expect(s.calls).toBe(1);
    expect(hit.headers["content-encoding"]).toBeUndefined();
    expect(hit.body).toBe('{"ok":true}');
  });

  it.each([
    ["an unmarked answer", { body: "{}" }],
    ["a marked error", { status: 404, body: '{"message":"Course not found"}', mark: mark("course:x") }],
    ["a marked answer that sets a cookie", { body: "{}", mark: mark("course:x"), headers: { "set-cookie": "a=b" } }],
    ["a malformed mark", { body: "{}", mark: "soon;course:x" }],
  ])("never keeps %s", async (_, answer) => {
    const s = await startServer(() => answer);
    const first = await get(`${s.url}/api/x`);
    await get(`${s.url}/api/x`);
    expect(s.calls).toBe(2);
    expect(first.headers[FRONT_CACHE_HEADER]).toBeUndefined();
    expect(s.cache.size).toBe(0);
  });

  it("passes to the app what a shared cache must not answer: writes, byte ranges and no-cache requests", async () => {
    const s = await startServer(() => ({ body: "{}", mark: mark("catalogue:{}") }));
    await get(`${s.url}/api/courses`);
    expect(s.calls).toBe(1);
    await get(`${s.url}/api/courses`, {}, "POST");
    await get(`${s.url}/api/courses`, { range: "bytes=0-1" });
    await get(`${s.url}/api/courses`, { "cache-control": "no-cache" });
    await get(`${s.url}/api/courses`, { pragma: "no-cache" });
    expect(s.calls).toBe(5);
    await get(`${s.url}/api/courses`);
    expect(s.calls).toBe(5);
  });

  it("strips the mark from every answer, also those it does not keep (HEAD, ranges, no-cache)", async () => {
    const s = await startServer(() => ({ body: '{"n":1}', mark: mark("catalogue:{}") }));
    for (const [method, headers] of [
      ["HEAD", {}],
      ["GET", { range: "bytes=0-1" }],
      ["GET", { "cache-control": "no-cache" }],
      ["POST", {}],
    ] as const) {
      const answer = await get(`${s.url}/api/courses`, headers, method);
      expect(answer.headers[FRONT_CACHE_HEADER], `${method} ${JSON.stringify(headers)}`).toBeUndefined();
    }
    expect(s.cache.size).toBe(0);
  });

  it("keeps the app's other headers (security headers) and echoes the caller's request id", async () => {
    const s = await startServer(() => ({ body: "{}", mark: mark("catalogue:{}") }));
    await get(`${s.url}/api/courses`);
    const hit = await get(`${s.url}/api/courses`, { "x-request-id": "trace-42" });
    expect(s.calls).toBe(1);
    expect(hit.headers["x-content-type-options"]).toBe("nosniff");
    expect(hit.headers["x-request-id"]).toBe("trace-42");
  });

  it("does not keep an answer made while a write happened: the write would be undone for seconds", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let first = true;
    const s = await startServer(async () => {
      if (first) {
        first = false;
        await gate;
        return { body: '{"v":"old"}', mark: mark("catalogue:{}") };
      }
      return { body: '{"v":"new"}', mark: mark("catalogue:{}") };
    });
    const inFlight = get(`${s.url}/api/courses`);
    await new Promise((r) => setTimeout(r, 50));
    s.cache.forget(["catalogue:"]);
    release();
    expect((await inFlight).body).toBe('{"v":"old"}');
    expect(s.cache.size).toBe(0);
    expect((await get(`${s.url}/api/courses`)).body).toBe('{"v":"new"}');
    expect((await get(`${s.url}/api/courses`)).body).toBe('{"v":"new"}');
    expect(s.calls).toBe(2);
  });

  it("answers only requests that send what the answer varies on (as Next.js's router headers)", async () => {
    const s = await startServer((req) => ({
      body: `{"rsc":"${req.headers.rsc ?? ""}"}`,
      mark: mark("catalogue:{}"),
      headers: { vary: "rsc, Cookie" },
    }));
    await get(`${s.url}/api/courses`);
    const hit = await get(`${s.url}/api/courses`);
    expect(s.calls).toBe(1);
    expect(hit.headers.vary).toBe("rsc, Cookie, Accept-Encoding");
    expect((await get(`${s.url}/api/courses`, { rsc: "1" })).body).toBe('{"rsc":"1"}');
    expect((await get(`${s.url}/api/courses`, { cookie: "examprep_session=someone" })).body).toBe('{"rsc":""}');
    expect(s.calls).toBe(3);
  });

  it("answers HEAD from a kept GET, without a body", async () => {
    const s = await startServer(() => ({ body: '{"n":1}', mark: mark("catalogue:{}") }));
    await get(`${s.url}/api/courses`);
    const head = await get(`${s.url}/api/courses`, {}, "HEAD");
    expect(s.calls).toBe(1);
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-length"]).toBe("7");
  });

  it("keeps an answer only as long as the mark says, and counts its age", async () => {
    let clock = 1_000_000;
    const s = await startServer(() => ({ body: "{}", mark: mark("catalogue:{}", 3000) }), { now: () => clock });
    await get(`${s.url}/api/courses`);
    clock += 2500;
    expect((await get(`${s.url}/api/courses`)).headers.age).toBe("2");
    expect(s.calls).toBe(1);
    clock += 500;
    await get(`${s.url}/api/courses`);
    expect(s.calls).toBe(1);
    clock += 1;
    await get(`${s.url}/api/courses`);
    expect(s.calls).toBe(2);
  });

  it("forgets the answers whose key starts with a prefix the app names after a write", async () => {
    const s = await startServer((req) => ({
      body: "{}",
      mark: mark(req.url === "/api/courses" ? 'catalogue:{"page":1}' : `course:${req.url!.split("/").pop()}`),
    }));
    for (const url of ["/api/courses", "/api/courses/a", "/api/courses/b"]) await get(s.url + url);
    expect(s.cache.size).toBe(3);
    s.cache.forget(["catalogue:", "course:a"]);
    expect(s.cache.size).toBe(1);
    for (const url of ["/api/courses", "/api/courses/a", "/api/courses/b"]) await get(s.url + url);
    expect(s.calls).toBe(5);
  });

  it("stays within its bounds: entries, bytes and the size of one answer", async () => {
    const s = await startServer(
      (req) => ({ body: req.url === "/big" ? "x".repeat(3000) : bigJson(5), mark: mark(`k:${req.url}`) }),
      {
        maxEntries: 2,
        maxBodyBytes: 2000,
      },
    );
    await get(`${s.url}/big`);
    expect(s.cache.size).toBe(0);
    for (const url of ["/1", "/2", "/3"]) await get(s.url + url);
    expect(s.cache.size).toBe(2);
    await get(`${s.url}/1`);
    expect(s.calls).toBe(5); // the oldest went first
    await get(`${s.url}/3`);
    expect(s.calls).toBe(5);

    const small = await startServer(() => ({ body: bigJson(40), mark: mark("k") }), { maxBytes: 1500 });
    await get(`${small.url}/a`);
    await get(`${small.url}/b`);
    expect(small.cache.size).toBe(1);
    expect(small.cache.bytes).toBeLessThanOrEqual(1500);
  });

  it("when full, lets go of the answer served least recently, not the oldest", async () => {
    const s = await startServer((req) => ({ body: bigJson(5), mark: mark(`k:${req.url}`) }), { maxEntries: 2 });
    await get(`${s.url}/1`);
    await get(`${s.url}/2`);
    await get(`${s.url}/1`); // a hit: /1 is now the most recently served
    await get(`${s.url}/3`); // full: /2 goes
    expect(s.calls).toBe(3);
    await get(`${s.url}/1`);
    expect(s.calls).toBe(3);
    await get(`${s.url}/2`);
    expect(s.calls).toBe(4);
  });
});

describe("the front cache with the build's assets", () => {
  const IMMUTABLE = "public, max-age=31536000, immutable";
  // A script much like a bundle: repetitive enough that the compression quality shows.
  const script = Array.from(
    { length: 3000 },
    (_, i) => `function f${i}(e,t){return e.i(${(i * 7919) % 65536}),t.push("m${i % 97}")}`,
  ).join(";");
  const kept = async (cache: FrontCache, size = 1) => {
    await expect.poll(() => cache.size, { timeout: 5000 }).toBe(size);
  };

  it("keeps an immutable script without a mark and answers it at Brotli's highest quality once compressed", async () => {
    const s = await startServer(() => ({
      body: script,
      type: "application/javascript; charset=UTF-8",
      cacheControl: IMMUTABLE,
    }));
    const url = `${s.url}/_next/static/chunks/app.js`;
    const first = await get(url, { "accept-encoding": "br" });
    expect(first.body).toBe(script);
    await kept(s.cache);

    const raw = await rawGet(url, { "accept-encoding": "gzip, deflate, br" });
    expect(s.calls).toBe(1);
    expect(raw.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(raw.body).toString()).toBe(script);
    const quality4 = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(raw.body.length).toBeLessThan(quality4.length);
    expect(Number(raw.headers["content-length"])).toBe(raw.body.length);
    expect(raw.headers["cache-control"]).toBe(IMMUTABLE);
    expect(raw.headers.vary).toBe("Accept-Encoding");

    // Other clients get it in their encoding, from memory too.
    expect((await get(url, { "accept-encoding": "gzip" })).body).toBe(script);
    expect((await get(url, { "accept-encoding": "identity" })).body).toBe(script);
    expect(s.calls).toBe(1);
  });

  it("compresses each asset once, however many ask before it is ready, and answers them meanwhile", async () => {
    const s = await startServer(() => ({ body: script, type: "text/css", cacheControl: IMMUTABLE }));
    const url = `${s.url}/_next/static/chunks/site.css`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(url, { "accept-encoding": "br" })));
    expect(answers.every((a) => a.status === 200 && a.body === script)).toBe(true);
    await kept(s.cache);
    expect(s.cache.bytes).toBeLessThan(script.length * 2);
  });

  it.each([
    ["a font (already compressed)", "font/woff2", IMMUTABLE],
    ["an image", "image/png", IMMUTABLE],
    ["a script that is not immutable", "application/javascript", "public, max-age=3600"],
    ["an immutable but private script", "application/javascript", `private, ${IMMUTABLE}`],
    ["a stored SVG outside the build's path", "image/svg+xml", IMMUTABLE, "/api/media/bank/figure.svg"],
  ])("does not keep %s", async (_, type, cacheControl, path = "/_next/static/media/x") => {
    const s = await startServer(() => ({ body: script, type, cacheControl }));
    await get(s.url + path);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(s.cache.size).toBe(0);
    await get(s.url + path);
    expect(s.calls).toBe(2);
  });

  it("does not keep an asset asked for with a query: each query would be one more copy to compress", async () => {
    const s = await startServer(() => ({ body: script, type: "application/javascript", cacheControl: IMMUTABLE }));
    for (const query of ["?1", "?2", "?1"]) await get(`${s.url}/_next/static/chunks/a.js${query}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(s.cache.size).toBe(0);
    expect(s.calls).toBe(3);
  });

  it("leaves a browser's question whether its copy is current to the app, which can answer 304", async () => {
    const s = await startServer(() => ({ body: script, type: "application/javascript", cacheControl: IMMUTABLE }));
    const url = `${s.url}/_next/static/chunks/a.js`;
    await get(url);
    await kept(s.cache);
    await get(url, { "if-none-match": 'W/"abc"' });
    await get(url, { "if-modified-since": new Date().toUTCString() });
    expect(s.calls).toBe(3);
    await get(url);
    expect(s.calls).toBe(3);
  });

  it("keeps assets within their own budget, so they never push the app's answers out", async () => {
    const s = await startServer(
      (req) =>
        req.url!.startsWith("/_next/")
          ? { body: script, type: "application/javascript", cacheControl: IMMUTABLE }
          : { body: bigJson(40), mark: mark(`k:${req.url}`) },
      { maxBytes: 1500 },
    );
    await get(`${s.url}/api/courses`);
    await get(`${s.url}/_next/static/chunks/a.js`);
    await kept(s.cache, 2);
    await get(`${s.url}/api/courses`);
    expect(s.calls).toBe(2);
  });

  it("no write of the app forgets an asset", async () => {
    const s = await startServer(() => ({ body: script, type: "application/javascript", cacheControl: IMMUTABLE }));
    await get(`${s.url}/_next/static/chunks/a.js`);
    await kept(s.cache);
    s.cache.forget(["catalogue:", "course:", "quiz:"]);
    expect(s.cache.size).toBe(1);
  });
});
