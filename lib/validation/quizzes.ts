import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => v || undefined);

/** GET /api/quizzes filters (docs/product-spec.md part 2: search, category, difficulty, type). */
export const quizListQuerySchema = z.object({
  search: optionalText,
  category: optionalText,
  difficulty: z.enum(["easy", "medium", "hard"], { message: "difficulty must be easy, medium or hard" }).optional(),
  type: z.enum(["general", "course"], { message: "type must be general or course" }).optional(),
});

const answerSchema = z.object({
  question_id: z.string({ error: "question_id is required" }).min(1).max(64),
  /** The option's text (docs/product-spec.md part 7), or its index. null clears an answer. */
  selected_answer: z.union([z.string().max(2000), z.number().int().min(0).max(20), z.null()], {
    error: "selected_answer must be an option's text",
  }),
});

export const submitQuizSchema = z.object({
  answers: z.array(answerSchema, { error: "answers must be a list" }).max(500).default([]),
  /** Minutes, rounded up. Recorded by the server from its own clock; accepted for compatibility. */
  time_taken: z.number().min(0).optional(),
  attempt_id: z.string().max(64).optional(),
  auto_submit: z.boolean().optional(),
  // A score sent by the client is ignored: the server scores.
  score: z.unknown().optional(),
});

export const saveAnswersSchema = z.object({
  answers: z.array(answerSchema, { error: "answers must be a list" }).min(1, "Send at least one answer").max(500),
});
