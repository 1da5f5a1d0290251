import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { AppError } from "../errors";
import type { SpooledFile, UploadedFile } from "../storage/received-file";

type FileOptions = { field: string; maxBytes: number; tooLargeMessage: string; missingMessage: string };

/**
 * The checks both readers share: a multipart body, not declared far above the limit, and a
 * busboy parser fed from the request stream. busboy refuses a file that reaches fileSize,
 * so a file of exactly maxBytes is refused ("less than").
 */
function openMultipart(req: Request, options: FileOptions): { parser: busboy.Busboy; source: Readable } {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType)) {
    throw new AppError(
      "unsupported_media_type",
      `Send the file as multipart/form-data in a field named "${options.field}"`,
    );
  }
  if (!req.body) throw new AppError("bad_request", options.missingMessage);
  // A declared length far above the limit is refused before reading anything.
  if (Number(req.headers.get("content-length") ?? 0) > options.maxBytes + 64 * 1024)
    throw new AppError("payload_too_large", options.tooLargeMessage);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { fileSize: options.maxBytes, files: 1, fields: 10, parts: 11 },
    });
  } catch {
    throw new AppError("bad_request", "Malformed multipart body");
  }
  return { parser, source: Readable.fromWeb(req.body as NodeReadableStream) };
}

/**
 * Reads one file field from a multipart request while it streams in, and refuses it with
 * 413 as soon as it reaches `maxBytes` (the whole request is never buffered first).
 */
export async function readSingleFile(req: Request, options: FileOptions): Promise<UploadedFile> {
  const { parser, source } = openMultipart(req, options);
  return new Promise<UploadedFile>((resolve, reject) => {
    let found: UploadedFile | null = null;
    let failed = false;
    const fail = (err: AppError) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.destroy();
      reject(err);
    };

    parser.on("file", (name, stream, info) => {
      if (name !== options.field || found) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail(new AppError("payload_too_large", options.tooLargeMessage)));
      stream.on("end", () => {
        if (failed) return;
        found = {
          fieldName: name,
          fileName: info.filename ?? "upload",
          declaredType: info.mimeType,
          bytes: Buffer.concat(chunks),
        };
      });
    });
    parser.on("error", () => fail(new AppError("bad_request", "Malformed multipart body")));
    parser.on("close", () => {
      if (failed) return;
      if (!found || found.bytes.length === 0) reject(new AppError("bad_request", options.missingMessage));
      else resolve(found);
    });
    source.on("error", () => fail(new AppError("bad_request", "The upload was interrupted")));
    source.pipe(parser);
  });
}

/**
 * Streams one file field to a temporary file (large uploads such as videos never sit in
 * memory), refusing it with 413 as soon as it reaches `maxBytes`. The caller removes
 * `path` when done. `head` holds the first bytes, for recognising the type.
 */
export async function spoolSingleFile(req: Request, options: FileOptions): Promise<SpooledFile> {
  const { parser, source } = openMultipart(req, options);
  const tempPath = path.join(os.tmpdir(), `examprep-upload-${randomBytes(8).toString("hex")}`);

  return new Promise<SpooledFile>((resolve, reject) => {
    let result: SpooledFile | null = null;
    let writing: Promise<void> | null = null;
    let failed = false;
    const fail = (err: AppError) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.destroy();
      fs.rm(tempPath, { force: true }, () => reject(err));
    };

    parser.on("file", (name, stream, info) => {
      if (name !== options.field || writing) {
        stream.resume();
        return;
      }
      const out = fs.createWriteStream(tempPath);
      const headChunks: Buffer[] = [];
      let headLength = 0;
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (headLength < 64) {
          headChunks.push(chunk.subarray(0, 64 - headLength));
          headLength += Math.min(chunk.length, 64 - headLength);
        }
      });
      stream.on("limit", () => fail(new AppError("payload_too_large", options.tooLargeMessage)));
      writing = new Promise<void>((done, broke) => {
        out.on("finish", done);
        out.on("error", broke);
      }).then(() => {
        result = {
          fileName: info.filename ?? "upload",
          declaredType: info.mimeType,
          path: tempPath,
          size,
          head: Buffer.concat(headChunks),
        };
      });
      stream.pipe(out);
    });
    parser.on("error", () => fail(new AppError("bad_request", "Malformed multipart body")));
    parser.on("close", async () => {
      if (failed) return;
      try {
        await writing;
      } catch {
        return fail(new AppError("internal_error", "The upload could not be saved"));
      }
      if (failed) return;
      if (!result || result.size === 0) {
        fs.rm(tempPath, { force: true }, () => reject(new AppError("bad_request", options.missingMessage)));
      } else resolve(result);
    });
    source.on("error", () => fail(new AppError("bad_request", "The upload was interrupted")));
    source.pipe(parser);
  });
}
