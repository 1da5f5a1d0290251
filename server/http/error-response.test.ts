import { describe, expect, it } from "vitest";
import { z, ZodError } from "zod";
import { AppError, forbidden, notFound, unauthorized, type ErrorCode } from "../errors";
import { errorStatus } from "./error-status";
import { Prisma } from "@/server/generated/prisma/client";
import { toErrorResponse, zodFieldErrors } from "./error-response";

function zodErrorOf(schema: z.ZodType, value: unknown): ZodError {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected the schema to fail");
  return result.error;
}

describe("toErrorResponse with AppError", () => {
  const codes: [ErrorCode, number][] = [
    ["bad_request", 400],
    ["validation_error", 400],
    ["malformed_json", 400],
    ["unauthorized", 401],
    ["email_not_verified", 401],
    ["forbidden", 403],
    ["cross_site_request", 403],
    ["not_found", 404],
    ["method_not_allowed", 405],
    ["conflict", 409],
    ["exam_in_progress", 409],
    ["payment_not_accepted", 400],
    ["payload_too_large", 413],
    ["unsupported_media_type", 415],
    ["rate_limited", 429],
    ["internal_error", 500],
    ["bad_gateway", 502],
    ["service_unavailable", 503],
  ];

  it("covers every code of the errorStatus table", () => {
    expect(Object.fromEntries(codes)).toEqual(errorStatus);
  });

  it.each(codes)("maps %s to %d with {message, error}", (code, status) => {
    const mapped = toErrorResponse(new AppError(code, `message for ${code}`));
    expect(mapped).not.toBeNull();
    expect(mapped?.status).toBe(status);
    expect(mapped?.body).toEqual({ message: `message for ${code}`, error: code });
  });

  it("copies fieldErrors to body.errors", () => {
    const fieldErrors = { email: "Please enter a valid email address", password: "Too short" };
    const mapped = toErrorResponse(
      new AppError("validation_error", "Please enter a valid email address", { fieldErrors }),
    );
    expect(mapped).toEqual({
      status: 400,
      body: { message: "Please enter a valid email address", error: "validation_error", errors: fieldErrors },
      headers: undefined,
    });
  });

  it("has no errors key without fieldErrors", () => {
    const mapped = toErrorResponse(new AppError("conflict", "Email already registered"));
    expect(mapped?.body).not.toHaveProperty("errors");
  });

  it("passes headers through", () => {
    const headers = { "retry-after": "30" };
    const mapped = toErrorResponse(new AppError("rate_limited", "Too many requests", { headers }));
    expect(mapped?.status).toBe(429);
    expect(mapped?.headers).toEqual(headers);
    expect(mapped?.body).toEqual({ message: "Too many requests", error: "rate_limited" });
  });

  it("adds details to the body, never over its message or code", () => {
    const details = {
      success: false,
      payment: { tx_ref: "tx-1" },
      enrollment: null,
      message: "not this",
      error: "not_this",
    };
    const mapped = toErrorResponse(
      new AppError("payment_not_accepted", "The amount paid is less than the course price", { details }),
    );
    expect(mapped?.status).toBe(400);
    expect(mapped?.body).toEqual({
      success: false,
      payment: { tx_ref: "tx-1" },
      enrollment: null,
      message: "The amount paid is less than the course price",
      error: "payment_not_accepted",
    });
  });

  it("does not leak the cause into the body", () => {
    const mapped = toErrorResponse(
      new AppError("bad_gateway", "Payment provider unavailable", { cause: new Error("ECONNRESET secret") }),
    );
    expect(mapped?.status).toBe(502);
    expect(JSON.stringify(mapped?.body)).not.toContain("ECONNRESET");
  });

  it("maps the helper constructors", () => {
    expect(toErrorResponse(notFound("Course"))).toMatchObject({
      status: 404,
      body: { message: "Course not found", error: "not_found" },
    });
    expect(toErrorResponse(forbidden())).toMatchObject({ status: 403, body: { error: "forbidden" } });
    expect(toErrorResponse(unauthorized())).toMatchObject({
      status: 401,
      body: { message: "Invalid or expired token", error: "unauthorized" },
    });
  });
});

describe("toErrorResponse with ZodError", () => {
  const schema = z.object({
    email: z.email("Please enter a valid email address"),
    password: z.string().min(8, "Password must be at least 8 characters"),
    address: z.object({ city: z.string().min(1, "City is required") }),
  });

  it("answers 400 validation_error with the first message and an errors map keyed by path", () => {
    const err = zodErrorOf(schema, { email: "nope", password: "short", address: { city: "" } });
    const mapped = toErrorResponse(err);
    expect(mapped?.status).toBe(400);
    expect(mapped?.body).toEqual({
      message: "Please enter a valid email address",
      error: "validation_error",
      errors: {
        email: "Please enter a valid email address",
        password: "Password must be at least 8 characters",
        "address.city": "City is required",
      },
    });
    expect(mapped?.headers).toBeUndefined();
  });

  it("uses the first issue's message when a later field fails first in the map", () => {
    const err = zodErrorOf(schema, { email: "a@b.co", password: "short", address: { city: "Lagos" } });
    expect(toErrorResponse(err)?.body.message).toBe("Password must be at least 8 characters");
  });

  it("falls back to a generic message for a ZodError without issues", () => {
    const mapped = toErrorResponse(new ZodError([]));
    expect(mapped).toEqual({ status: 400, body: { message: "Invalid input", error: "validation_error", errors: {} } });
  });
});

describe("zodFieldErrors", () => {
  it("keeps only the first message per field", () => {
    const schema = z.object({
      password: z.string().min(8, "Too short").regex(/\d/, "Needs a digit"),
    });
    const err = zodErrorOf(schema, { password: "abc" });
    expect(err.issues.length).toBeGreaterThan(1);
    expect(zodFieldErrors(err)).toEqual({ password: "Too short" });
  });

  it("keys a root-level issue as _", () => {
    const err = zodErrorOf(z.string({ message: "Expected text" }), 42);
    expect(zodFieldErrors(err)).toEqual({ _: "Expected text" });
  });

  it("joins array paths with dots", () => {
    const schema = z.object({ answers: z.array(z.object({ choice: z.string({ message: "Pick one" }) })) });
    const err = zodErrorOf(schema, { answers: [{ choice: "a" }, {}] });
    expect(zodFieldErrors(err)).toEqual({ "answers.1.choice": "Pick one" });
  });
});

describe("toErrorResponse with Prisma-like errors", () => {
  it("maps P2025 to 404 not_found", () => {
    expect(toErrorResponse({ code: "P2025", message: "Record to update not found." })).toEqual({
      status: 404,
      body: { message: "Not found", error: "not_found" },
    });
  });

  it("maps P2002 to 409 conflict", () => {
    const err = Object.assign(new Error("Unique constraint failed on the fields: (`email`)"), { code: "P2002" });
    expect(toErrorResponse(err)).toEqual({ status: 409, body: { message: "This already exists", error: "conflict" } });
  });

  it("does not leak the database message", () => {
    const err = Object.assign(new Error("Unique constraint failed on users_email_key"), { code: "P2002" });
    expect(JSON.stringify(toErrorResponse(err))).not.toContain("users_email_key");
  });

  it.each([{ code: "P2003" }, { code: "P1012" }, { code: "P20250" }, { code: "ENOENT" }, { code: 2025 }])(
    "returns null for other codes: %j",
    (err) => {
      expect(toErrorResponse(err)).toBeNull();
    },
  );
});

describe("toErrorResponse with unexpected values", () => {
  it.each<[string, unknown]>([
    ["a plain Error", new Error("boom")],
    ["a TypeError", new TypeError("x is undefined")],
    ["a string", "boom"],
    ["null", null],
    ["undefined", undefined],
    ["a number", 42],
    ["a plain object", { message: "boom" }],
  ])("returns null for %s", (_label, value) => {
    expect(toErrorResponse(value)).toBeNull();
  });
});

describe("toErrorResponse with database failures", () => {
  // The shapes Prisma 7 over @prisma/adapter-pg throws (seen against a real PostgreSQL and a closed port).
  const known = (code: string, cause: Record<string, unknown>) =>
    new Prisma.PrismaClientKnownRequestError("Invalid `prisma.user.findFirst()` invocation", {
      code,
      clientVersion: "7",
      meta: { driverAdapterError: { name: "DriverAdapterError", cause } },
    });
  const transactionError = (message: string) =>
    new Prisma.PrismaClientKnownRequestError(message, { code: "P2028", clientVersion: "7" });
  const unavailable = {
    status: 503,
    body: { message: expect.stringMatching(/try again/i), error: "service_unavailable" },
    headers: { "retry-after": "5" },
  };

  it.each<[string, unknown]>([
    ["an unreachable server (P1001)", known("P1001", { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 1 })],
    [
      "a statement timeout (57014)",
      known("P2010", {
        kind: "postgres",
        code: "57014",
        originalCode: "57014",
        message: "canceling statement due to statement timeout",
      }),
    ],
    ["a server shutting down (57P01)", known("P2039", { kind: "postgres", code: "57P01", originalCode: "57P01" })],
    ["too many connections", known("P2039", { kind: "TooManyConnections", cause: "sorry, too many clients already" })],
    [
      "a pool timeout (P2024)",
      { code: "P2024", message: "Timed out fetching a new connection from the connection pool." },
    ],
    [
      "a transaction that found no free connection in time (P2028)",
      transactionError("Transaction API error: Unable to start a transaction in the given time."),
    ],
    [
      "a transaction past its timeout (P2028)",
      transactionError(
        "Transaction API error: A query cannot be executed on an expired transaction. The timeout for this transaction was 15000 ms, however 15020 ms passed since the start of the transaction.",
      ),
    ],
    ["an unwrapped adapter error", { name: "DriverAdapterError", cause: { kind: "ConnectionClosed" } }],
    [
      "node-postgres's connect timeout",
      new Error("Connection terminated due to connection timeout", {
        cause: new Error("Connection terminated unexpectedly"),
      }),
    ],
    ["a refused socket", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    [
      "a refused socket as a cause",
      new Error("query failed", { cause: Object.assign(new Error("connect"), { code: "ECONNREFUSED" }) }),
    ],
  ])("maps %s to 503 with Retry-After", (_label, err) => {
    expect(toErrorResponse(err)).toEqual(unavailable);
  });

  it("maps PostgreSQL's refusal of a NUL byte (22021) to 400, from a query or a raw query", () => {
    const message = 'invalid byte sequence for encoding "UTF8": 0x00';
    for (const err of [
      known("P2039", { kind: "postgres", code: "22021", originalCode: "22021", message }),
      known("P2010", { kind: "postgres", code: "22021", originalCode: "22021", message }),
    ]) {
      const mapped = toErrorResponse(err);
      expect(mapped).toEqual({
        status: 400,
        body: { message: "The request contains a character that is not allowed", error: "bad_request" },
      });
      expect(JSON.stringify(mapped)).not.toContain("UTF8");
    }
  });

  it("leaves other database errors to the caller's 500", () => {
    expect(
      toErrorResponse(
        transactionError(
          "Transaction API error: Transaction already closed: A query cannot be executed on a committed transaction.",
        ),
      ),
    ).toBeNull();
    expect(toErrorResponse(known("P2039", { kind: "postgres", code: "42P01", originalCode: "42P01" }))).toBeNull();
    expect(toErrorResponse(new Error("Connection string is malformed"))).toBeNull();
  });
});
