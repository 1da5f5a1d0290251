import { z } from "zod";

export const SUBJECT_REQUEST_EXAMS = ["WAEC", "NECO", "UTME", "Other"] as const;
export const SUBJECT_REQUEST_LIMITS = { subject: 60, note: 500 } as const;

export const subjectRequestSchema = z.object({
  subject: z
    .string({ error: "Subject is required" })
    .trim()
    .min(2, "Subject must be at least 2 characters")
    .max(SUBJECT_REQUEST_LIMITS.subject, `Subject must be at most ${SUBJECT_REQUEST_LIMITS.subject} characters`),
  exam: z.enum(SUBJECT_REQUEST_EXAMS, { error: "Choose the exam: WAEC, NECO, UTME or Other" }),
  note: z
    .string({ error: "Note must be text" })
    .trim()
    .max(SUBJECT_REQUEST_LIMITS.note, `Note must be at most ${SUBJECT_REQUEST_LIMITS.note} characters`)
    .optional()
    .transform((v) => v || null),
});
export type SubjectRequestInput = z.infer<typeof subjectRequestSchema>;
