import type { ErrorCode } from "../errors";

// One table, so 401/403/404/409 mean the same thing everywhere.
export const errorStatus = {
  bad_request: 400,
  validation_error: 400,
  malformed_json: 400,
  unauthorized: 401,
  email_not_verified: 401,
  forbidden: 403,
  cross_site_request: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  exam_in_progress: 409,
  payment_not_accepted: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  bad_gateway: 502,
  service_unavailable: 503,
} as const satisfies Record<ErrorCode, number>;
