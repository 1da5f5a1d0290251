import { describe, expect, it } from "vitest";
import { parseRange } from "./http-range";

const SIZE = 1000;

describe("parseRange", () => {
  it("no header means the whole file", () => {
    expect(parseRange(null, SIZE)).toBeNull();
    expect(parseRange("", SIZE)).toBeNull();
  });

  it("bytes=a-b is that inclusive range", () => {
    expect(parseRange("bytes=0-99", SIZE)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=100-199", SIZE)).toEqual({ start: 100, end: 199 });
  });

  it("bytes=0-0 is the first byte only", () => {
    expect(parseRange("bytes=0-0", SIZE)).toEqual({ start: 0, end: 0 });
  });

  it("the last byte, asked for in each form", () => {
    expect(parseRange(`bytes=${SIZE - 1}-${SIZE - 1}`, SIZE)).toEqual({ start: SIZE - 1, end: SIZE - 1 });
    expect(parseRange(`bytes=${SIZE - 1}-`, SIZE)).toEqual({ start: SIZE - 1, end: SIZE - 1 });
    expect(parseRange("bytes=-1", SIZE)).toEqual({ start: SIZE - 1, end: SIZE - 1 });
  });

  it("bytes=a- runs to the end", () => {
    expect(parseRange("bytes=100-", SIZE)).toEqual({ start: 100, end: SIZE - 1 });
    expect(parseRange("bytes=0-", SIZE)).toEqual({ start: 0, end: SIZE - 1 });
  });

  it("an end past the last byte is clamped to it", () => {
    expect(parseRange("bytes=900-5000", SIZE)).toEqual({ start: 900, end: SIZE - 1 });
    expect(parseRange("bytes=0-99999999999999999999", SIZE)).toEqual({ start: 0, end: SIZE - 1 });
  });

  it("bytes=-n is the last n bytes", () => {
    expect(parseRange("bytes=-50", SIZE)).toEqual({ start: SIZE - 50, end: SIZE - 1 });
    expect(parseRange(`bytes=-${SIZE}`, SIZE)).toEqual({ start: 0, end: SIZE - 1 });
  });

  it("a suffix larger than the file is the whole file", () => {
    expect(parseRange("bytes=-5000", SIZE)).toEqual({ start: 0, end: SIZE - 1 });
  });

  it("a start at or past the end is unsatisfiable", () => {
    expect(parseRange(`bytes=${SIZE}-`, SIZE)).toBe("unsatisfiable");
    expect(parseRange(`bytes=${SIZE}-${SIZE + 10}`, SIZE)).toBe("unsatisfiable");
    expect(parseRange("bytes=5000-6000", SIZE)).toBe("unsatisfiable");
  });

  it("a zero-length suffix is unsatisfiable", () => {
    expect(parseRange("bytes=-0", SIZE)).toBe("unsatisfiable");
  });

  it("an end before the start is unsatisfiable", () => {
    expect(parseRange("bytes=500-100", SIZE)).toBe("unsatisfiable");
  });

  it("every range of an empty file is unsatisfiable", () => {
    expect(parseRange("bytes=0-", 0)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-0", 0)).toBe("unsatisfiable");
    expect(parseRange("bytes=-50", 0)).toBe("unsatisfiable");
  });

  it("tolerates surrounding whitespace", () => {
    expect(parseRange("  bytes=0-9  ", SIZE)).toEqual({ start: 0, end: 9 });
  });

  it.each([
    "bytes=-",
    "bytes=abc",
    "bytes=a-b",
    "bytes=1-2-3",
    "bytes=0x10-20",
    "bytes= 0-9",
    "bytes=1.5-9",
    "bytes=-1.5",
    "bytes 0-9",
    "items=0-9",
    "0-9",
    "bytes=",
  ])("malformed %j → whole file (null)", (header) => {
    expect(parseRange(header, SIZE)).toBeNull();
  });

  it.each(["bytes=0-9,20-29", "bytes=0-9, 20-29", "bytes=-5,0-1", "bytes=0-,10-"])(
    "multi-range %j → whole file (null)",
    (header) => {
      expect(parseRange(header, SIZE)).toBeNull();
    },
  );
});
