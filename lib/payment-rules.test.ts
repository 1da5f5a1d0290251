import { describe, expect, it } from "vitest";
import {
  enrollErrorMessage,
  failedPaymentMessage,
  isSuccessfulCallback,
} from "./payment-rules";

describe("isSuccessfulCallback (spec part 4, enroll flow step 4)", () => {
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

describe("enrollErrorMessage (spec part 8, Enrollment)", () => {
  it("a 401 or a bearer-token error asks to sign in again", () => {
    expect(enrollErrorMessage({ status: 401, message: "Invalid or expired token" })).toBe("Authentication required. Please sign in again.");
    expect(enrollErrorMessage({ status: 401 })).toBe("Authentication required. Please sign in again.");
    expect(enrollErrorMessage({ status: 400, message: "Missing Bearer token" })).toBe("Authentication required. Please sign in again.");
    expect(enrollErrorMessage({ message: "no bearer header" })).toBe("Authentication required. Please sign in again.");
    expect(enrollErrorMessage({ status: 403, message: "Token revoked" })).toBe("Authentication required. Please sign in again.");
  });

  it("a 500 is 'Server error during enrollment' plus the detail", () => {
    expect(enrollErrorMessage({ status: 500, message: "database down" })).toBe("Server error during enrollment: database down");
    expect(enrollErrorMessage({ status: 500 })).toBe("Server error during enrollment");
    expect(enrollErrorMessage({ status: 500, message: "" })).toBe("Server error during enrollment");
  });

  it("any other error keeps its message", () => {
    expect(enrollErrorMessage({ status: 400, message: "This course is paid: complete the payment to enroll" })).toBe(
      "This course is paid: complete the payment to enroll",
    );
    expect(enrollErrorMessage({ status: 403, message: "Only students can enroll in courses" })).toBe("Only students can enroll in courses");
    expect(enrollErrorMessage({ status: 404, message: "Course not found" })).toBe("Course not found");
  });

  it("without a message it is 'Failed to enroll in course'", () => {
    expect(enrollErrorMessage({ status: 404 })).toBe("Failed to enroll in course");
    expect(enrollErrorMessage({})).toBe("Failed to enroll in course");
    expect(enrollErrorMessage(null)).toBe("Failed to enroll in course");
    expect(enrollErrorMessage(undefined)).toBe("Failed to enroll in course");
  });
});
