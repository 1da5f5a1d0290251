import http, { type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HYDRATE_ON_INTENT_AT_LOAD_ATTRIBUTE,
  HYDRATE_ON_INTENT_PRELOAD_REL,
  HYDRATE_ON_INTENT_SRC_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
} from "../lib/web/hydrate-on-intent";
import { THEME_TOGGLE_ATTRIBUTE } from "../lib/ui/theme";
import { compressionStage } from "./compression";
import { createFrontCache, frontCacheStage } from "./front-cache";
import {
  LOADER,
  compactSource,
  hydrateOnIntentStage,
  hydratesOnIntent,
  loaderTag,
  makeScriptsInert,
  policyNonce,
  rewriteForHydrateOnIntent,
  splitAtOpenTag,
} from "./hydrate-on-intent";
import { compose, type Stage } from "./stage";

const CHUNK = "/_next/static/chunks/2udfe9vnqt18g.js";
const ENTRY = "/_next/static/chunks/1qhkxvx29u7za.js";
const PRELOAD = `<link rel="preload" as="script" fetchPriority="low" href="${ENTRY}"/>`;

// A page as Next.js 16 writes it: a script preload and the framework's async scripts in the
// head, the noModule polyfill, and the entry chunk again in the body after the runtime's push.
const head =
  '<!DOCTYPE html><html lang="en-NG"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/1frt4zqjeoqdh.css" data-precedence="next"/>' +
  PRELOAD +
  `<script src="${CHUNK}" async=""></script>` +
  '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>' +
  "<title>All Courses · ExamPrep</title>" +
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script></head>';
const body =
  '<body><h1>Cours ₦5,000 — “JAMB”</h1><script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>' +
  `<script src="${ENTRY}" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;
const page = head + body;

const inert = (url: string) => `<script data-hydrate-on-intent-src="${url}" async="">`;
const count = (text: string, part: string) => text.split(part).length - 1;

describe("hydratesOnIntent", () => {
  it("takes the public pages' documents", () => {
    for (const url of [
      "/",
      "/courses",
      "/courses?subject=Biology&page=2",
      "/courses/01a201b4-fb1f-746c-970b-9c459f10a3ca",
      "/quizzes",
      "/quizzes?exam=WAEC",
      "/exams",
    ]) {
      expect(hydratesOnIntent({ method: "GET", url }), url).toBe(true);
    }
  });

  it("leaves every other page, and every other method, alone", () => {
    for (const url of [
      "/signin",
      "/dashboard",
      "/course-content?courseId=x",
      "/quiz/x/take",
      "/courses/x/extra",
      "/exams/utme",
      "/exams/sittings/x/review",
      "/api/courses",
      "/coursesx",
      "/_next/static/chunks/a.js",
    ]) {
      expect(hydratesOnIntent({ method: "GET", url }), url).toBe(false);
    }
    expect(hydratesOnIntent({ method: "HEAD", url: "/courses" })).toBe(false);
    expect(hydratesOnIntent({ method: "POST", url: "/" })).toBe(false);
  });
});

describe("makeScriptsInert", () => {
  it("turns Next.js's async chunks into inert tags and their preloads into inert links", () => {
    const out = makeScriptsInert(page);
    expect(out).toContain(inert(CHUNK));
    expect(out).toContain(inert("/_next/static/chunks/turbopack-077hmtqrhcoji.js"));
    expect(out).toContain(inert(ENTRY));
    expect(out).toContain(`<link rel="hydrate-on-intent-preload" as="script" fetchPriority="low" href="${ENTRY}"/>`);
    expect(out).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
    expect(out).not.toContain('rel="preload" as="script"');
  });

  it("puts the loader once, before the first tag it made inert", () => {
    const out = makeScriptsInert(page, true);
    expect(count(out, LOADER)).toBe(1);
    expect(out.indexOf(LOADER)).toBeLessThan(out.indexOf("hydrate-on-intent-preload"));
    expect(out.indexOf(LOADER)).toBeGreaterThan(out.indexOf("1frt4zqjeoqdh.css"));
    expect(makeScriptsInert("<p>no scripts</p>", true)).toBe("<p>no scripts</p>");
  });

  it("leaves the stylesheet, inline scripts, the noModule polyfill, image preloads and other hosts' scripts alone", () => {
    const other =
      '<script src="https://example.com/x.js" async=""></script><script src="/sw.js" async=""></script><link rel="preload" as="image" href="/thumbnails/biology.svg" fetchPriority="high"/>';
    const out = makeScriptsInert(page + other);
    expect(out).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/1frt4zqjeoqdh.css" data-precedence="next"/>',
    );
    expect(out).toContain('<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>');
    expect(out).toContain('<script id="_R_">');
    expect(out).toContain(other);
  });
});

describe("the loader", () => {
  it("is one inline script of valid JavaScript without indentation, small enough to send with every public page", () => {
    expect(LOADER.startsWith("<script>(function hydrateOnIntent(d, w) {")).toBe(true);
    expect(LOADER.endsWith("})(document, window);</script>")).toBe(true);
    expect(LOADER).not.toMatch(/\n\s/);
    expect(() => new Function(LOADER.slice("<script>".length, -"</script>".length))).not.toThrow();
    // It goes with every public page, the storage check for /exams' kept papers included.
    expect(zlib.brotliCompressSync(LOADER).length).toBeLessThan(900);
  });

  it("uses the names the page and the app use", () => {
    for (const name of [
      HYDRATE_ON_INTENT_SRC_ATTRIBUTE,
      HYDRATE_ON_INTENT_PRELOAD_REL,
      HYDRATE_ON_INTENT_AT_LOAD_ATTRIBUTE,
      HYDRATED_ATTRIBUTE,
      THEME_TOGGLE_ATTRIBUTE,
    ]) {
      expect(LOADER, name).toContain(name);
    }
  });

  it("compacts a script without changing what it does: comment lines go, code stays", () => {
    const sample = new Function(
      "a",
      '// doubled, then one more\n  const doubled = a * 2;\n  if (doubled > 4) return doubled + 1;\n  return "// not a comment";',
    ) as (a: number) => number | string;
    expect(sample.toString()).toContain("one more");
    const compacted = compactSource(sample.toString());
    expect(compacted).not.toMatch(/\n\s/);
    expect(compacted).not.toContain("one more");
    const rebuilt = new Function(`return (${compacted})`)() as typeof sample;
    expect([rebuilt(1), rebuilt(3)]).toEqual([sample(1), sample(3)]);
    expect(rebuilt(1)).toBe("// not a comment");
  });
});

describe("splitAtOpenTag", () => {
  it("keeps back a tag that has not closed yet", () => {
    expect(splitAtOpenTag('<p>a</p><script src="/_n')).toEqual(["<p>a</p>", '<script src="/_n']);
    expect(splitAtOpenTag("<p>a</p><")).toEqual(["<p>a</p>", "<"]);
  });

  it("releases text whose tags are all closed", () => {
    expect(splitAtOpenTag("<p>a</p>")).toEqual(["<p>a</p>", ""]);
    expect(splitAtOpenTag("plain")).toEqual(["plain", ""]);
    expect(splitAtOpenTag("")).toEqual(["", ""]);
  });
});

type Answer = (res: ServerResponse) => void;

/** A server answering each request with `answer`, behind `stages` (which install the wrappers under test). */
async function serverWith(stages: Stage[]) {
  const state: { answer: Answer } = { answer: (res) => res.end() };
  const server = http.createServer(compose(stages, (_req, res) => state.answer(res)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return { state, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Writes the document in chunks of `size` bytes (cutting through tags and multi-byte characters), then ends. */
const inChunks =
  (doc: string, size: number, type = "text/html; charset=utf-8"): Answer =>
  (res) => {
    const bytes = Buffer.from(doc, "utf8");
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Length", bytes.length);
    for (let at = 0; at < bytes.length; at += size) res.write(bytes.subarray(at, at + size));
    res.end();
  };

const expected = makeScriptsInert(page, true);

describe("rewriteForHydrateOnIntent, over a socket", () => {
  let server: Awaited<ReturnType<typeof serverWith>>;
  beforeAll(async () => {
    server = await serverWith([
      (_req, res, next) => {
        rewriteForHydrateOnIntent(res);
        next();
      },
    ]);
  });
  afterAll(() => server.close());

  async function fetchWith(answer: Answer) {
    server.state.answer = answer;
    const res = await fetch(`http://127.0.0.1:${server.port}/courses`);
    return { status: res.status, headers: res.headers, text: await res.text() };
  }

  it.each([1, 2, 3, 7, 64, 1000, 100_000])("rewrites a page written in chunks of %i bytes", async (size) => {
    const { text, headers } = await fetchWith(inChunks(page, size));
    expect(text).toBe(expected);
    // The rewritten page is longer than the length Next.js announced, which must not go out.
    expect(headers.get("content-length")).toBeNull();
  });

  it("rewrites a page written with end() alone, or as strings", async () => {
    const endOnly = await fetchWith((res) => {
      res.setHeader("Content-Type", "text/html");
      res.end(Buffer.from(page));
    });
    expect(endOnly.text).toBe(expected);
    const strings = await fetchWith((res) => {
      res.setHeader("Content-Type", "text/html");
      res.write(page.slice(0, 100), "utf8");
      res.end(page.slice(100));
    });
    expect(strings.text).toBe(expected);
  });

  it("sends a last tag held back when the page ends in the middle of it", async () => {
    const cut = page.slice(0, page.indexOf(ENTRY) + 5);
    const { text } = await fetchWith((res) => {
      res.setHeader("Content-Type", "text/html");
      res.write(cut);
      res.end();
    });
    expect(text).toBe(makeScriptsInert(cut, true));
    expect(text.endsWith(cut.slice(cut.lastIndexOf("<")))).toBe(true);
  });

  it("never touches an answer that is not HTML (an RSC payload, JSON)", async () => {
    for (const type of ["text/x-component", "application/json"]) {
      const { text, headers } = await fetchWith(inChunks(page, 9, type));
      expect(text).toBe(page);
      expect(headers.get("content-length")).toBe(String(Buffer.byteLength(page)));
    }
  });

  it("passes through a page whose headers were sent before its first chunk", async () => {
    const { text } = await fetchWith((res) => {
      res.writeHead(200, { "Content-Type": "text/html" });
      res.flushHeaders();
      setTimeout(() => res.end(page), 5);
    });
    expect(text).toBe(page);
  });

  it("calls each write's callback, also for a chunk it holds back", async () => {
    const calls: string[] = [];
    await fetchWith((res) => {
      res.setHeader("Content-Type", "text/html");
      res.write("<p>a</p><scr", () => calls.push("held"));
      res.write(`ipt src="${CHUNK}" async=""></script>`, "utf8", () => calls.push("sent"));
      res.end(() => calls.push("ended"));
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.sort()).toEqual(["ended", "held", "sent"]);
  });
});

// The order of runtime/pipeline.ts: compression (with the deferred header flush), the front
// cache, then this rewrite nearest the app, which writes as Next.js does (flushHeaders, then
// chunks, waiting for 'drain' when told to).
describe("hydrateOnIntentStage inside the pipeline", () => {
  let server: Awaited<ReturnType<typeof serverWith>>;
  const large = `${head}<body>${"<p>₦ “x”</p>".repeat(5000)}<script src="${ENTRY}" async=""></script></body></html>`;
  beforeAll(async () => {
    server = await serverWith([compressionStage(), frontCacheStage(createFrontCache()), hydrateOnIntentStage]);
    server.state.answer = (res) => {
      const size = Number(res.req.headers["x-chunk"] ?? 7);
      const bytes = Buffer.from(large);
      res.statusCode = 200;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      void (async () => {
        res.flushHeaders();
        for (let at = 0; at < bytes.length; at += size) {
          if (!res.write(new Uint8Array(bytes.subarray(at, at + size))))
            await new Promise((resolve) => res.once("drain", resolve));
        }
        res.end();
      })();
    };
  });
  afterAll(() => server.close());

  /** A GET with the given encoding; a slow reader pauses after every chunk, so the server meets backpressure. */
  function get(encoding: string, chunk: number, slow: boolean) {
    return new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: server.port,
          path: "/courses",
          headers: { "accept-encoding": encoding, "x-chunk": String(chunk) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => {
            chunks.push(c);
            if (slow) {
              res.pause();
              setTimeout(() => res.resume(), 1);
            }
          });
          res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
        },
      );
      req.on("error", reject);
      req.end();
    });
  }

  it.each([
    ["br", 7, false],
    ["gzip", 1, false],
    ["br", 1000, true],
    ["gzip", 65_536, true],
    ["identity", 3, false],
  ] as const)(
    "sends the rewritten page intact as %s, in %i-byte chunks (slow reader: %s)",
    async (encoding, chunk, slow) => {
      const { encoding: sent, body: raw } = await get(encoding, chunk, slow);
      const body = sent === "br" ? zlib.brotliDecompressSync(raw) : sent === "gzip" ? zlib.gunzipSync(raw) : raw;
      expect(sent ?? "identity").toBe(encoding);
      expect(body.toString("utf8")).toBe(makeScriptsInert(large, true));
    },
    30_000,
  );
});

describe("under a Content-Security-Policy nonce", () => {
  const NONCE = "2tgNhM3Tun9U59Tl6s8xCw==";
  const nonced = page
    .replace(/<script( src="[^"]+")? async="">/g, `<script$1 async="" nonce="${NONCE}">`)
    .replace(PRELOAD, PRELOAD.replace(" href=", ` nonce="${NONCE}" href=`));

  it("makes the nonced chunks inert, keeping their attributes, and gives the loader the nonce", () => {
    const out = makeScriptsInert(nonced, true, NONCE);
    expect(out).toContain(`<script data-hydrate-on-intent-src="${CHUNK}" async="" nonce="${NONCE}">`);
    expect(out).toContain(
      `<link rel="hydrate-on-intent-preload" as="script" fetchPriority="low" nonce="${NONCE}" href="${ENTRY}"/>`,
    );
    expect(out).not.toMatch(/<script src="\/_next\/static\/[^"]+" async=""/);
    expect(count(out, loaderTag(NONCE))).toBe(1);
    expect(loaderTag(NONCE).startsWith(`<script nonce="${NONCE}">(function hydrateOnIntent(d, w) {`)).toBe(true);
  });

  it("reads the nonce from the answer's policy header", () => {
    expect(policyNonce(`default-src 'self'; script-src 'nonce-${NONCE}' 'strict-dynamic'`)).toBe(NONCE);
    expect(policyNonce("default-src 'self'")).toBeUndefined();
    expect(policyNonce(undefined)).toBeUndefined();
  });

  it("sends the loader with the nonce of the page's own header", async () => {
    const res = await new Promise<string>((resolve, reject) => {
      const server = http.createServer((_req, response) => {
        response.setHeader("Content-Type", "text/html; charset=utf-8");
        response.setHeader("Content-Security-Policy", `script-src 'nonce-${NONCE}' 'strict-dynamic'`);
        rewriteForHydrateOnIntent(response);
        response.end(nonced);
      });
      server.listen(0, "127.0.0.1", () => {
        const { port } = server.address() as AddressInfo;
        fetch(`http://127.0.0.1:${port}/`)
          .then((r) => r.text())
          .then(resolve, reject)
          .finally(() => server.close());
      });
    });
    expect(count(res, loaderTag(NONCE))).toBe(1);
  });
});
