// The S3 storage driver against a real S3-compatible server (s3rver), and the profile
// picture pipeline writing into a bucket.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "@/server/integrations/storage/s3";
import { RangeNotSatisfiable } from "@/server/integrations/storage/types";
import { saveProfilePicture } from "@/server/accounts/profiles";

// s3rver ships no type declarations: describe the little of it used here.
type S3rverInstance = { run(): Promise<{ port: number; address: string }>; close(): Promise<void> };
type S3rverOptions = {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
};
const S3rver = createRequire(import.meta.url)("s3rver") as new (options: S3rverOptions) => S3rverInstance;

const BUCKET = "examprep-test";
let server: S3rverInstance;
let directory: string;
let storage: ReturnType<typeof createS3Storage>;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), "examprep-s3rver-"));
  server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  storage = createS3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    bucket: BUCKET,
    // s3rver knows this key pair; it does not check version-4 signatures.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  });
});

afterAll(async () => {
  storage?.client.destroy();
  await server?.close();
  if (directory) fs.rmSync(directory, { recursive: true, force: true });
});

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const uniqueKey = (ext = "bin") => `tests/${Math.random().toString(36).slice(2)}/object.${ext}`;

describe("S3 storage", () => {
  it("puts, heads, gets and deletes an object", async () => {
    const key = uniqueKey("png");
    expect(storage.kind).toBe("s3");
    await storage.put(key, bytes, { contentType: "image/png" });
    expect(await storage.head(key)).toEqual({ size: bytes.length, contentType: "image/png" });

    const object = await storage.get(key);
    expect(object).not.toBeNull();
    expect(object!.size).toBe(bytes.length);
    expect(object!.contentLength).toBe(bytes.length);
    expect(object!.contentType).toBe("image/png");
    expect(object!.range).toBeUndefined();
    expect((await readAll(object!.body)).equals(bytes)).toBe(true);

    await storage.delete(key);
    expect(await storage.head(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
  });

  it("returns exactly the bytes of a range, with the range and the full size", async () => {
    const key = uniqueKey();
    await storage.put(key, bytes, { contentType: "application/octet-stream" });

    const middle = await storage.get(key, { start: 100, end: 199 });
    expect(middle!.range).toEqual({ start: 100, end: 199 });
    expect(middle!.size).toBe(1000);
    expect(middle!.contentLength).toBe(100);
    expect((await readAll(middle!.body)).equals(bytes.subarray(100, 200))).toBe(true);

    const tail = await storage.get(key, { start: 990 });
    expect(tail!.range).toEqual({ start: 990, end: 999 });
    expect(tail!.size).toBe(1000);
    expect(tail!.contentLength).toBe(10);
    expect((await readAll(tail!.body)).equals(bytes.subarray(990))).toBe(true);

    const clipped = await storage.get(key, { start: 995, end: 5000 });
    expect(clipped!.range).toEqual({ start: 995, end: 999 });
    expect((await readAll(clipped!.body)).equals(bytes.subarray(995))).toBe(true);

    // (Not bytes=0-0: s3rver itself reads an end of 0 as "to the end".)
    const head = await storage.get(key, { start: 0, end: 1 });
    expect(head!.range).toEqual({ start: 0, end: 1 });
    expect(head!.contentLength).toBe(2);
    expect((await readAll(head!.body)).equals(bytes.subarray(0, 2))).toBe(true);
  });

  it("throws RangeNotSatisfiable for a range past the end", async () => {
    const key = uniqueKey();
    await storage.put(key, bytes, { contentType: "application/octet-stream" });
    await expect(storage.get(key, { start: 1000 })).rejects.toBeInstanceOf(RangeNotSatisfiable);
    await expect(storage.get(key, { start: 5000, end: 6000 })).rejects.toBeInstanceOf(RangeNotSatisfiable);
    await expect(storage.get(key, { start: 10, end: 5 })).rejects.toBeInstanceOf(RangeNotSatisfiable);
  });

  it("answers null for a missing key, with or without a range", async () => {
    const key = uniqueKey();
    expect(await storage.get(key)).toBeNull();
    expect(await storage.get(key, { start: 0, end: 10 })).toBeNull();
    expect(await storage.head(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("refuses unsafe keys before calling S3", async () => {
    await expect(storage.put("../escape.png", bytes, { contentType: "image/png" })).rejects.toThrow(
      /unsafe storage key/,
    );
    await expect(storage.get("avatars/../x.png")).rejects.toThrow(/unsafe storage key/);
  });

  it("stores a profile picture in the bucket as WebP without its metadata", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#f00" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "secret-exif" } } })
      .toBuffer();
    const userId = "0190a000-0000-7000-8000-000000000001";
    const saved = await saveProfilePicture(
      userId,
      { fieldName: "file", fileName: "me.jpg", declaredType: "image/jpeg", bytes: jpeg },
      storage,
    );
    expect(saved).toMatchObject({ success: true, url: `/api/media/${saved.key}`, fileName: "me.jpg" });
    expect(saved.key).toMatch(new RegExp(`^avatars/${userId}/[A-Za-z0-9_-]+\\.webp$`));

    expect(await storage.head(saved.key)).toEqual({ size: saved.fileSize, contentType: "image/webp" });
    const object = await storage.get(saved.key);
    const stored = await readAll(object!.body);
    expect(stored.subarray(0, 4).toString("latin1")).toBe("RIFF");
    expect(stored.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(stored.includes("secret-exif")).toBe(false);
    expect(stored.length).toBe(saved.fileSize);
  });

  it("refuses a non-image before writing to the bucket", async () => {
    const userId = "0190a000-0000-7000-8000-000000000002";
    await expect(
      saveProfilePicture(
        userId,
        { fieldName: "file", fileName: "x.png", declaredType: "image/png", bytes: Buffer.from("not an image") },
        storage,
      ),
    ).rejects.toMatchObject({ code: "unsupported_media_type", message: "Please select a valid image file." });
    expect(fs.existsSync(path.join(directory, BUCKET, "avatars", userId))).toBe(false);
  });
});
