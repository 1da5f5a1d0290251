import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { requestIdOf, requestIdStage } from "./request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("requestIdOf", () => {
  it("keeps the caller's id, at most 64 characters", () => {
    expect(requestIdOf("trace-42")).toBe("trace-42");
    expect(requestIdOf("a".repeat(100))).toBe("a".repeat(64));
  });

  it("makes a new one when there is none, or it is empty or repeated", () => {
    expect(requestIdOf(undefined)).toMatch(UUID);
    expect(requestIdOf("")).toMatch(UUID);
    expect(requestIdOf(["a", "b"])).toMatch(UUID);
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined));
  });
});

describe("requestIdStage", () => {
  it("writes the same id on the request and on the answer, then goes on", () => {
    const req = { headers: {} } as IncomingMessage;
    const sent: Record<string, unknown> = {};
    const res = { setHeader: (name: string, value: unknown) => (sent[name] = value) } as unknown as ServerResponse;
    let went = false;
    requestIdStage(req, res, () => (went = true));
    expect(went).toBe(true);
    expect(req.headers["x-request-id"]).toMatch(UUID);
    expect(sent["x-request-id"]).toBe(req.headers["x-request-id"]);
  });
});
