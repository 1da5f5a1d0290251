import { describe, expect, it } from "vitest";
import { ApiError, isNetworkFailure, isTransient } from "./api-error";

describe("ApiError", () => {
  it("carries the status, the contract's code, its message and field errors", () => {
    const error = new ApiError(400, {
      error: "validation_error",
      message: "Email is required",
      errors: { email: "Email is required", rank: 3 },
    });
    expect(error).toMatchObject({ status: 400, code: "validation_error", message: "Email is required" });
    expect(error.fieldErrors).toEqual({ email: "Email is required" });
  });

  it("names answers without our body by their status, and says 'HTTP Error: {status}'", () => {
    expect(new ApiError(502, null)).toMatchObject({ code: "bad_gateway", message: "HTTP Error: 502" });
    expect(new ApiError(504, "<html>")).toMatchObject({ code: "gateway_timeout" });
    expect(new ApiError(418, { message: 42 })).toMatchObject({ code: "bad_request", message: "HTTP Error: 418" });
    expect(new ApiError(507, {})).toMatchObject({ code: "internal_error" });
  });

  it("keeps exam_in_progress apart from conflict, so screens can link back to the open exam", () => {
    expect(new ApiError(409, { error: "exam_in_progress", message: "Finish or submit your exam first" }).code).toBe(
      "exam_in_progress",
    );
    expect(new ApiError(409, { error: "conflict", message: "x" }).code).toBe("conflict");
  });

  it("knows payment_not_accepted, a refused payment, apart from bad_request", () => {
    expect(
      new ApiError(400, { error: "payment_not_accepted", message: "Flutterwave reported the payment as failed" }).code,
    ).toBe("payment_not_accepted");
  });

  it("does not take an unknown code from the body", () => {
    expect(new ApiError(401, { error: "made_up", message: "x" }).code).toBe("unauthorized");
  });
});

describe("isTransient and isNetworkFailure", () => {
  it("tries again after no answer or a 5xx, never after a 4xx or an abort", () => {
    expect(isTransient(new TypeError("Failed to fetch"))).toBe(true);
    expect(isTransient(new ApiError(503, { error: "service_unavailable" }))).toBe(true);
    expect(isTransient(new ApiError(429, { error: "rate_limited" }))).toBe(false);
    expect(isTransient(new ApiError(409, { error: "conflict" }))).toBe(false);
    expect(isTransient(new DOMException("aborted", "AbortError"))).toBe(false);
    expect(isNetworkFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNetworkFailure(new ApiError(500, null))).toBe(false);
  });
});
