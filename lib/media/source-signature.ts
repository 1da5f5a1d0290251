// Recognises a lesson upload by its first bytes, before ffprobe reads it: the containers
// phones, screen recorders and editors write. The extension and type are the stored source's;
// the demuxer is the one ffmpeg and ffprobe are told to use for it (never their own guess,
// which would follow a playlist or manifest to files the upload never contained).

export type SourceDemuxer = "mov" | "matroska" | "avi";
export type SourceKind = { ext: "mp4" | "mov" | "webm" | "mkv" | "avi"; contentType: string; demuxer: SourceDemuxer };

const KINDS: Record<SourceKind["ext"], SourceKind> = {
  mp4: { ext: "mp4", contentType: "video/mp4", demuxer: "mov" },
  mov: { ext: "mov", contentType: "video/quicktime", demuxer: "mov" },
  webm: { ext: "webm", contentType: "video/webm", demuxer: "matroska" },
  mkv: { ext: "mkv", contentType: "video/x-matroska", demuxer: "matroska" },
  avi: { ext: "avi", contentType: "video/x-msvideo", demuxer: "avi" },
};

/**
 * The ISO BMFF brands of the files a lesson comes as: MP4 and its ISO versions, QuickTime,
 * iTunes/Apple video and sound, 3GPP (Android's recorders), Sony's XAVC, and fragmented MP4.
 */
// prettier-ignore
const KNOWN_BRANDS = new Set([
  "isom", "iso2", "iso3", "iso4", "iso5", "iso6", "iso8", "iso9", "mp41", "mp42", "avc1", "hvc1", "av01", "dash",
  "M4V ", "M4VH", "M4VP", "M4A ", "M4B ", "f4v ", "qt  ", "mmp4", "XAVC", "MSNV",
  "3gp4", "3gp5", "3gp6", "3gp7", "3gp8", "3gp9", "3g2a", "3g2b", "3g2c", "3gr6", "3gs6", "3ge6", "3gg6",
]);

/** An ftyp box is its 8-byte header, a major brand, a minor version and whole compatible brands; real ones are small. */
const FTYP_MAX_BYTES = 1024;

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
const printableBrand = (brand: string) => /^[\x20-\x7e]{4}$/.test(brand);

function isoKind(head: Uint8Array): SourceKind | null {
  if (head.length < 16 || ascii(head, 4, 4) !== "ftyp") return null;
  const size = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
  if (size < 16 || size > FTYP_MAX_BYTES || size % 4 !== 0) return null;
  const major = ascii(head, 8, 4);
  if (!printableBrand(major)) return null;
  // Compatible brands as far as the head holds them.
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= Math.min(size, head.length); at += 4) compatible.push(ascii(head, at, 4));
  if (!KNOWN_BRANDS.has(major) && !compatible.some((b) => KNOWN_BRANDS.has(b))) return null;
  return major === "qt  " ? KINDS.mov : KINDS.mp4;
}

function matroskaKind(head: Uint8Array): SourceKind | null {
  if (head.length < 4 || head[0] !== 0x1a || head[1] !== 0x45 || head[2] !== 0xdf || head[3] !== 0xa3) return null;
  // The EBML header names its document type (element 0x4282) within its first few dozen bytes.
  // Its value follows the ID and a one-byte size.
  const text = ascii(head, 0, Math.min(head.length, SOURCE_HEAD_BYTES));
  for (let at = text.indexOf("\x42\x82", 4); at >= 0; at = text.indexOf("\x42\x82", at + 1)) {
    const value = text.slice(at + 3);
    if (value.startsWith("webm")) return KINDS.webm;
    if (value.startsWith("matroska")) return KINDS.mkv;
  }
  return null;
}

export function detectSourceKind(head: Uint8Array): SourceKind | null {
  const iso = isoKind(head);
  if (iso) return iso;
  const mkv = matroskaKind(head);
  if (mkv) return mkv;
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "AVI ") return KINDS.avi;
  return null;
}

/** The kind of a stored source, from the extension its key was given when it was recognised. */
export function sourceKindOfKey(key: string): SourceKind | null {
  const ext = /\.([a-z0-9]+)$/.exec(key)?.[1];
  return ext && Object.hasOwn(KINDS, ext) ? KINDS[ext as SourceKind["ext"]] : null;
}

/** The format_name ffprobe answers for each forced demuxer: anything else was not read as that container. */
const FORMAT_NAMES: Record<SourceDemuxer, string> = { mov: "mov,mp4,m4a,3gp,3g2,mj2", matroska: "matroska,webm", avi: "avi" };

export function probedFormatMatches(formatName: string, demuxer: SourceDemuxer): boolean {
  return formatName === FORMAT_NAMES[demuxer];
}

export const SOURCE_HEAD_BYTES = 64;
export const notLessonVideoMessage = "This file is not a video we can use. Upload an MP4, MOV, WebM, MKV or AVI file.";
