import "server-only";
import { createHmac } from "node:crypto";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { safeEqual } from "../../auth/tokens";
import { s3Configured } from "../../config/env-schema";
import { env } from "../../env";

// Short-lived URLs for private files (lesson videos). With S3 and a public bucket origin
// (S3_PUBLIC_URL) they are presigned GETs straight to the bucket; otherwise they point at
// /api/stream, which checks an HMAC of the key and expiry and serves HTTP ranges.

export const SIGNED_URL_TTL_SECONDS = 2 * 60 * 60;

const signature = (key: string, expires: number) =>
  createHmac("sha256", `${env.AUTH_SECRET}:stream`).update(`${key}\n${expires}`).digest("base64url");

let publicS3: S3Client | undefined;

export async function signedFileUrl(
  key: string,
  ttlSeconds = SIGNED_URL_TTL_SECONDS,
  now = Date.now(),
): Promise<{ url: string; expiresAt: Date }> {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  if (s3Configured(env) && env.S3_PUBLIC_URL) {
    publicS3 ??= new S3Client({
      endpoint: env.S3_PUBLIC_URL,
      region: env.S3_REGION,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! },
    });
    const url = await getSignedUrl(publicS3, new GetObjectCommand({ Bucket: env.S3_BUCKET!, Key: key }), {
      expiresIn: ttlSeconds,
    });
    return { url, expiresAt: new Date(expires * 1000) };
  }
  const query = new URLSearchParams({ exp: String(expires), sig: signature(key, expires) });
  return { url: `/api/stream/${key}?${query}`, expiresAt: new Date(expires * 1000) };
}

export type SignatureCheck = "ok" | "expired" | "invalid";

export function checkSignature(key: string, exp: string | null, sig: string | null, now = Date.now()): SignatureCheck {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return "invalid";
  if (!safeEqual(signature(key, Number(exp)), sig)) return "invalid";
  return Number(exp) * 1000 < now ? "expired" : "ok";
}
