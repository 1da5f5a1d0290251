import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { compressFilter, parseServeArgs } from "./http-server.mjs";

const response = (type: unknown, status = 200, headers: Record<string, string> = {}) =>
  ({ statusCode: status, getHeader: (name: string) => (name === "Content-Type" ? type : headers[name]) }) as unknown as ServerResponse;
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

describe("parseServeArgs", () => {
  it("reads the flags of next start, then PORT, then 3000", () => {
    expect(parseServeArgs(["start", "--port", "3107", "--hostname", "127.0.0.1"], {})).toEqual({ port: 3107, hostname: "127.0.0.1" });
    expect(parseServeArgs(["start", "-p", "8080", "-H", "0.0.0.0"], {})).toEqual({ port: 8080, hostname: "0.0.0.0" });
    expect(parseServeArgs(["start", "--port=3200", "--hostname=::1"], { PORT: "4000" })).toEqual({ port: 3200, hostname: "::1" });
    expect(parseServeArgs(["start"], { PORT: "4000" })).toEqual({ port: 4000, hostname: undefined });
    expect(parseServeArgs(["start"], {})).toEqual({ port: 3000, hostname: undefined });
  });

  it("refuses a port that is not one", () => {
    expect(() => parseServeArgs(["start", "--port", "http"], {})).toThrow("not a port: http");
    expect(() => parseServeArgs(["start"], { PORT: "70000" })).toThrow("not a port: 70000");
  });
});
