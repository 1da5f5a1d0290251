import { describe, expect, it } from "vitest";
import { readMp4Header } from "./mp4-header";

// Hand-built MP4 headers: a box is a 32-bit size, a four-letter type and its content.
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u64 = (n: number) => [...u32(Math.floor(n / 2 ** 32)), ...u32(n >>> 0)];
const latin1 = (s: string) => [...s].map((c) => c.charCodeAt(0));
const box = (type: string, ...content: number[][]) => {
  const body = content.flat();
  return [...u32(8 + body.length), ...latin1(type), ...body];
};
const mvhd0 = (timescale: number, duration: number) =>
  box("mvhd", [0, 0, 0, 0], u32(0), u32(0), u32(timescale), u32(duration), new Array(80).fill(0));
const mvhd1 = (timescale: number, duration: number) =>
  box("mvhd", [1, 0, 0, 0], u64(0), u64(0), u32(timescale), u64(duration), new Array(80).fill(0));
const titleBox = (title: string) =>
  box(
    "udta",
    box(
      "meta",
      [0, 0, 0, 0],
      box("hdlr", new Array(25).fill(0)),
      box("ilst", box("\u00a9nam", box("data", u32(1), u32(0), [...new TextEncoder().encode(title)]))),
    ),
  );
const file = (...top: number[][]) => new Uint8Array([...box("ftyp", latin1("isom"), u32(512)), ...top.flat()]);

describe("readMp4Header", () => {
  it("reads the length from a version 0 movie header and the title from the metadata", () => {
    const header = readMp4Header(
      file(
        box("moov", mvhd0(1000, 7000), titleBox("Surds: Simplification and Rationalisation")),
        box("mdat", [1, 2, 3]),
      ),
    );
    expect(header).toEqual({ durationSeconds: 7, title: "Surds: Simplification and Rationalisation" });
  });

  it("reads a version 1 (64-bit) movie header after the media data, and a title in any script", () => {
    const header = readMp4Header(
      file(box("mdat", new Array(40).fill(9)), box("moov", mvhd1(90000, 90000 * 5.5), titleBox("Ọ̀rọ̀ Àpèjúwe"))),
    );
    expect(header).toEqual({ durationSeconds: 5.5, title: "Ọ̀rọ̀ Àpèjúwe" });
  });

  it("gives no title when the file has no metadata", () => {
    expect(readMp4Header(file(box("moov", mvhd0(600, 2400)))).title).toBeNull();
  });

  it("refuses a file without a movie header, or one whose boxes overrun it", () => {
    expect(() => readMp4Header(file(box("mdat", [0])))).toThrow(/moov\/mvhd/);
    const truncated = file(box("moov", mvhd0(1000, 5000))).subarray(0, 40);
    expect(() => readMp4Header(truncated)).toThrow(/overruns/);
  });
});
