import http, { type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOADER, deferScriptsAfterLoad, makeScriptsInert, rewriteHead, splitAtOpenTag } from "./scripts-after-load.mjs";

const OPT_IN = '<meta name="examprep-scripts" content="after-load"/>';
const CHUNK = "/_next/static/chunks/2udfe9vnqt18g.js";
const ENTRY = "/_next/static/chunks/1qhkxvx29u7za.js";

// A page as Next.js 16 writes it: the framework's async scripts and a script preload in the
// head, the noModule polyfill, and the entry chunk again in the body after the runtime's push.
const head = (meta: string) =>
  '<!DOCTYPE html><html lang="en-NG"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/1frt4zqjeoqdh.css" data-precedence="next"/>' +
  `<link rel="preload" as="script" fetchPriority="low" href="${ENTRY}"/>` +
  `<script src="${CHUNK}" async=""></script>` +
  '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>' +
  `<title>All Courses · ExamPrep</title>${meta}` +
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script></head>';
const body =
  '<body><h1>Cours ₦5,000 — “JAMB”</h1><script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>' +
  `<script src="${ENTRY}" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;

const inert = (url: string) => `<script data-after-load-src="${url}" async="">`;

describe("makeScriptsInert", () => {
  it("turns Next.js's async chunks into inert tags and their preloads into inert links", () => {
    const out = makeScriptsInert(head(OPT_IN) + body);
    expect(out).toContain(inert(CHUNK));
    expect(out).toContain(inert("/_next/static/chunks/turbopack-077hmtqrhcoji.js"));
    expect(out).toContain(inert(ENTRY));
    expect(out).toContain(`<link rel="examprep-after-load" as="script" fetchPriority="low" href="${ENTRY}"/>`);
    expect(out).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
    expect(out).not.toContain('rel="preload" as="script"');
  });

  it("leaves the stylesheet, inline scripts, the noModule polyfill and other hosts' scripts alone", () => {
    const other = '<script src="https://example.com/x.js" async=""></script><script src="/sw.js" async=""></script>';
    const out = makeScriptsInert(head(OPT_IN) + body + other);
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/1frt4zqjeoqdh.css" data-precedence="next"/>');
    expect(out).toContain('<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>');
    expect(out).toContain('<script id="_R_">');
    expect(out).toContain(other);
  });

  it("leaves image preloads alone", () => {
    const preload = '<link rel="preload" as="image" href="/thumbnails/biology.svg" fetchPriority="high"/>';
    expect(makeScriptsInert(preload)).toBe(preload);
  });
});

describe("rewriteHead", () => {
  it("rewrites a head that opts in and puts the loader last in it", () => {
    const { head: out, optedIn } = rewriteHead(head(OPT_IN));
    expect(optedIn).toBe(true);
    expect(out.endsWith(`${LOADER}</head>`)).toBe(true);
    expect(out).toContain(inert(CHUNK));
  });

  it("returns any other head unchanged", () => {
    expect(rewriteHead(head(""))).toEqual({ head: head(""), optedIn: false });
    expect(rewriteHead(head('<meta name="examprep-scripts" content="eager"/>')).optedIn).toBe(false);
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

describe("deferScriptsAfterLoad, over a socket", () => {
  type Answer = (res: ServerResponse) => void;
  let answer: Answer = (res) => res.end();
  let server: http.Server;
  let base = "";

  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      deferScriptsAfterLoad(res);
      answer(res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function fetchWith(handler: Answer) {
    answer = handler;
    const res = await fetch(base);
    return { status: res.status, headers: res.headers, text: await res.text() };
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

  const page = head(OPT_IN) + body;
  const expected = rewriteHead(head(OPT_IN)).head + makeScriptsInert(body);

  it.each([1, 2, 3, 7, 64, 1000, 100_000])("rewrites an opted-in page written in chunks of %i bytes", async (size) => {
    const { text, headers } = await fetchWith(inChunks(page, size));
    expect(text).toBe(expected);
    // The rewritten page is longer than the length Next.js announced, which must not go out.
    expect(headers.get("content-length")).toBeNull();
  });

  it("rewrites a page written with end() alone, or as strings", async () => {
    expect(
      (
        await fetchWith((res) => {
          res.setHeader("Content-Type", "text/html");
          res.end(Buffer.from(page));
        })
      ).text,
    ).toBe(expected);
    expect(
      (
        await fetchWith((res) => {
          res.setHeader("Content-Type", "text/html");
          res.write(page.slice(0, 100), "utf8");
          res.end(page.slice(100));
        })
      ).text,
    ).toBe(expected);
  });

  it("sends a page that does not opt in byte for byte, and keeps its length", async () => {
    const plain = head("") + body;
    const { text, headers } = await fetchWith(inChunks(plain, 5));
    expect(text).toBe(plain);
    expect(headers.get("content-length")).toBe(String(Buffer.byteLength(plain)));
  });

  it("never touches an answer that is not HTML", async () => {
    const json = JSON.stringify({ html: page });
    const { text, headers } = await fetchWith(inChunks(json, 9, "application/json"));
    expect(text).toBe(json);
    expect(headers.get("content-length")).toBe(String(Buffer.byteLength(json)));
  });

  it("passes through a document whose head never ends within 64 KB", async () => {
    const long = `<html><head>${OPT_IN}${"<meta name=x>".repeat(6000)}<script src="${CHUNK}" async=""></script>`;
    const { text, headers } = await fetchWith(inChunks(long, 4096));
    expect(text).toBe(long);
    expect(headers.get("content-length")).toBe(String(Buffer.byteLength(long)));
  });

  it("passes through a page whose headers were sent before its first chunk", async () => {
    const { text } = await fetchWith((res) => {
      res.writeHead(200, { "Content-Type": "text/html" });
      res.flushHeaders();
      setTimeout(() => res.end(page), 5);
    });
    expect(text).toBe(page);
  });

  it("sends what is held, with its length, when the page ends without closing its head", async () => {
    const cut = head(OPT_IN).slice(0, -20);
    const { text, headers } = await fetchWith(inChunks(cut, 10));
    expect(text).toBe(cut);
    expect(headers.get("content-length")).toBe(String(Buffer.byteLength(cut)));
  });

  it("calls each write's callback, also for a chunk it holds back", async () => {
    const calls: string[] = [];
    await fetchWith((res) => {
      res.setHeader("Content-Type", "text/html");
      res.write(head(OPT_IN).slice(0, 50), () => calls.push("held"));
      res.write(head(OPT_IN).slice(50) + body, "utf8", () => calls.push("sent"));
      res.end(() => calls.push("ended"));
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.sort()).toEqual(["ended", "held", "sent"]);
  });

  it("answers a request with no body", async () => {
    const { status, text } = await fetchWith((res) => {
      res.statusCode = 204;
      res.end();
    });
    expect(status).toBe(204);
    expect(text).toBe("");
  });
});
