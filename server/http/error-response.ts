import { ZodError } from "zod";
import { AppError, errorStatus, type ErrorCode } from "./app-error";

export type ErrorBody = { message: string; error: ErrorCode; errors?: Record<string, string> };

/** Field path → first message, e.g. { email: "Please enter a valid email address" }. */
export function zodFieldErrors(err: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of err.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

function prismaCode(err: unknown): string | undefined {
  if (typeof err === "object" && err !== null && "code" in err && typeof err.code === "string" && /^P\d{4}$/.test(err.code)) {
    return err.code;
  }
  return undefined;
}

/**
 * Maps anything a handler threw to the contract's error body. Returns null for an
 * unexpected error: the caller logs it and answers a bare 500.
 */
export function toErrorResponse(err: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } | null {
  if (err instanceof AppError) {
    const body: ErrorBody = { message: err.message, error: err.code };
    if (err.fieldErrors) body.errors = err.fieldErrors;
    return { status: err.status, body, headers: err.headers };
  }
  if (err instanceof ZodError) {
    const errors = zodFieldErrors(err);
    const first = err.issues[0]?.message ?? "Invalid input";
    return { status: 400, body: { message: first, error: "validation_error", errors } };
  }
  switch (prismaCode(err)) {
    case "P2025":
      return { status: errorStatus.not_found, body: { message: "Not found", error: "not_found" } };
    case "P2002":
      return { status: errorStatus.conflict, body: { message: "This already exists", error: "conflict" } };
    default:
      return null;
  }
}
