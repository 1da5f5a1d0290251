// Recognises a lesson upload by its first bytes, before ffprobe reads it: the containers
// phones, screen recorders and editors write. The extension and type are the stored source's.

export type SourceKind = { ext: "mp4" | "mov" | "webm" | "mkv" | "avi"; contentType: string };

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

export function detectSourceKind(head: Uint8Array): SourceKind | null {
  if (head.length >= 12 && ascii(head, 4, 4) === "ftyp") {
    return ascii(head, 8, 4) === "qt  " ? { ext: "mov", contentType: "video/quicktime" } : { ext: "mp4", contentType: "video/mp4" };
  }
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    // The EBML header names its document type within its first few dozen bytes.
    return ascii(head, 0, Math.min(head.length, 64)).includes("webm") ? { ext: "webm", contentType: "video/webm" } : { ext: "mkv", contentType: "video/x-matroska" };
  }
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "AVI ") return { ext: "avi", contentType: "video/x-msvideo" };
  return null;
}

export const SOURCE_HEAD_BYTES = 64;
export const notLessonVideoMessage = "This file is not a video we can use. Upload an MP4, MOV, WebM, MKV or AVI file.";
