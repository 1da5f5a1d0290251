import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { contentTypeForKey, isSafeKey, RangeNotSatisfiable, resolveRange, type Storage } from "./types";

export type S3Config = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.$metadata.httpStatusCode === 404 || err.name === "NoSuchKey" || err.name === "NotFound");

export function createS3Storage(config: S3Config): Storage & { client: S3Client; bucket: string } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;
  const checked = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return key;
  };

  async function head(key: string) {
    try {
      const out = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
      return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? contentTypeForKey(key) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  return {
    kind: "s3",
    client,
    bucket: Bucket,
    async put(key, body, options) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: body,
          ContentType: options.contentType,
          ContentLength: options.contentLength ?? (Buffer.isBuffer(body) ? body.length : undefined),
        }),
      );
    },
    async get(key, range) {
      let resolved: { start: number; end: number } | undefined;
      if (range) {
        const meta = await head(key);
        if (!meta) return null;
        resolved = resolveRange(range, meta.size);
      }
      try {
        const out = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: checked(key),
            Range: resolved ? `bytes=${resolved.start}-${resolved.end}` : undefined,
          }),
        );
        const contentLength = out.ContentLength ?? 0;
        const size = resolved ? Number(out.ContentRange?.split("/")[1] ?? contentLength) : contentLength;
        return {
          body: out.Body as Readable,
          size,
          contentType: out.ContentType ?? contentTypeForKey(key),
          contentLength,
          range: resolved,
        };
      } catch (err) {
        if (isMissing(err)) return null;
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 416) throw new RangeNotSatisfiable(0);
        throw err;
      }
    },
    head,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
  };
}
