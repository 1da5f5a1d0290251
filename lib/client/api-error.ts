// What the API says when it refuses a request, as the browser sees it. The body is
// `{ error: <code>, message, errors? }` (docs/contract.md, "HTTP API"); screens decide what
// to do from `code` and show `message`, a sentence meant for the student.

import { errorCodes, type ErrorCode } from "@/lib/api/error-codes";

/** The error codes the API sends, and the one a proxy's timeout (504) gets here. */
export type ApiErrorCode = ErrorCode | "gateway_timeout";

// An answer without our body (a proxy's error page, a platform timeout) still gets a code.
const codeOfStatus: Record<number, ApiErrorCode> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  502: "bad_gateway",
  503: "service_unavailable",
  504: "gateway_timeout",
};

const knownCodes = new Set<string>([...errorCodes, "gateway_timeout"]);

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  /** Per-field messages of a validation error, keyed by the field's name. */
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(status: number, body: unknown) {
    super(messageOf(status, body));
    this.name = "ApiError";
    this.status = status;
    this.code = codeOf(status, body);
    this.fieldErrors = fieldErrorsOf(body);
  }
}

const record = (body: unknown): Record<string, unknown> =>
  body && typeof body === "object" ? (body as Record<string, unknown>) : {};

function codeOf(status: number, body: unknown): ApiErrorCode {
  const code = record(body).error;
  if (typeof code === "string" && knownCodes.has(code)) return code as ApiErrorCode;
  return codeOfStatus[status] ?? (status >= 500 ? "internal_error" : "bad_request");
}

/** The body's message, else "HTTP Error: {status}". */
function messageOf(status: number, body: unknown): string {
  const message = record(body).message;
  return typeof message === "string" && message ? message : `HTTP Error: ${status}`;
}

function fieldErrorsOf(body: unknown): Record<string, string> {
  const errors = record(record(body).errors);
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** The request got no answer at all: offline, or the connection dropped on the way. */
export const isNetworkFailure = (error: unknown) =>
  !(error instanceof ApiError) && !(error instanceof DOMException && error.name === "AbortError");

/** Worth trying again: no answer, or the server (or a proxy before it) failed; a 4xx will fail the same way again. */
export const isTransient = (error: unknown) =>
  error instanceof ApiError ? error.status >= 500 : isNetworkFailure(error);
