import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { jsonNestsDeeperThan, MAX_JSON_BODY_DEPTH } from "@/lib/web/json-depth";
import { queryRecord } from "@/lib/web/query-params";
import { AppError } from "../errors";

const MAX_JSON_BYTES = 256 * 1024;

const tooLarge = () => new AppError("payload_too_large", "Request body is too large");
// PostgreSQL cannot store a NUL byte in text; no field of this API has a use for one.
const nulRefused = () => new AppError("bad_request", "The request contains a character that is not allowed");

function hasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (Array.isArray(value)) return value.some(hasNul);
  if (typeof value === "object" && value !== null)
    return Object.entries(value).some(([key, v]) => key.includes("\0") || hasNul(v));
  return false;
}

/**
 * The body as UTF-8 text, refused with 413 as soon as it passes `limit` bytes: a declared
 * Content-Length is checked first, and a chunked body is counted while it streams in, so
 * an oversized request never sits whole in memory.
 */
export async function readBodyText(req: Request, limit: number): Promise<string> {
  if (Number(req.headers.get("content-length") ?? 0) > limit) throw tooLarge();
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** application/json, with or without parameters, or a `+json` type. */
export function isJsonType(contentType: string | null): boolean {
  const type = contentType?.split(";", 1)[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

/**
 * Reads and validates a JSON body: a body sent as another type is a 415 (a form or text/plain
 * is what a cross-site page can send without asking); malformed JSON, a non-object body or a
 * failing rule is a 400, and so is a body nested more than MAX_JSON_BODY_DEPTH deep (refused
 * before it is parsed). No body at all reads as {}. `maxBytes` raises the 256 KB limit for
 * the few bodies that carry a file's text (imports).
 */
export async function readJson<S extends z.ZodType>(
  req: Request,
  schema: S,
  options: { maxBytes?: number } = {},
): Promise<z.output<S>> {
  const text = await readBodyText(req, options.maxBytes ?? MAX_JSON_BYTES);
  if (text !== "" && !isJsonType(req.headers.get("content-type"))) {
    throw new AppError("unsupported_media_type", "Request body must be JSON (Content-Type: application/json)");
  }
  if (jsonNestsDeeperThan(text, MAX_JSON_BODY_DEPTH)) {
    throw new AppError("bad_request", `Request body nests objects and lists more than ${MAX_JSON_BODY_DEPTH} deep`);
  }
  let data: unknown;
  try {
    data = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new AppError("malformed_json", "Request body must be valid JSON");
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new AppError("bad_request", "Request body must be a JSON object");
  }
  if (hasNul(data)) throw nulRefused();
  return schema.parse(data);
}

/** Validates the query string against a schema of string fields; an empty field means "any" (left out). */
export function readQuery<S extends z.ZodType>(req: NextRequest, schema: S): z.output<S> {
  const query = queryRecord(req.nextUrl.searchParams);
  if (hasNul(query)) throw nulRefused();
  return schema.parse(query);
}
