import { z } from "zod";

// What the exam engine's endpoints answer (docs/contract.md, "Exam engine"; docs/exam-engine.md).

const isoTime = z.string().describe("ISO 8601 time");

export const paperSchema = z.object({
  id: z.string(),
  exam: z.string(),
  title: z.string(),
  description: z.string(),
  duration_minutes: z.number().int(),
  max_score: z.number().int(),
  options: z.number().int(),
  subjects: z.array(z.object({ subject: z.string(), questions: z.number().int() })),
  choose: z.number().int(),
  required: z.array(z.string()),
  questions: z.number().int(),
  review_policy: z.string(),
});

export const stimulusSchema = z.object({
  id: z.string(),
  kind: z.enum(["passage", "table", "diagram"]),
  title: z.string(),
  content: z.string(),
  html: z.string(),
  image_url: z.string().nullable(),
});

const shownQuestionSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  text: z.string(),
  html: z.string().optional(),
  options: z.array(z.object({ key: z.string(), text: z.string(), html: z.string().optional() })),
  stimulus_id: z.string().nullable(),
  image_url: z.string().nullable(),
});

const subjectScoreSchema = z.object({
  subject: z.string(),
  score: z.number(),
  max: z.number(),
  correct: z.number().int(),
  questions: z.number().int(),
});

export const sittingResultSchema = z.object({
  total: z.number(),
  max: z.number(),
  subjects: z.array(subjectScoreSchema.extend({ time_spent_seconds: z.number() })),
  topics: z.array(z.object({ subject: z.string(), topic: z.string(), correct: z.number(), questions: z.number() })),
  sitting_id: z.string(),
  paper_id: z.string(),
  title: z.string(),
  mode: z.enum(["exam", "practice"]),
  answered: z.number().int(),
  questions: z.number().int(),
  started_at: isoTime,
  submitted_at: isoTime,
  auto_submitted: z.boolean(),
  review_available: z.boolean(),
});

export const sittingSchema = z.object({
  id: z.string(),
  paper_id: z.string(),
  exam: z.string(),
  title: z.string(),
  mode: z.enum(["exam", "practice"]),
  options: z.number().int(),
  started_at: isoTime,
  expires_at: isoTime.nullable(),
  remaining_seconds: z.number().int().nullable().describe("Seconds left on the paper's clock by the server's time"),
  grace_seconds: z.number().int(),
  max_score: z.number(),
  sections: z.array(z.object({ subject: z.string(), questions: z.array(shownQuestionSchema) })),
  stimuli: z.array(stimulusSchema),
  answers: z.record(z.string(), z.string()),
  flags: z.array(z.string()),
  submitted_at: isoTime.nullable(),
  result: sittingResultSchema.nullable(),
});

export const sittingReviewSchema = z.object({
  sitting_id: z.string(),
  result: sittingResultSchema.nullable(),
  stimuli: z.array(stimulusSchema),
  sections: z.array(
    z.object({
      subject: z.string(),
      questions: z.array(
        shownQuestionSchema.extend({
          answer: z.string().nullable(),
          correct_answer: z.string(),
          correct: z.boolean(),
          flagged: z.boolean(),
          explanation: z.string(),
          explanation_html: z.string().optional(),
        }),
      ),
    }),
  ),
});

export const mySittingSchema = z.object({
  id: z.string(),
  paper_id: z.string(),
  title: z.string(),
  exam: z.string(),
  mode: z.enum(["exam", "practice"]),
  subjects: z.array(z.string()),
  started_at: isoTime,
  expires_at: isoTime.nullable(),
  submitted_at: isoTime.nullable(),
  in_progress: z.boolean(),
  total: z.number().nullable(),
  max: z.number().nullable(),
});

export const checkResultSchema = z.object({
  correct: z.boolean(),
  correct_answer: z.string(),
  explanation: z.string(),
  explanation_html: z.string().optional(),
});

/** A paper drawn for the phone to sit offline: what a start shows, and a practice pack's keys. */
export const offlinePackSchema = sittingSchema
  .pick({
    paper_id: true,
    exam: true,
    title: true,
    mode: true,
    options: true,
    grace_seconds: true,
    max_score: true,
    sections: true,
    stimuli: true,
  })
  .extend({
    id: z.string(),
    duration_minutes: z.number().int().nullable().describe("The paper's time when timed; null for untimed practice"),
    downloaded_at: isoTime.describe("The server's time of the download: a start before it is refused"),
    keys: z
      .record(z.string(), checkResultSchema.omit({ correct: true }))
      .optional()
      .describe("Practice packs only: each question's key and why; an exam pack never carries one"),
  });

/** `{ sitting }`: what a start, a resume and a read of one sitting answer. */
export const sittingAnswerSchema = z.object({ sitting: sittingSchema });
/** `{ result }`: what a submit, online or from a paper sat offline, answers. */
export const resultAnswerSchema = z.object({ result: sittingResultSchema });
