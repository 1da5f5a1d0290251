import { describe, expect, it } from "vitest";
import { parseProgressBlock, progressPercent, splitProgressBlocks } from "./progress";

describe("parseProgressBlock", () => {
  it("reads out_time_us and whether ffmpeg is done", () => {
    expect(parseProgressBlock(["frame=10", "out_time_us=2500000", "out_time=00:00:02.500000", "progress=continue"])).toEqual({ outTimeSeconds: 2.5, ended: false });
    expect(parseProgressBlock(["out_time_us=60000000", "progress=end"])).toEqual({ outTimeSeconds: 60, ended: true });
  });

  it("falls back to out_time_ms, which also counts microseconds, and prefers out_time_us", () => {
    expect(parseProgressBlock(["out_time_ms=1000000", "progress=continue"]).outTimeSeconds).toBe(1);
    expect(parseProgressBlock(["out_time_us=3000000", "out_time_ms=1000000"]).outTimeSeconds).toBe(3);
  });

  it("ignores N/A, negative values and lines without a key", () => {
    expect(parseProgressBlock(["out_time_us=N/A", "progress=continue"]).outTimeSeconds).toBeNull();
    expect(parseProgressBlock(["out_time_us=-5", "garbage"]).outTimeSeconds).toBeNull();
  });
});

describe("splitProgressBlocks", () => {
  it("returns complete blocks and keeps the unfinished rest", () => {
    const { blocks, rest } = splitProgressBlocks("out_time_us=1\nprogress=continue\nout_time_us=2\nprog");
    expect(blocks).toEqual([["out_time_us=1", "progress=continue"]]);
    expect(rest).toBe("out_time_us=2\nprog");
    const next = splitProgressBlocks(rest + "ress=end\n");
    expect(next.blocks).toEqual([["out_time_us=2", "progress=end"]]);
    expect(next.rest).toBe("");
  });

  it("strips carriage returns", () => {
    expect(splitProgressBlocks("out_time_us=1\r\nprogress=end\r\n").blocks).toEqual([["out_time_us=1", "progress=end"]]);
  });
});

describe("progressPercent", () => {
  it("is the share of the duration written, below 100 until the end", () => {
    expect(progressPercent({ outTimeSeconds: 30, ended: false }, 60)).toBe(50);
    expect(progressPercent({ outTimeSeconds: 60, ended: false }, 60)).toBe(99);
    expect(progressPercent({ outTimeSeconds: 75, ended: false }, 60)).toBe(99);
    expect(progressPercent({ outTimeSeconds: 60, ended: true }, 60)).toBe(100);
  });

  it("is 0 without a time or a duration", () => {
    expect(progressPercent({ outTimeSeconds: null, ended: false }, 60)).toBe(0);
    expect(progressPercent({ outTimeSeconds: 10, ended: false }, 0)).toBe(0);
  });
});
