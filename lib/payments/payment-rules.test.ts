import { describe, expect, it } from "vitest";
import { enrollErrorMessage, failedPaymentMessage, isSuccessfulCallback } from "./payment-rules";

describe("isSuccessfulCallback (docs/product-spec.md part 4, enroll flow step 4)", () => {
  it.each(["successful", "completed", "SUCCESSFUL", "Completed"])("status %s counts as paid", (status) => {
    expect(isSuccessfulCallback({ status })).toBe(true);
  });

  it("charge code 00 counts as paid whatever the status", () => {
    expect(isSuccessfulCallback({ charge_response_code: "00" })).toBe(true);
    expect(isSuccessfulCallback({ status: "pending", charge_response_code: "00" })).toBe(true);
    expect(isSuccessfulCallback({ status: null, charge_response_code: "00" })).toBe(true);
  });

  it.each([
    { status: "failed" },
    { status: "cancelled" },
    { status: "pending" },
    { status: "success" },
    { status: "" },
    { status: null },
    {},
    { status: "failed", charge_response_code: "02" },
    { charge_response_code: "0" },
    { charge_response_code: "000" },
    { charge_response_code: null },
  ])("%o is not paid", (response) => {
    expect(isSuccessfulCallback(response)).toBe(false);
  });
});

describe("failedPaymentMessage", () => {
  it.each([
    ["failed", "Payment failed. Please try again."],
    ["cancelled", "Payment cancelled. Please try again."],
    ["pending", "Payment pending. Please try again."],
  ])("status %s → %s", (status, expected) => {
    expect(failedPaymentMessage(status)).toBe(expected);
  });

  it("falls back to 'failed' without a status", () => {
    expect(failedPaymentMessage(undefined)).toBe("Payment failed. Please try again.");
    expect(failedPaymentMessage(null)).toBe("Payment failed. Please try again.");
    expect(failedPaymentMessage("")).toBe("Payment failed. Please try again.");
  });
});

describe("enrollErrorMessage", () => {
  it("an expired session (code unauthorized) asks to sign in again, whatever the message says", () => {
    expect(enrollErrorMessage({ code: "unauthorized", message: "Invalid or expired token" })).toBe(
      "Authentication required. Please sign in again.",
    );
    expect(enrollErrorMessage({ code: "forbidden", message: "Token revoked" })).toBe("Token revoked");
  });

  it("a server failure is 'Server error during enrollment' plus the detail", () => {
    expect(enrollErrorMessage({ code: "internal_error", message: "database down" })).toBe(
      "Server error during enrollment: database down",
    );
  });

  it("any other refusal keeps the API's message", () => {
    expect(
      enrollErrorMessage({ code: "bad_request", message: "This course is paid: complete the payment to enroll" }),
    ).toBe("This course is paid: complete the payment to enroll");
    expect(enrollErrorMessage({ code: "not_found", message: "Course not found" })).toBe("Course not found");
  });

  it("without an answer, or a message, it is 'Failed to enroll in course'", () => {
    expect(enrollErrorMessage({ code: "not_found", message: "" })).toBe("Failed to enroll in course");
    expect(enrollErrorMessage(null)).toBe("Failed to enroll in course");
  });
});
