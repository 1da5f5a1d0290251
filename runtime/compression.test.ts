import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { compressFilter, deferHeaderFlush } from "./compression";

const response = (type: unknown, status = 200, headers: Record<string, string> = {}) =>
  ({
    statusCode: status,
    getHeader: (name: string) => (name === "Content-Type" ? type : headers[name]),
  }) as unknown as ServerResponse;
const req = {} as IncomingMessage;

describe("compressFilter", () => {
  it("compresses JSON however Next.js set its type (a string, or the one-element array of route handlers)", () => {
    expect(compressFilter(req, response("application/json"))).toBe(true);
    expect(compressFilter(req, response(["application/json"]))).toBe(true);
    expect(compressFilter(req, response("text/html; charset=utf-8"))).toBe(true);
    expect(compressFilter(req, response(["text/x-component"]))).toBe(true);
    expect(compressFilter(req, response("application/javascript; charset=UTF-8"))).toBe(true);
  });

  it("leaves alone what is already compressed or has no type", () => {
    expect(compressFilter(req, response("video/mp4"))).toBe(false);
    expect(compressFilter(req, response(["image/webp"]))).toBe(false);
    expect(compressFilter(req, response(undefined))).toBe(false);
    expect(compressFilter(req, response([]))).toBe(false);
  });

  it("never compresses a byte range, whose Content-Range counts uncompressed bytes", () => {
    expect(compressFilter(req, response("image/svg+xml", 206, { "Content-Range": "bytes 0-99/1000" }))).toBe(false);
    expect(compressFilter(req, response(["text/plain"], 206))).toBe(false);
    expect(compressFilter(req, response("image/svg+xml"))).toBe(true);
  });
});

describe("deferHeaderFlush", () => {
  // Serves one answer the way Next.js pipes a body (flushHeaders, then the chunks), counting the
  // writes that reach the socket; `pauseMs` is how long the body takes after the headers.
  async function answer(defer: boolean, pauseMs: number) {
    let socketWrites = 0;
    const server = http.createServer((_req, res) => {
      const socket = res.socket as unknown as { _writev: (...a: unknown[]) => void; _write: (...a: unknown[]) => void };
      for (const method of ["_writev", "_write"] as const) {
        const original = socket[method];
        socket[method] = function (this: unknown, ...args: unknown[]) {
          socketWrites++;
          return original.apply(this, args);
        };
      }
      if (defer) deferHeaderFlush(res);
      res.setHeader("content-type", "application/json");
      res.flushHeaders();
      void Promise.resolve().then(async () => {
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
        res.write('{"ok":');
        res.end("true}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const started = Date.now();
    const result = await new Promise<{ headersAfterMs: number; bodyAfterMs: number; body: string }>(
      (resolve, reject) => {
        http
          .get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, (res) => {
            const headersAfterMs = Date.now() - started;
            let body = "";
            let bodyAfterMs = 0;
            res.on("data", (c: Buffer) => {
              bodyAfterMs ||= Date.now() - started;
              body += c;
            });
            res.on("end", () => resolve({ headersAfterMs, bodyAfterMs, body }));
          })
          .on("error", reject);
      },
    );
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return { ...result, socketWrites };
  }

  it("sends the headers with the body when the body is ready in the same tick: one write instead of two", async () => {
    expect(await answer(false, 0)).toMatchObject({ socketWrites: 2, body: '{"ok":true}' });
    expect(await answer(true, 0)).toMatchObject({ socketWrites: 1, body: '{"ok":true}' });
  });

  it("still sends the headers first when the body is slow to come", async () => {
    // Measured as the gap between the headers and the body, so a busy machine that delays both does not fail it.
    const slow = await answer(true, 600);
    expect(slow.body).toBe('{"ok":true}');
    expect(slow.bodyAfterMs - slow.headersAfterMs).toBeGreaterThan(300);
  });
});
