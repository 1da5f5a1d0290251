import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { AppError } from "./app-error";

const MAX_JSON_BYTES = 256 * 1024;

/** Reads and validates a JSON body: malformed JSON, a non-object body or a failing rule is a 400. */
export async function readJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > MAX_JSON_BYTES) throw new AppError("payload_too_large", "Request body is too large");
  const text = await req.text();
  if (text.length > MAX_JSON_BYTES) throw new AppError("payload_too_large", "Request body is too large");
  let data: unknown;
  try {
    data = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new AppError("malformed_json", "Request body must be valid JSON");
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new AppError("bad_request", "Request body must be a JSON object");
  }
  return schema.parse(data);
}

/** Validates the query string against a schema of string fields. */
export function readQuery<S extends z.ZodType>(req: NextRequest, schema: S): z.output<S> {
  return schema.parse(Object.fromEntries(req.nextUrl.searchParams.entries()));
}
