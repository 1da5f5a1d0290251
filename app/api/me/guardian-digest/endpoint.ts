import { endpoint } from "@/lib/api/endpoint";
import { guardianDigestSettingsSchema } from "@/lib/api/responses/study";
import { guardianDigestSchema } from "@/lib/validation/guardian-digest";

export const GET = endpoint({
  method: "GET",
  path: "/api/me/guardian-digest",
  auth: "student",
  tag: "Study",
  summary: "The student's weekly digest to a parent or guardian: off, by e-mail, until saved",
  responses: { 200: guardianDigestSettingsSchema },
});

export const PUT = endpoint({
  method: "PUT",
  path: "/api/me/guardian-digest",
  auth: "student",
  tag: "Study",
  summary:
    "Switch the weekly digest on or off: practice done, the trend and the two weakest topics, never questions or answers; while on, email is required for email and a Nigerian mobile (stored +234…) for sms and whatsapp. An address never given before gets one request to confirm, naming the student, and no digest until its owner agrees; a refused or unsubscribed address is saved but never written to again. guardian_name is a plain name: letters, spaces, hyphens, apostrophes, at most 60",
  description:
    'A wrong field is 400 "validation_error" naming it (e.g. a guardian_name with digits, links or punctuation); a 4th new address within 7 days is 429 "rate_limited" with Retry-After, and nothing is saved.',
  body: guardianDigestSchema,
  responses: { 200: guardianDigestSettingsSchema },
});
