import http, { type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_STATUS_META } from "../lib/web/page-status";
import { compressionStage } from "./compression";
import { createFrontCache, frontCacheStage } from "./front-cache";
import { hydrateOnIntentStage, makeScriptsInert } from "./hydrate-on-intent";
import { MOST_HELD_BYTES, namedStatus, pageStatusStage } from "./page-status";
import { compose } from "./stage";

const tag = (code: number) => `<meta name="${PAGE_STATUS_META}" content="${code}"/>`;
const pageWith = (headExtra: string, body = "<h1>Course Not Found — ₦5,000</h1>") =>
  `<!DOCTYPE html><html lang="en-NG"><head><meta charSet="utf-8"/><title>Course Not Found · ExamPrep</title>${headExtra}` +
  `<script src="/_next/static/chunks/a.js" async=""></script></head><body>${body}</body></html>`;

describe("namedStatus", () => {
  it("reads the status a page names in its head", () => {
    expect(namedStatus(pageWith(tag(404)))).toBe(404);
    expect(namedStatus(pageWith(tag(503)))).toBe(503);
    // As React writes it when the head is cut short (the tag is whole): still read.
    expect(namedStatus(`<html><head>${tag(404)}`)).toBe(404);
  });

  it("reads nothing from a page without the tag, a tag in the body, or another status", () => {
    expect(namedStatus(pageWith(""))).toBeUndefined();
    expect(namedStatus(pageWith("", tag(404)))).toBeUndefined();
    expect(namedStatus(pageWith(tag(200)))).toBeUndefined();
    expect(namedStatus(pageWith(tag(302)))).toBeUndefined();
    expect(namedStatus(pageWith(`<meta name="other" content="404"/>`))).toBeUndefined();
  });
});

type Answer = (res: ServerResponse) => void;

/** Writes `doc` as Next.js does: headers flushed on their own, then chunks of `size` bytes. */
const asNext =
  (doc: string, size: number, type = "text/html; charset=utf-8", status = 200): Answer =>
  (res) => {
    const bytes = Buffer.from(doc, "utf8");
    res.statusCode = status;
    res.setHeader("Content-Type", type);
    res.flushHeaders();
    void (async () => {
      for (let at = 0; at < bytes.length; at += size) {
        if (!res.write(bytes.subarray(at, at + size))) await new Promise((resolve) => res.once("drain", resolve));
        // A page whose chunks come apart in time, so a flushed header would have left already.
        if (at === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      res.end();
    })();
  };

// The order of runtime/pipeline.ts, this stage nearest the app.
describe("pageStatusStage inside the pipeline", () => {
  const state: { answer: Answer } = { answer: (res) => res.end() };
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer(
      compose(
        [compressionStage(), frontCacheStage(createFrontCache()), hydrateOnIntentStage, pageStatusStage],
        (_req, res) => state.answer(res),
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function get(answer: Answer, { path = "/courses/no-such-course", method = "GET", encoding = "identity" } = {}) {
    state.answer = answer;
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers: { "accept-encoding": encoding } });
    return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
  }

  it.each([1, 6, 7, 100, 100_000])("answers the status the page names, written in %i-byte chunks", async (size) => {
    const page = pageWith(tag(404));
    const res = await get(asNext(page, size));
    expect(res.status).toBe(404);
    // The page goes on as written (here made inert for hydrate-on-intent, as any public page).
    expect(res.text).toBe(makeScriptsInert(page, true));
  });

  it("sends a page that names no status as it came, with Next.js's status", async () => {
    const page = pageWith("");
    expect(await get(asNext(page, 9))).toMatchObject({ status: 200, text: makeScriptsInert(page, true) });
    expect((await get(asNext(page, 9, "text/html", 500))).status).toBe(500);
    // A status Next.js gave is kept: the page's own is only for a page Next.js answered 200.
    expect((await get(asNext(pageWith(tag(503)), 9, "text/html", 404))).status).toBe(404);
  });

  it("works under compression, and for a page written with end() alone", async () => {
    const page = pageWith(tag(503));
    const br = await get(asNext(page, 50), { encoding: "br" });
    expect(br).toMatchObject({ status: 503, text: makeScriptsInert(page, true) });
    const whole = await get((res) => {
      res.setHeader("Content-Type", "text/html");
      res.end(page);
    });
    expect(whole.status).toBe(503);
  });

  it("never reads an answer that is not HTML, nor one to another method", async () => {
    const payload = `0:${tag(404)}`;
    expect(await get(asNext(payload, 4, "text/x-component"))).toMatchObject({ status: 200, text: payload });
    expect((await get(asNext(pageWith(tag(404)), 9), { method: "POST" })).status).toBe(200);
  });

  it("lets a page whose head does not end go out past a limit, as it came", async () => {
    const page = `<!DOCTYPE html><html><head>${"<meta name=x content=y/>".repeat(MOST_HELD_BYTES / 10)}${tag(404)}</head></html>`;
    const res = await get(asNext(page, 1000));
    expect(res.status).toBe(200);
    expect(res.text).toBe(page);
  });
});
