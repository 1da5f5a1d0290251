import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { joinedClassSchema } from "@/lib/api/responses/schools";
import { joinClassSchema } from "@/lib/validation/schools";

export const POST = endpoint({
  method: "POST",
  path: "/api/classes/join",
  auth: "student",
  tag: "Schools",
  summary: "Join the class of a code (spaces, dashes and case ignored); joining twice answers the same",
  description:
    'An unknown code is "not_found"; a full class (500 students) or an archived one "conflict"; more than 20 joins in 10 minutes per student, or 600 per address, "rate_limited" with Retry-After.',
  // Read after the rate limit, so a malformed code counts as a guess too.
  bodyType: { mediaType: "application/json", schema: joinClassSchema },
  responses: { 200: z.object({ class: joinedClassSchema }) },
  errors: [
    "not_found",
    "conflict",
    "bad_request",
    "validation_error",
    "malformed_json",
    "payload_too_large",
    "unsupported_media_type",
  ],
});
