import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { detectVideoKind } from "./video-signature";

const samples = path.resolve(import.meta.dirname, "../../media/samples");
const head = (file: string) => {
  const fd = fs.openSync(path.join(samples, file), "r");
  try {
    const bytes = Buffer.alloc(64);
    fs.readSync(fd, bytes, 0, 64, 0);
    return bytes;
  } finally {
    fs.closeSync(fd);
  }
};

/** An ISO base media header: box size, "ftyp", a brand. */
const ftyp = (brand: string) =>
  Buffer.concat([Buffer.from([0x00, 0x00, 0x00, 0x20]), Buffer.from("ftyp"), Buffer.from(brand), Buffer.alloc(20)]);

describe("detectVideoKind", () => {
  it("recognises the bundled MP4 samples", () => {
    expect(detectVideoKind(head("lesson-1.mp4"))).toBe("mp4");
    expect(detectVideoKind(head("lesson-1-low.mp4"))).toBe("mp4");
  });

  it.each(["isom", "mp42", "qt  ", "M4V "])("an ftyp box with brand %j is mp4", (brand) => {
    expect(detectVideoKind(ftyp(brand))).toBe("mp4");
  });

  it("an EBML header is webm", () => {
    expect(detectVideoKind(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]))).toBe("webm");
    expect(detectVideoKind(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toBe("webm");
  });

  it("needs 12 bytes for an ftyp box", () => {
    expect(detectVideoKind(ftyp("isom").subarray(0, 11))).toBeNull();
    expect(detectVideoKind(ftyp("isom").subarray(0, 12))).toBe("mp4");
  });

  it.each([
    ["empty", Buffer.alloc(0)],
    ["text", Buffer.from("this is not a video at all, only text")],
    ["PNG", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])],
    ["JPEG", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])],
    ["PDF", Buffer.from("%PDF-1.7\n%âãÏÓ\n")],
    ["ftyp at the wrong offset", Buffer.concat([Buffer.from("ftyp"), Buffer.alloc(12)])],
    ["truncated EBML", Buffer.from([0x1a, 0x45, 0xdf])],
  ])("%s is not a video", (_label, bytes) => {
    expect(detectVideoKind(bytes)).toBeNull();
  });
});
