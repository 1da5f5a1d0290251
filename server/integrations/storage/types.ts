import type { Readable } from "node:stream";

// Object storage behind one small interface: S3 (MinIO, AWS…) or a folder on disk.

export type ByteRange = { start: number; end?: number };

export type StoredObject = {
  body: Readable;
  /** Size of the whole object. */
  size: number;
  contentType: string;
  /** The bytes actually returned (a range or the whole). */
  contentLength: number;
  range?: { start: number; end: number };
};

export interface Storage {
  readonly kind: "s3" | "local";
  put(key: string, body: Buffer | Readable, options: { contentType: string; contentLength?: number }): Promise<void>;
  /** The object, or a range of it; null when missing. A range past the end throws RangeNotSatisfiable. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  head(key: string): Promise<{ size: number; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

export class RangeNotSatisfiable extends Error {
  constructor(public readonly size: number) {
    super("Requested range not satisfiable");
  }
}

const types: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  svg: "image/svg+xml",
  mp4: "video/mp4",
  webm: "video/webm",
  m4a: "audio/mp4",
  mov: "video/quicktime",
  mkv: "video/x-matroska",
  avi: "video/x-msvideo",
};

export function contentTypeForKey(key: string): string {
  return types[key.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
}

/** Keys the server makes: segments of letters, digits, dot, dash and underscore; no "..". */
export function isSafeKey(key: string): boolean {
  return (
    /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(key) &&
    !key.split("/").includes("..") &&
    key.length <= 300
  );
}

/** Resolves a range against an object's size (inclusive end), or throws RangeNotSatisfiable. */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } {
  const end = Math.min(range.end ?? size - 1, size - 1);
  if (range.start >= size || range.start < 0 || end < range.start) throw new RangeNotSatisfiable(size);
  return { start: range.start, end };
}
