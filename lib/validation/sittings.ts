import { z } from "zod";
import { SUBJECTS } from "../subjects";

// Exam engine: starting a sitting, saving answers, checking one in practice mode, reporting a
// question (docs/contract.md, "Exam engine").

const subjectSchema = z.enum(SUBJECTS, { message: `a subject must be one of ${SUBJECTS.join(", ")}` });
const questionId = z.string().min(1).max(64);
/** A, B … E; the paper decides how many (checked against the sitting). */
const optionKey = z.string().regex(/^[A-E]$/, "an answer is an option letter, A to E");

export const startSittingSchema = z.object({
  mode: z.enum(["exam", "practice"], { message: "mode must be exam or practice" }),
  subjects: z.array(subjectSchema, { error: "subjects must be a list of subjects" }).max(12).optional(),
  /** Practice may be untimed; an exam is always on the paper's clock. */
  timed: z.boolean().optional(),
});
export type StartSittingInput = z.infer<typeof startSittingSchema>;

export const saveSittingAnswersSchema = z.object({
  answers: z
    .record(questionId, optionKey.nullable(), { error: "answers must map question ids to a letter or null" })
    .refine((a) => Object.keys(a).length <= 250, "at most 250 answers at once"),
  flags: z.array(questionId).max(250).optional(),
  /** Questions the candidate has been shown (opened); the server's list only grows. */
  opened: z.array(questionId).max(250).optional(),
  /** Seconds spent on each subject's tab so far, as the phone counted them. */
  time_spent: z.partialRecord(subjectSchema, z.number().int().min(0).max(86_400)).optional(),
});
export type SaveSittingAnswersInput = z.infer<typeof saveSittingAnswersSchema>;

export const checkAnswerSchema = z.object({ question_id: questionId, answer: optionKey });
