import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { SUBJECT_REQUEST_EXAMS, subjectRequestSchema } from "@/lib/validation/subject-requests";

export const POST = endpoint({
  method: "POST",
  path: "/api/subject-requests",
  auth: "optional",
  tag: "Subject requests",
  summary: "Request a subject (signed in or not; rate limited per address and account)",
  body: subjectRequestSchema,
  responses: {
    201: z.object({
      message: z.string(),
      subject_request: z.object({
        id: z.string(),
        subject: z.string(),
        exam: z.enum(SUBJECT_REQUEST_EXAMS),
        note: z.string().nullable(),
        requester_id: z.string().nullable().describe("The signed-in requester; null when signed out"),
        created_at: z.string().describe("ISO 8601 time"),
      }),
    }),
  },
});
