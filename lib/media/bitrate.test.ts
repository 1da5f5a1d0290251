import { describe, expect, it } from "vitest";
import { averageKbps, bytesAt, megabytes } from "./bitrate";

describe("bitrate maths", () => {
  it("averages a file's bits over its duration in kbps", () => {
    expect(averageKbps(6_000_000, 600)).toBe(80);
    expect(averageKbps(2_400_000, 600)).toBe(32);
    expect(averageKbps(1000, 0)).toBe(0);
    expect(averageKbps(-1, 10)).toBe(0);
  });

  it("gives the bytes a bitrate reaches over a duration", () => {
    expect(bytesAt(80, 600)).toBe(6_000_000);
    expect(bytesAt(150, 600)).toBe(11_250_000);
    expect(bytesAt(32, -5)).toBe(0);
  });

  it("counts megabytes as data plans do", () => {
    expect(megabytes(6_000_000)).toBe(6);
    expect(megabytes(2_449_999)).toBe(2.4);
    expect(megabytes(2_450_000)).toBe(2.5);
  });
});
