import { describe, expect, it } from "vitest";
import { detectSourceKind, probedFormatMatches, sourceKindOfKey } from "./source-signature";

const bytes = (...parts: (string | number[])[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));
const size = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
/** An ftyp box of `brands` (major first; the minor version is zeros), as a file's head. */
const ftyp = (major: string, ...compatible: string[]) => bytes(size(16 + 4 * compatible.length), "ftyp", major, [0, 0, 0, 0], ...compatible);

describe("detectSourceKind", () => {
  it("tells MP4 from QuickTime by the ftyp brand", () => {
    expect(detectSourceKind(bytes([0, 0, 0, 0x20], "ftypisom", [0, 0, 2, 0], "isomiso2avc1mp41"))?.ext).toBe("mp4");
    expect(detectSourceKind(bytes([0, 0, 0, 0x14], "ftypqt  ", [0, 0, 0, 0], "qt  "))).toEqual({ ext: "mov", contentType: "video/quicktime", demuxer: "mov" });
  });

  it("accepts the brands phones, recorders and editors write, and reads them all with the mov demuxer", () => {
    for (const brand of ["isom", "mp42", "mp41", "M4V ", "M4A ", "3gp4", "3gp5", "3g2a", "XAVC", "dash", "avc1", "iso5"]) {
      expect(detectSourceKind(ftyp(brand)), brand).toMatchObject({ ext: "mp4", demuxer: "mov" });
    }
  });

  it("accepts an unknown major brand when a compatible brand is known", () => {
    expect(detectSourceKind(ftyp("abcd", "isom"))?.ext).toBe("mp4");
    expect(detectSourceKind(ftyp("abcd", "wxyz"))).toBeNull();
  });

  it("refuses an ftyp box whose size is not a real one", () => {
    expect(detectSourceKind(bytes(size(15), "ftypisom", [0, 0, 0, 0]))).toBeNull(); // shorter than its own fields
    expect(detectSourceKind(bytes(size(18), "ftypisom", [0, 0, 0, 0], "is"))).toBeNull(); // not whole brands
    expect(detectSourceKind(bytes(size(1028), "ftypisom", [0, 0, 0, 0]))).toBeNull(); // larger than any real one
    expect(detectSourceKind(bytes(size(1024), "ftypisom", [0, 0, 0, 0]))?.ext).toBe("mp4");
    expect(detectSourceKind(bytes(size(16), "ftypisom", [0, 0, 0, 0]))?.ext).toBe("mp4");
    expect(detectSourceKind(bytes(size(0), "ftypisom", [0, 0, 0, 0]))).toBeNull();
  });

  it("refuses text that spells ftyp where an MP4 has it: a DASH manifest behind an XML comment", () => {
    const manifest = '<!--ftypjp2 --><MPD xmlns="urn:mpeg:dash:schema:mpd:2011"><BaseURL>/srv/videos/a.mp4</BaseURL></MPD>';
    expect(detectSourceKind(bytes(manifest))).toBeNull();
    expect(detectSourceKind(bytes("<!--ftypisom--><MPD>"))).toBeNull();
    expect(detectSourceKind(bytes("#EXTftypisom\n#EXTM3U\nfile:///etc/passwd"))).toBeNull();
    // A sound box's brand that is no video's (JPEG 2000), even with a plausible size.
    expect(detectSourceKind(ftyp("jp2 "))).toBeNull();
    // Brands are four printable characters.
    expect(detectSourceKind(bytes(size(16), "ftyp", [0, 1, 2, 3], [0, 0, 0, 0]))).toBeNull();
  });

  it("tells WebM from other Matroska by the EBML document type", () => {
    expect(detectSourceKind(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], "webm"))).toMatchObject({ ext: "webm", demuxer: "matroska" });
    expect(detectSourceKind(bytes([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x82, 0x88], "matroska"))).toMatchObject({ ext: "mkv", demuxer: "matroska" });
    // As ffmpeg writes it: the version fields, then the document type.
    const written = bytes([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x88], "matroska");
    expect(detectSourceKind(written)?.ext).toBe("mkv");
  });

  it("refuses an EBML header without a Matroska or WebM document type", () => {
    expect(detectSourceKind(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], "abcd"))).toBeNull();
    expect(detectSourceKind(bytes([0x1a, 0x45, 0xdf, 0xa3], "<MPD>webm matroska"))).toBeNull();
    expect(detectSourceKind(bytes([0x1a, 0x45, 0xdf, 0xa3]))).toBeNull();
  });

  it("recognises AVI", () => {
    expect(detectSourceKind(bytes("RIFF", [1, 2, 3, 4], "AVI LIST"))).toMatchObject({ ext: "avi", demuxer: "avi" });
    expect(detectSourceKind(bytes("RIFF", [1, 2, 3, 4], "WAVEfmt "))).toBeNull();
  });

  it("refuses anything else, and heads too short to tell", () => {
    expect(detectSourceKind(bytes("%PDF-1.7 hello"))).toBeNull();
    expect(detectSourceKind(bytes([0, 0, 0, 0x20], "ftyp"))).toBeNull();
    expect(detectSourceKind(bytes([0, 0, 0, 0x10], "ftypisom"))).toBeNull();
    expect(detectSourceKind(bytes('<?xml version="1.0"?><MPD>'))).toBeNull();
    expect(detectSourceKind(new Uint8Array())).toBeNull();
  });
});

describe("sourceKindOfKey", () => {
  it("gives a stored source's kind from its key's extension", () => {
    expect(sourceKindOfKey("videos/t1/abc.mp4")).toMatchObject({ ext: "mp4", demuxer: "mov" });
    expect(sourceKindOfKey("videos/t1/abc.mov")).toMatchObject({ ext: "mov", demuxer: "mov" });
    expect(sourceKindOfKey("videos/t1/abc.webm")).toMatchObject({ demuxer: "matroska" });
    expect(sourceKindOfKey("videos/t1/abc.mkv")).toMatchObject({ demuxer: "matroska" });
    expect(sourceKindOfKey("videos/t1/abc.avi")).toMatchObject({ demuxer: "avi" });
  });

  it("knows no other extension", () => {
    for (const key of ["videos/t1/abc.mpd", "videos/t1/abc.m3u8", "videos/t1/abc", "videos/t1/abc.toString", "videos/t1/abc.constructor"]) {
      expect(sourceKindOfKey(key), key).toBeNull();
    }
  });
});

describe("probedFormatMatches", () => {
  it("accepts only what ffprobe answers for the forced demuxer", () => {
    expect(probedFormatMatches("mov,mp4,m4a,3gp,3g2,mj2", "mov")).toBe(true);
    expect(probedFormatMatches("matroska,webm", "matroska")).toBe(true);
    expect(probedFormatMatches("avi", "avi")).toBe(true);
    for (const name of ["dash", "hls", "concat", "image2", "mov,mp4,m4a,3gp,3g2,mj2 ", "", "matroska"]) {
      expect(probedFormatMatches(name, "mov"), name).toBe(false);
    }
    expect(probedFormatMatches("mov,mp4,m4a,3gp,3g2,mj2", "matroska")).toBe(false);
  });
});
