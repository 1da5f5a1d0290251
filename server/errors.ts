// The one error type the domain throws. `message` is safe to show to a user; `code` is the
// contract's `error` field, which clients switch on. What HTTP status a code answers is the
// HTTP layer's business (server/http/error-status.ts).

export { errorCodes, type ErrorCode } from "@/lib/api/error-codes";
import type { ErrorCode } from "@/lib/api/error-codes";

// A production build can hold one copy of this module per route and page, while the caches kept
// on globalThis (server/cache/registry.ts) run the loader of whichever copy made them: an error
// thrown by one copy must still be an AppError to another, or a missing quiz is a 500. So
// `instanceof AppError` looks for a brand every copy shares.
const appErrorBrand = Symbol.for("examprep.AppError");

export class AppError extends Error {
  static [Symbol.hasInstance](value: unknown): value is AppError {
    // A subclass (WrongCredentialsError) keeps the ordinary prototype check.
    if (this !== AppError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === "object" && value !== null && appErrorBrand in value;
  }

  readonly code: ErrorCode;
  readonly fieldErrors?: Record<string, string>;
  readonly headers?: Record<string, string>;
  /** Fields the contract adds to this refusal's body beside message and error (a refused payment answers with the payment). */
  readonly details?: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    message: string,
    extra: {
      fieldErrors?: Record<string, string>;
      headers?: Record<string, string>;
      details?: Record<string, unknown>;
      cause?: unknown;
    } = {},
  ) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.name = "AppError";
    this.code = code;
    this.fieldErrors = extra.fieldErrors;
    this.headers = extra.headers;
    this.details = extra.details;
  }
}
Object.defineProperty(AppError.prototype, appErrorBrand, { value: true });

export const notFound = (what: string) => new AppError("not_found", `${what} not found`);
export const forbidden = (message = "You are not allowed to do this") => new AppError("forbidden", message);
export const unauthorized = () => new AppError("unauthorized", "Invalid or expired token");

/** What `work` gives, or null when it answers not_found: a page then draws its own 404 view. */
export async function orNullWhenNotFound<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}
