import { describe, expect, it } from "vitest";
import { detectSourceKind } from "./source-signature";

const bytes = (...parts: (string | number[])[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("detectSourceKind", () => {
  it("tells MP4 from QuickTime by the ftyp brand", () => {
    expect(detectSourceKind(bytes([0, 0, 0, 0x20], "ftypisom", [0, 0, 2, 0]))?.ext).toBe("mp4");
    expect(detectSourceKind(bytes([0, 0, 0, 0x14], "ftypqt  ", [0, 0, 0, 0]))).toEqual({ ext: "mov", contentType: "video/quicktime" });
  });

  it("tells WebM from other Matroska by the EBML document type", () => {
    expect(detectSourceKind(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], "webm"))?.ext).toBe("webm");
    expect(detectSourceKind(bytes([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x82, 0x88], "matroska"))?.ext).toBe("mkv");
  });

  it("recognises AVI", () => {
    expect(detectSourceKind(bytes("RIFF", [1, 2, 3, 4], "AVI LIST"))?.ext).toBe("avi");
    expect(detectSourceKind(bytes("RIFF", [1, 2, 3, 4], "WAVEfmt "))).toBeNull();
  });

  it("refuses anything else, and heads too short to tell", () => {
    expect(detectSourceKind(bytes("%PDF-1.7 hello"))).toBeNull();
    expect(detectSourceKind(bytes([0, 0, 0, 0x20], "ftyp"))).toBeNull();
    expect(detectSourceKind(new Uint8Array())).toBeNull();
  });
});
