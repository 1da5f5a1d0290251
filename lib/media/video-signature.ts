// Recognises a video file by its first bytes: MP4/MOV ("ftyp" at byte 4) or WebM (EBML header).
export type VideoKind = "mp4" | "webm";

export function detectVideoKind(bytes: Uint8Array): VideoKind | null {
  if (bytes.length >= 12 && bytes[4] === 0x66 && bytes[5] === 0x74 && bytes[6] === 0x79 && bytes[7] === 0x70)
    return "mp4";
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return "webm";
  return null;
}

export const MAX_VIDEO_BYTES = 500 * 1024 * 1024;
export const videoMessages = {
  notVideo: "Please upload an MP4 or WebM video file.",
  tooLarge: "Video size must be less than 500MB.",
} as const;
