import { describe, expect, it } from "vitest";
import { parseServeArgs } from "./serve-args";

describe("parseServeArgs", () => {
  it("reads the flags of next start, then PORT, then 3000", () => {
    expect(parseServeArgs(["start", "--port", "3107", "--hostname", "127.0.0.1"], {})).toEqual({
      port: 3107,
      hostname: "127.0.0.1",
    });
    expect(parseServeArgs(["start", "-p", "8080", "-H", "0.0.0.0"], {})).toEqual({ port: 8080, hostname: "0.0.0.0" });
    expect(parseServeArgs(["start", "--port=3200", "--hostname=::1"], { PORT: "4000" })).toEqual({
      port: 3200,
      hostname: "::1",
    });
    expect(parseServeArgs(["start"], { PORT: "4000" })).toEqual({ port: 4000, hostname: undefined });
    expect(parseServeArgs(["start"], {})).toEqual({ port: 3000, hostname: undefined });
  });

  it("refuses a port that is not one", () => {
    expect(() => parseServeArgs(["start", "--port", "http"], {})).toThrow("not a port: http");
    expect(() => parseServeArgs(["start"], { PORT: "70000" })).toThrow("not a port: 70000");
  });
});
