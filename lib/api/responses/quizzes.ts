import { z } from "zod";

// What the quiz endpoints answer (docs/contract.md, "HTTP API"): thin adapters over the sitting
// engine (server/quizzes/*), in the shapes of docs/product-spec.md part 7.

const isoTime = z.string().describe("ISO 8601 time");

export const quizSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  difficulty: z.enum(["easy", "medium", "hard"]),
  tutor_name: z.string(),
  course_id: z.string().nullable(),
  course_title: z.string().nullable(),
  course_price: z.number().int().nullable().describe("Naira; null for a general quiz"),
  question_count: z.number().int(),
  time_limit: z.number().int().nullable().describe("Minutes; null for no limit"),
  passing_score: z.number().int(),
  max_attempts: z.number().int().nullable().describe("null for unlimited"),
  status: z.enum(["draft", "published"]),
  review_policy: z.enum(["after_each_attempt", "after_last_attempt", "never"]),
  created_at: isoTime,
  user_stats: z
    .object({ best_score: z.number().nullable(), attempts_made: z.number().int() })
    .optional()
    .describe("A signed-in student's own"),
  locked: z.boolean().optional().describe("A paid course's quiz the viewer is not enrolled in"),
});

/** A quiz as its owner tutor reads it back after a write. */
export const authoredQuizSchema = quizSchema.extend({ tutor_id: z.string(), updated_at: isoTime });

/** A question with its answer key: for the owner tutor only. */
export const authoredQuestionSchema = z.object({
  id: z.string(),
  quiz_id: z.string(),
  position: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
  correct_answer: z.number().int().describe("The right option's index, from 0"),
  explanation: z.string(),
});

/** A question's notation as MathML, field by field (null: plain text); absent when it has none. */
const questionNotationSchema = z
  .object({
    question: z.string().nullable(),
    options: z.array(z.string().nullable()),
    explanation: z.string().nullable().describe("null where the review policy withholds it, or it has none"),
  })
  .describe("The fields with notation as MathML; absent when the question has none");

export const startedAttemptSchema = z.object({
  quiz: quizSchema,
  questions: z.array(
    z.object({
      id: z.string(),
      question: z.string(),
      options: z.array(z.string()),
      html: questionNotationSchema.omit({ explanation: true }).optional(),
    }),
  ),
  attempt: z.object({
    id: z.string(),
    attempt_number: z.number().int(),
    started_at: isoTime,
    expires_at: isoTime.nullable().describe("The time limit plus a 60 s grace; null without a limit"),
    remaining_seconds: z.number().int().nullable(),
    answers: z.record(z.string(), z.number().int()).describe("The option index saved for each question answered"),
  }),
});

export const attemptSummarySchema = z.object({
  id: z.string(),
  attempt_number: z.number().int(),
  score: z.number(),
  passed: z.boolean(),
  correct_answers: z.number().int(),
  total_questions: z.number().int(),
  time_taken: z.number(),
  started_at: isoTime,
  submitted_at: isoTime,
  created_at: isoTime,
  auto_submitted: z.boolean(),
});

/** A submitted attempt with its review; the key is null where the quiz's review_policy withholds it. */
export const attemptResultSchema = z.object({
  attempt: attemptSummarySchema.extend({
    key_revealed: z.boolean(),
    questions: z.array(
      z.object({
        id: z.string(),
        question: z.string(),
        options: z.array(z.string()),
        html: questionNotationSchema.optional(),
        explanation: z.string().nullable(),
        selected_answer: z.number().int().nullable(),
        correct_answer: z.number().int().nullable(),
        is_correct: z.boolean().nullable(),
      }),
    ),
  }),
  quiz: quizSchema,
});
