import { ZodError } from "zod";
import { AppError, type ErrorCode } from "../errors";
import { errorStatus } from "./error-status";

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
  if (
    typeof err === "object" &&
    err !== null &&
    "code" in err &&
    typeof err.code === "string" &&
    /^P\d{4}$/.test(err.code)
  ) {
    return err.code;
  }
  return undefined;
}

type Mapped = { status: number; body: ErrorBody & Record<string, unknown>; headers?: Record<string, string> };

// The database is down, unreachable or overloaded: worth trying again shortly.
const unavailable: Mapped = {
  status: errorStatus.service_unavailable,
  body: { message: "The service is briefly unavailable. Please try again in a moment.", error: "service_unavailable" },
  headers: { "retry-after": "5" },
};
// PostgreSQL refuses text with a NUL byte (22021): the input was bad, whichever field held it.
const nulByte: Mapped = {
  status: errorStatus.bad_request,
  body: { message: "The request contains a character that is not allowed", error: "bad_request" },
};

// Prisma's codes for a database it cannot reach, a connection it lost, a pool that gave up waiting.
const OUTAGE_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
// Prisma's transaction manager (P2028) on a pool too busy: a transaction that found no connection within its
// maxWait, or ran past its timeout. Its other P2028s (a transaction used after it closed) are bugs: 500.
const BUSY_TRANSACTION = /Unable to start a transaction in the given time|cannot be executed on an expired transaction/;
// The driver adapter's kinds for the same (a DriverAdapterError that reaches us unwrapped).
const OUTAGE_ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
// PostgreSQL's: connection exceptions (08…), statement or lock timeout and query cancelled (57014), the server
// shutting down (57P0…), an idle transaction ended (25P03), too many connections (53300).
const OUTAGE_SQLSTATE = /^(08...|57014|57P0.|25P03|53300|55P03)$/;
// node-postgres's own errors carry no code: a connect timeout, a connection dropped, a pool that timed out.
const OUTAGE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Can't reach database server|Connection refused/i;
const OUTAGE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

const field = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** The driver adapter's description of a database error, however Prisma wrapped it. */
function adapterCause(err: unknown): unknown {
  if (field(err, "name") === "DriverAdapterError") return field(err, "cause");
  return field(field(field(err, "meta"), "driverAdapterError"), "cause");
}

/** PostgreSQL's SQLSTATE: from the driver adapter's cause, or on node-postgres's own error (a prepared read, ../prepared-query.ts). */
function sqlStateOf(err: unknown): unknown {
  const cause = adapterCause(err);
  if (cause !== undefined) return field(cause, "originalCode") ?? field(cause, "code");
  return field(err, "severity") !== undefined ? field(err, "code") : undefined;
}

function databaseFailure(err: unknown): Mapped | null {
  const cause = adapterCause(err);
  const sqlState = sqlStateOf(err);
  if (sqlState === "22021") return nulByte;
  if (typeof sqlState === "string" && OUTAGE_SQLSTATE.test(sqlState)) return unavailable;
  if (OUTAGE_ADAPTER_KINDS.has(String(field(cause, "kind")))) return unavailable;
  const code = prismaCode(err) ?? field(err, "errorCode");
  if (typeof code === "string" && OUTAGE_PRISMA_CODES.has(code)) return unavailable;
  if (code === "P2028" && BUSY_TRANSACTION.test(String(field(err, "message")))) return unavailable;
  // A plain Error from node-postgres or the socket, possibly as the cause of another.
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    if (OUTAGE_SOCKET_CODES.has(String(field(e, "code"))) || OUTAGE_MESSAGES.test(e.message)) return unavailable;
  }
  return null;
}

/**
 * Maps anything a handler threw to the error body of docs/contract.md. Returns null for an
 * unexpected error: the caller logs it and answers a bare 500.
 */
export function toErrorResponse(err: unknown): Mapped | null {
  if (err instanceof AppError) {
    // The details first: they add to the body, never replace its message or code.
    const body: Mapped["body"] = { ...err.details, message: err.message, error: err.code };
    if (err.fieldErrors) body.errors = err.fieldErrors;
    return { status: errorStatus[err.code], body, headers: err.headers };
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
      return databaseFailure(err);
  }
}
