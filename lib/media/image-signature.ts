// Recognises an image by its first bytes (magic numbers), never by the declared type.
export type ImageKind = "jpeg" | "png" | "gif" | "webp";

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);

export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return "gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/** Settings image rule of docs/product-spec.md part 5: under 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const imageMessages = {
  notImage: "Please select a valid image file.",
  tooLarge: "Image size must be less than 5MB.",
} as const;
