// The `error` codes the API answers with (docs/contract.md, "HTTP API"): the one list the server
// throws from (server/errors.ts), maps to statuses (server/http/error-status.ts) and documents,
// and the browser switches on (lib/client/api-error.ts). No imports: it reaches the browser.

export const errorCodes = [
  "bad_request",
  "validation_error",
  "malformed_json",
  "unauthorized",
  /** Right password, address not verified yet: the sign-in screen offers a new link. */
  "email_not_verified",
  "forbidden",
  "cross_site_request",
  "not_found",
  "method_not_allowed",
  "conflict",
  /** A practice path refused while the student's exam-mode sitting is open (keys would leak). */
  "exam_in_progress",
  /** Flutterwave's answer does not pay for the course (failed, another currency, too little); the payment is recorded as failed. */
  "payment_not_accepted",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "internal_error",
  "bad_gateway",
  "service_unavailable",
] as const;

export type ErrorCode = (typeof errorCodes)[number];
