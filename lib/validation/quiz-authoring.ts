import { z } from "zod";
import { REVIEW_POLICIES } from "../quizzes/review-policy";
import { SUBJECTS } from "../subjects";
import { contentStatusSchema } from "./courses";

// Tutor quiz authoring: quizzes, questions and bulk imports. The question rules are also
// applied line by line by the CSV and Aiken parsers (lib/quiz-import.ts), so an imported
// question is always one these schemas accept.

export const QUIZ_DIFFICULTIES = ["easy", "medium", "hard"] as const;
export const IMPORT_FORMATS = ["csv", "aiken"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const QUESTION_RULES = {
  questionMin: 3,
  questionMax: 2000,
  minOptions: 2,
  maxOptions: 6,
  optionMax: 500,
  explanationMax: 2000,
} as const;

/** Most questions one quiz may hold (a quiz is sent whole to the student who starts it). */
export const MAX_QUESTIONS_PER_QUIZ = 500;

/** Largest import text, in UTF-8 bytes. */
export const IMPORT_MAX_BYTES = 1024 * 1024;

/** A, B, C … for option indexes 0, 1, 2 … */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/** Two options are the same when they differ only in case or spacing. */
export const optionKey = (option: string) => option.trim().replace(/\s+/g, " ").toLowerCase();

/** Indexes [first, repeat] of options that repeat an earlier one. */
export function duplicateOptions(options: readonly string[]): [number, number][] {
  const seen = new Map<string, number>();
  const pairs: [number, number][] = [];
  options.forEach((option, i) => {
    const key = optionKey(option);
    if (key === "") return;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else pairs.push([first, i]);
  });
  return pairs;
}

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const wholeNumber = (label: string, min: number, max: number, unit = "") =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}${unit}`)
    .max(max, `${label} must be between ${min} and ${max}${unit}`);

const quizFields = {
  title: text("Title", 200).min(3, "Title must be at least 3 characters"),
  description: text("Description", 5000),
  category: z.enum(SUBJECTS, { message: "Category must be one of the subjects" }),
  difficulty: z.enum(QUIZ_DIFFICULTIES, { message: "Difficulty must be easy, medium or hard" }),
  /** null: a general quiz, not linked to a course. */
  course_id: z
    .string({ error: "course_id must be a course id or null" })
    .trim()
    .min(1, "course_id must be a course id or null")
    .max(64, "course_id is not a course id")
    .nullable(),
  /** Minutes; null means no limit. */
  time_limit: wholeNumber("Time limit", 1, 300, " minutes").nullable(),
  passing_score: wholeNumber("Passing score", 1, 100),
  /** null means unlimited. */
  max_attempts: wholeNumber("Maximum attempts", 1, 50).nullable(),
  status: contentStatusSchema,
  /** When students see the answer key (lib/quizzes/review-policy.ts). */
  review_policy: z.enum(REVIEW_POLICIES, {
    message: "review_policy must be after_each_attempt, after_last_attempt or never",
  }),
};

export const quizCreateSchema = z.strictObject({
  title: quizFields.title,
  description: quizFields.description.default(""),
  category: quizFields.category,
  difficulty: quizFields.difficulty,
  course_id: quizFields.course_id.optional().default(null),
  time_limit: quizFields.time_limit.optional().default(null),
  passing_score: quizFields.passing_score.default(70),
  max_attempts: quizFields.max_attempts.optional().default(null),
  status: quizFields.status.default("draft"),
  review_policy: quizFields.review_policy.default("after_each_attempt"),
});
export type QuizCreate = z.infer<typeof quizCreateSchema>;

/** PUT of a quiz: any subset of the fields; `course_id: null` makes it a general quiz. */
export const quizUpdateSchema = z.strictObject(quizFields).partial();
export type QuizUpdate = z.infer<typeof quizUpdateSchema>;

const questionFields = {
  question: text("Question", QUESTION_RULES.questionMax).min(
    QUESTION_RULES.questionMin,
    `Question must be at least ${QUESTION_RULES.questionMin} characters`,
  ),
  options: z
    .array(text("Each option", QUESTION_RULES.optionMax).min(1, "Options cannot be empty"), {
      error: "Options must be a list of text",
    })
    .min(QUESTION_RULES.minOptions, `A question needs at least ${QUESTION_RULES.minOptions} options`)
    .max(QUESTION_RULES.maxOptions, `A question can have at most ${QUESTION_RULES.maxOptions} options`)
    .superRefine((options, ctx) => {
      for (const [first, repeat] of duplicateOptions(options)) {
        ctx.addIssue({
          code: "custom",
          path: [repeat],
          message: `Options must all be different: option ${optionLetter(repeat)} repeats option ${optionLetter(first)}`,
        });
      }
    }),
  /** 0-based index of the right option. */
  correct_answer: z
    .number({ error: "correct_answer must be the index of the right option (0 for the first)" })
    .int("correct_answer must be the index of the right option (0 for the first)")
    .min(0, "correct_answer must be the index of the right option (0 for the first)")
    .max(QUESTION_RULES.maxOptions - 1, "correct_answer must be the index of one of the options"),
  explanation: text("Explanation", QUESTION_RULES.explanationMax),
};

export const correctAnswerMessage = (optionCount: number) =>
  `correct_answer must be the index of one of the options (0 to ${optionCount - 1})`;

const answerWithinOptions = (q: { options?: string[]; correct_answer?: number }) =>
  q.options === undefined || q.correct_answer === undefined || q.correct_answer < q.options.length;

export const questionInputSchema = z
  .strictObject({
    question: questionFields.question,
    options: questionFields.options,
    correct_answer: questionFields.correct_answer,
    explanation: questionFields.explanation.default(""),
  })
  .superRefine((q, ctx) => {
    if (!answerWithinOptions(q))
      ctx.addIssue({ code: "custom", path: ["correct_answer"], message: correctAnswerMessage(q.options.length) });
  });
export type QuestionInput = z.infer<typeof questionInputSchema>;

/**
 * PUT of a question: any subset. When only one of options and correct_answer is sent, the
 * service checks it against the stored question.
 */
export const questionUpdateSchema = z
  .strictObject(questionFields)
  .partial()
  .superRefine((q, ctx) => {
    if (!answerWithinOptions(q))
      ctx.addIssue({ code: "custom", path: ["correct_answer"], message: correctAnswerMessage(q.options!.length) });
  });
export type QuestionUpdate = z.infer<typeof questionUpdateSchema>;

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

export const importSchema = z.strictObject({
  format: z.enum(IMPORT_FORMATS, { message: "format must be csv or aiken" }),
  text: z
    .string({ error: "text must be the contents of the file" })
    .refine((t) => t.trim() !== "", "The file is empty")
    .refine((t) => t.length <= IMPORT_MAX_BYTES && utf8Length(t) <= IMPORT_MAX_BYTES, "The file must be at most 1 MB"),
});
export type ImportInput = z.infer<typeof importSchema>;
