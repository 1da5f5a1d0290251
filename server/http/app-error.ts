// The one error type services throw. `message` is safe to show to a user; the status
// comes from one table so 401/403/404/409 mean the same thing everywhere.

export const errorStatus = {
  bad_request: 400,
  validation_error: 400,
  malformed_json: 400,
  unauthorized: 401,
  /** Right password, address not verified yet: the sign-in screen offers a new link. */
  email_not_verified: 401,
  forbidden: 403,
  cross_site_request: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  bad_gateway: 502,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { fieldErrors?: Record<string, string>; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.name = "AppError";
    this.code = code;
    this.fieldErrors = extra.fieldErrors;
    this.headers = extra.headers;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (what: string) => new AppError("not_found", `${what} not found`);
export const forbidden = (message = "You are not allowed to do this") => new AppError("forbidden", message);
export const unauthorized = () => new AppError("unauthorized", "Invalid or expired token");
