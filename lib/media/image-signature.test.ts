import { describe, expect, it } from "vitest";
import { detectImageKind } from "./image-signature";

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("detectImageKind", () => {
  it.each([
    ["jpeg (JFIF)", bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, "JFIF"), "jpeg"],
    ["jpeg (EXIF)", bytes(0xff, 0xd8, 0xff, 0xe1, 0x00, 0x10, "Exif"), "jpeg"],
    ["jpeg (3 bytes)", bytes(0xff, 0xd8, 0xff), "jpeg"],
    ["png", bytes(...PNG, 0, 0, 0, 13, "IHDR"), "png"],
    ["png (signature only)", bytes(...PNG), "png"],
    ["gif87a", bytes("GIF87a", 1, 0, 1, 0), "gif"],
    ["gif89a", bytes("GIF89a", 1, 0, 1, 0), "gif"],
    ["webp", bytes("RIFF", 0x24, 0, 0, 0, "WEBP", "VP8 "), "webp"],
    ["webp (12 bytes)", bytes("RIFF", 0, 0, 0, 0, "WEBP"), "webp"],
  ] as const)("recognises %s", (_name, input, kind) => {
    expect(detectImageKind(input)).toBe(kind);
  });

  it("reads a Node Buffer as well", () => {
    expect(detectImageKind(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe("jpeg");
  });

  it.each([
    ["empty input", bytes()],
    ["one JPEG byte", bytes(0xff)],
    ["truncated JPEG", bytes(0xff, 0xd8)],
    ["JPEG with a wrong third byte", bytes(0xff, 0xd8, 0xfe, 0xe0)],
    ["truncated PNG", bytes(...PNG.slice(0, 7))],
    ["PNG with a wrong last signature byte", bytes(...PNG.slice(0, 7), 0x0b)],
    ["PNG without the high bit", bytes(0x09, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ["GIF87b", bytes("GIF87b")],
    ["GIF88a", bytes("GIF88a")],
    ["GIF8 only", bytes("GIF8")],
    ["GIF87 truncated", bytes("GIF87")],
    ["RIFF without WEBP (WAVE)", bytes("RIFF", 0x24, 0, 0, 0, "WAVE", "fmt ")],
    ["RIFF without WEBP (AVI)", bytes("RIFF", 0x24, 0, 0, 0, "AVI ")],
    ["RIFF truncated before WEBP", bytes("RIFF", 0, 0, 0, 0, "WEB")],
    ["RIFF alone", bytes("RIFF")],
    ["WEBP at the wrong offset", bytes("RIFF", "WEBP", 0, 0, 0, 0)],
    ["lower-case riff", bytes("riff", 0, 0, 0, 0, "WEBP")],
    ["text", bytes("just some text")],
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["PDF", bytes("%PDF-1.7")],
    ["BMP", bytes("BM", 0, 0, 0, 0)],
    ["a signature not at the start", bytes(0, ...PNG)],
  ])("refuses %s", (_name, input) => {
    expect(detectImageKind(input)).toBeNull();
  });
});
