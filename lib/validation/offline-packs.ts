import { z } from "zod";
import { SUBJECTS } from "../subjects";

// Offline papers (docs/contract.md, "Offline papers"): what a phone sends back after sitting a
// downloaded pack. Downloading takes the start's own body (startSittingSchema).

const questionId = z.string().min(1).max(64);
const instant = z.iso.datetime({ offset: true, error: "a time is an ISO 8601 date and time" });

export const uploadOfflineSittingSchema = z.object({
  /** When the candidate tapped Start, by the server's clock. */
  started_at: instant,
  /** When the candidate submitted or the clock ran out, by the server's clock. */
  finished_at: instant,
  answers: z
    .record(
      questionId,
      z.object({
        answer: z.string().regex(/^[A-E]$/, "an answer is an option letter, A to E"),
        answered_at: instant,
      }),
      { error: "answers must map question ids to { answer, answered_at }" },
    )
    .refine((a) => Object.keys(a).length <= 250, "at most 250 answers"),
  flags: z.array(questionId).max(250).optional(),
  opened: z.array(questionId).max(250).optional(),
  time_spent: z
    .partialRecord(
      z.enum(SUBJECTS, { message: `a subject must be one of ${SUBJECTS.join(", ")}` }),
      z.number().int().min(0).max(86_400),
    )
    .optional(),
});
export type UploadOfflineSittingInput = z.infer<typeof uploadOfflineSittingSchema>;
