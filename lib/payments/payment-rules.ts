// Client-side payment rules of docs/product-spec.md parts 4, 8 and 9 (the server decides for real).

export const PAYMENT_OPTIONS = "card,mobilemoney,ussd,banktransfer";
export const FALLBACK_PAYMENT_AMOUNT = 5000;

export const paymentMessages = {
  notReady: "Payment system is not ready. Please refresh the page and try again.",
  courseMissing: "Course information is missing",
  notVerified: "Payment could not be verified. Please contact support with your transaction reference.",
  enrollFailed: "Payment was successful, but enrollment failed. Please contact support.",
  unexpected: "An unexpected error occurred. Please contact support.",
  cancelled: "Payment was cancelled. You have not been charged.",
  success: "Payment successful! You are now enrolled.",
  pending: "Your payment is still being confirmed. Bank transfers and USSD can take a few minutes.",
} as const;

export const enrollMessages = {
  onlyStudents: "Only students can enroll in courses",
  authRequired: "Authentication required. Please sign in again.",
  serverError: "Server error during enrollment",
  failed: "Failed to enroll in course",
  success: "Successfully enrolled in course!",
} as const;

export const timings = {
  enrollSuccessToastMs: 4000,
  paymentSuccessToastMs: 3000,
  paymentErrorMs: 8000,
  redirectAfterPaymentMs: 2000,
  reloadAfterRedirectMs: 100,
} as const;

/** A checkout callback counts as paid when its status is successful or completed, or its charge code is 00. */
export function isSuccessfulCallback(response: {
  status?: string | null;
  charge_response_code?: string | null;
}): boolean {
  const status = (response.status ?? "").toLowerCase();
  return status === "successful" || status === "completed" || response.charge_response_code === "00";
}

export const failedPaymentMessage = (status: string | null | undefined) =>
  `Payment ${status || "failed"}. Please try again.`;

/** The message of an enrolment the API refused, chosen by its error code; null: no answer came. */
export function enrollErrorMessage(err: { code: string; message: string } | null): string {
  if (!err) return enrollMessages.failed;
  switch (err.code) {
    case "unauthorized":
      return enrollMessages.authRequired;
    case "internal_error":
      return `${enrollMessages.serverError}: ${err.message}`;
    default:
      return err.message || enrollMessages.failed;
  }
}
