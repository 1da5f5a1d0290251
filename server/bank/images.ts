import "server-only";
import sharp from "sharp";
import { detectImageKind } from "@/lib/media/image-signature";
import { looksLikeSvg, svgProblem } from "@/lib/media/svg-safety";
import { randomToken } from "../auth/tokens";
import { AppError } from "../errors";
import { getStorage } from "../integrations/storage";
import type { Storage } from "../integrations/storage/types";
import type { UploadedFile } from "../storage/received-file";
import { assertTutorQuota, recordStoredObject } from "../storage/stored-objects";
import { mediaUrl } from "../accounts/users";
import { BANK_IMAGE_PREFIX } from "./owned";

// Images for questions and diagrams: PNG, JPEG or WebP (recognised by their first bytes, never
// the declared type, and re-encoded in the same format so metadata such as a phone's location
// is dropped, at most 1600 px wide), or SVG with no script, handlers or outside references.
// Stored under bank/<tutor>/ and entered in the ledger against the tutor's quota.

export const BANK_IMAGE_MAX_BYTES = 1024 * 1024;
const MAX_WIDTH = 1600;

export const bankImageMessages = {
  notImage: "Upload a PNG, JPEG, WebP or SVG image",
  tooLarge: "The image must be smaller than 1 MB",
  missing: "Choose an image to upload in the field named file",
} as const;

type Encoded = { bytes: Buffer; extension: string; contentType: string };

async function reencode(bytes: Buffer, kind: "png" | "jpeg" | "webp"): Promise<Encoded> {
  try {
    const image = sharp(bytes, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true });
    if (kind === "png")
      return { bytes: await image.png({ compressionLevel: 9 }).toBuffer(), extension: "png", contentType: "image/png" };
    if (kind === "jpeg")
      return {
        bytes: await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer(),
        extension: "jpg",
        contentType: "image/jpeg",
      };
    return { bytes: await image.webp({ quality: 85 }).toBuffer(), extension: "webp", contentType: "image/webp" };
  } catch {
    throw new AppError("unsupported_media_type", bankImageMessages.notImage);
  }
}

async function encode(file: UploadedFile): Promise<Encoded> {
  const kind = detectImageKind(file.bytes);
  if (kind === "png" || kind === "jpeg" || kind === "webp") return reencode(file.bytes, kind);
  if (kind === null && looksLikeSvg(file.bytes)) {
    const problem = svgProblem(file.bytes);
    if (problem) throw new AppError("unsupported_media_type", problem);
    return { bytes: file.bytes, extension: "svg", contentType: "image/svg+xml" };
  }
  throw new AppError("unsupported_media_type", bankImageMessages.notImage);
}

export async function storeBankImage(
  tutorId: string,
  file: UploadedFile,
  storage: Storage = getStorage(),
): Promise<{ key: string; url: string }> {
  const encoded = await encode(file);
  await assertTutorQuota(tutorId, encoded.bytes.length);
  const key = `${BANK_IMAGE_PREFIX}${tutorId}/${randomToken(12)}.${encoded.extension}`;
  await storage.put(key, encoded.bytes, { contentType: encoded.contentType, contentLength: encoded.bytes.length });
  await recordStoredObject(key, tutorId, encoded.bytes.length);
  return { key, url: mediaUrl(key) };
}
