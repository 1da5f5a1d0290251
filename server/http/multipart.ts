import "server-only";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { AppError } from "./app-error";

export type UploadedFile = { fieldName: string; fileName: string; declaredType: string; bytes: Buffer };

/**
 * Reads one file field from a multipart request while it streams in, and refuses it with
 * 413 as soon as it reaches `maxBytes` (the whole request is never buffered first).
 */
export async function readSingleFile(
  req: Request,
  options: { field: string; maxBytes: number; tooLargeMessage: string; missingMessage: string },
): Promise<UploadedFile> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType)) {
    throw new AppError("unsupported_media_type", `Send the file as multipart/form-data in a field named "${options.field}"`);
  }
  if (!req.body) throw new AppError("bad_request", options.missingMessage);
  // A declared length far above the limit is refused before reading anything.
  if (Number(req.headers.get("content-length") ?? 0) > options.maxBytes + 64 * 1024) {
    throw new AppError("payload_too_large", options.tooLargeMessage);
  }

  return new Promise<UploadedFile>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // The limit is one byte under maxBytes: a file of exactly maxBytes is refused ("less than").
      parser = busboy({ headers: { "content-type": contentType }, limits: { fileSize: options.maxBytes - 1, files: 1, fields: 10, parts: 11 } });
    } catch {
      reject(new AppError("bad_request", "Malformed multipart body"));
      return;
    }
    const source = Readable.fromWeb(req.body as NodeReadableStream);
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
        found = { fieldName: name, fileName: info.filename ?? "upload", declaredType: info.mimeType, bytes: Buffer.concat(chunks) };
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
