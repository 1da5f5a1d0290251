import { describe, expect, it } from "vitest";
import {
  enrollErrorMessage,
  enrollMessages,
  FALLBACK_PAYMENT_AMOUNT,
  failedPaymentMessage,
  isSuccessfulCallback,
  PAYMENT_OPTIONS,
  paymentMessages,
  timings,
} from "./payment-rules";

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
    expect(enrollErrorMessage({ code: "unauthorized", message: "Invalid or expired token" })).toBe("Authentication required. Please sign in again.");
    expect(enrollErrorMessage({ code: "forbidden", message: "Token revoked" })).toBe("Token revoked");
  });

  it("a server failure is 'Server error during enrollment' plus the detail", () => {
    expect(enrollErrorMessage({ code: "internal_error", message: "database down" })).toBe("Server error during enrollment: database down");
  });

  it("any other refusal keeps the API's message", () => {
    expect(enrollErrorMessage({ code: "bad_request", message: "This course is paid: complete the payment to enroll" })).toBe(
      "This course is paid: complete the payment to enroll",
    );
    expect(enrollErrorMessage({ code: "not_found", message: "Course not found" })).toBe("Course not found");
  });

  it("without an answer, or a message, it is 'Failed to enroll in course'", () => {
    expect(enrollErrorMessage({ code: "not_found", message: "" })).toBe("Failed to enroll in course");
    expect(enrollErrorMessage(null)).toBe("Failed to enroll in course");
  });
});

describe("messages and constants of parts 8 and 9", () => {
  it("has the exact payment messages of part 8", () => {
    expect(paymentMessages.notVerified).toBe("Payment could not be verified. Please contact support with your transaction reference.");
    expect(paymentMessages.enrollFailed).toBe("Payment was successful, but enrollment failed. Please contact support.");
    expect(paymentMessages.unexpected).toBe("An unexpected error occurred. Please contact support.");
    expect(paymentMessages.courseMissing).toBe("Course information is missing");
    expect(paymentMessages.notReady).toBe("Payment system is not ready. Please refresh the page and try again.");
  });

  it("has the exact enrolment messages of parts 6 and 8", () => {
    expect(enrollMessages).toEqual({
      onlyStudents: "Only students can enroll in courses",
      authRequired: "Authentication required. Please sign in again.",
      serverError: "Server error during enrollment",
      failed: "Failed to enroll in course",
      success: "Successfully enrolled in course!",
    });
  });

  it("has the timings of part 9", () => {
    expect(timings.enrollSuccessToastMs).toBe(4000);
    expect(timings.paymentSuccessToastMs).toBe(3000);
    expect(timings.paymentErrorMs).toBe(8000);
    expect(timings.redirectAfterPaymentMs).toBe(2000);
    expect(timings.reloadAfterRedirectMs).toBe(100);
  });

  it("falls back to 5000 naira", () => {
    expect(FALLBACK_PAYMENT_AMOUNT).toBe(5000);
  });

  it("offers card, mobile money, USSD and bank transfer", () => {
    const options = PAYMENT_OPTIONS.split(",");
    expect(options).toHaveLength(4);
    expect(new Set(options)).toEqual(new Set(["card", "mobilemoney", "ussd", "banktransfer"]));
  });
});
