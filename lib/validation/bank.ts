import { z } from "zod";
import { NotationError, renderNotation } from "../notation/render";
import { SUBJECTS } from "../subjects";
import { duplicateOptions, optionLetter, QUIZ_DIFFICULTIES } from "./quiz-authoring";

// The question bank's authoring API (docs/question-bank.md): tutors' questions, stimuli,
// imports, reports and regrading. The question rules are also applied row by row by the
// import parsers (lib/bank-import/), so an imported question is always one the API accepts.
// Notation between $…$ must render with KaTeX (lib/notation/render.ts), else the field is refused.

export const EXAM_BODIES = ["UTME", "WAEC", "NECO"] as const;
export type ExamBodyName = (typeof EXAM_BODIES)[number];
export const STIMULUS_KINDS = ["passage", "table", "diagram"] as const;
export const BANK_DIFFICULTIES = QUIZ_DIFFICULTIES;
export const BANK_IMPORT_FORMATS = ["csv", "aiken", "json"] as const;
export type BankImportFormat = (typeof BANK_IMPORT_FORMATS)[number];
export const REPORT_REASONS = ["wrong_key", "typo", "unclear", "other"] as const;

export const BANK_RULES = {
  textMin: 3,
  textMax: 2000,
  /** Papers draw questions of 4 options (A–D) or 5 (A–E). */
  minOptions: 4,
  maxOptions: 5,
  optionMax: 500,
  explanationMax: 2000,
  stimulusTitleMax: 200,
  stimulusContentMax: 20_000,
  reportDetailMax: 1000,
  /** The first year a style source may name, and the last (a few years ahead is a typo). */
  firstSourceYear: 1970,
  lastSourceYear: 2100,
} as const;

/** Most questions one import file may hold; the whole file is written in one transaction. */
export const BANK_IMPORT_MAX_QUESTIONS = 1000;
/** Largest import text, in UTF-8 bytes. */
export const BANK_IMPORT_MAX_BYTES = 1024 * 1024;
/** Questions of a preview shown rendered. */
export const IMPORT_PREVIEW_SAMPLE = 5;

/** "A" → 0 … "E" → 4 (either case); undefined for anything else. */
export function answerIndexOf(letter: string): number | undefined {
  const index = letter.trim().toUpperCase().charCodeAt(0) - 65;
  return /^[A-Ea-e]$/.test(letter.trim()) ? index : undefined;
}

/** The reason notation does not render, or null when it does (or there is none). */
export function notationProblem(text: string): string | null {
  try {
    renderNotation(text);
    return null;
  } catch (error) {
    // KaTeX underlines the faulty part with combining characters, which read badly in a message.
    if (error instanceof NotationError) return error.message.replace(/\u0332/g, "");
    throw error;
  }
}

const notationChecked = <S extends z.ZodType<string>>(schema: S, label: string) =>
  schema.superRefine((value, ctx) => {
    const problem = notationProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: `The notation in ${label} does not render: ${problem}` });
  });

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const idRef = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} cannot be empty`)
    .max(120, `${label} is too long`);

export const subjectSchema = z.enum(SUBJECTS, { message: `Subject must be one of: ${SUBJECTS.join(", ")}` });
/** A stable key of an imported question or stimulus ("mth-indices-003"), unique across the bank. */
export const bankSlugSchema = z
  .string({ error: "slug must be text" })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must be lower-case letters and digits joined by hyphens")
  .max(120, "slug is too long");

const examSchema = z.enum(EXAM_BODIES, { message: "Each exam must be UTME, WAEC or NECO" });

/**
 * Bank options differ when they differ in case: "HH" and "hh" are two genotypes, "DE-moc-ra-cy"
 * and "de-MOC-ra-cy" two stress patterns. Spacing still does not count.
 */
const bankOptionKey = (option: string) => option.trim().replace(/\s+/g, " ");

export const bankFields = {
  text: notationChecked(
    trimmed("Question", BANK_RULES.textMax).min(
      BANK_RULES.textMin,
      `Question must be at least ${BANK_RULES.textMin} characters`,
    ),
    "the question",
  ),
  options: z
    .array(
      notationChecked(trimmed("Each option", BANK_RULES.optionMax).min(1, "Options cannot be empty"), "this option"),
      {
        error: "Options must be a list of text",
      },
    )
    .min(BANK_RULES.minOptions, `A bank question has ${BANK_RULES.minOptions} or ${BANK_RULES.maxOptions} options`)
    .max(BANK_RULES.maxOptions, `A bank question has ${BANK_RULES.minOptions} or ${BANK_RULES.maxOptions} options`)
    .superRefine((options, ctx) => {
      for (const [first, repeat] of duplicateOptions(options, bankOptionKey)) {
        ctx.addIssue({
          code: "custom",
          path: [repeat],
          message: `Options must all be different: option ${optionLetter(repeat)} repeats option ${optionLetter(first)}`,
        });
      }
    }),
  /** The right option's letter, A to E. */
  answer: z
    .string({ error: "answer must be the letter of the right option (A to E)" })
    .refine((value) => answerIndexOf(value) !== undefined, "answer must be the letter of the right option (A to E)")
    .transform((value) => value.trim().toUpperCase()),
  explanation: notationChecked(trimmed("Explanation", BANK_RULES.explanationMax), "the explanation"),
  /** A topic of the question's subject, by slug or id (GET /api/bank/topics); null for none. */
  topic: idRef("topic").nullable(),
  exams: z
    .array(examSchema, { error: "exams must be a list of exams (UTME, WAEC, NECO)" })
    .min(1, "Name at least one exam the question is for: UTME, WAEC or NECO")
    .transform((exams) => EXAM_BODIES.filter((exam) => exams.includes(exam))),
  /** "original", or written in the style of an exam body's paper of a year (never copied from it). */
  source: z.union(
    [
      z.literal("original"),
      z.strictObject({
        style: examSchema,
        year: z
          .number({ error: "source.year must be a year" })
          .int("source.year must be a year")
          .min(
            BANK_RULES.firstSourceYear,
            `source.year must be between ${BANK_RULES.firstSourceYear} and ${BANK_RULES.lastSourceYear}`,
          )
          .max(
            BANK_RULES.lastSourceYear,
            `source.year must be between ${BANK_RULES.firstSourceYear} and ${BANK_RULES.lastSourceYear}`,
          ),
      }),
    ],
    { error: 'source must be "original" or { "style": "WAEC", "year": 2015 }' },
  ),
  difficulty: z.enum(BANK_DIFFICULTIES, { message: "Difficulty must be easy, medium or hard" }),
  /** A stimulus of the tutor's own or of the platform, of the same subject; null for none. */
  stimulus_id: idRef("stimulus_id").nullable(),
  /** A key answered by POST /api/bank/images; null for none. */
  image_key: idRef("image_key").nullable(),
};
export type BankSource = z.infer<typeof bankFields.source>;

const answerMessage = (count: number) => `The answer must be one of the options (A to ${optionLetter(count - 1)})`;
const answerWithin = (q: { options?: string[]; answer?: string }) =>
  q.options === undefined || q.answer === undefined || (answerIndexOf(q.answer) ?? 0) < q.options.length;

export const bankQuestionCreateSchema = z
  .strictObject({
    subject: subjectSchema,
    text: bankFields.text,
    options: bankFields.options,
    answer: bankFields.answer,
    explanation: bankFields.explanation.default(""),
    topic: bankFields.topic.optional().default(null),
    exams: bankFields.exams,
    source: bankFields.source.default("original"),
    difficulty: bankFields.difficulty.default("medium"),
    stimulus_id: bankFields.stimulus_id.optional().default(null),
    image_key: bankFields.image_key.optional().default(null),
  })
  .superRefine((q, ctx) => {
    if (!answerWithin(q)) ctx.addIssue({ code: "custom", path: ["answer"], message: answerMessage(q.options.length) });
  });
export type BankQuestionCreate = z.infer<typeof bankQuestionCreateSchema>;

/** PATCH: any subset; `status` "retired" retires, "active" brings a retired question back. */
export const bankQuestionUpdateSchema = z
  .strictObject({
    subject: subjectSchema,
    text: bankFields.text,
    options: bankFields.options,
    answer: bankFields.answer,
    explanation: bankFields.explanation,
    topic: bankFields.topic,
    exams: bankFields.exams,
    source: bankFields.source,
    difficulty: bankFields.difficulty,
    stimulus_id: bankFields.stimulus_id,
    image_key: bankFields.image_key,
    status: z.enum(["active", "retired"], { message: "status must be active or retired" }),
  })
  .partial()
  .superRefine((q, ctx) => {
    if (!answerWithin(q)) ctx.addIssue({ code: "custom", path: ["answer"], message: answerMessage(q.options!.length) });
  });
export type BankQuestionUpdate = z.infer<typeof bankQuestionUpdateSchema>;

const pageFields = {
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be 1 or more")
    .default(1),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be between 1 and 100")
    .max(100, "limit must be between 1 and 100")
    .default(20),
};

export const bankQuestionListQuerySchema = z.object({
  subject: subjectSchema.optional(),
  /** Slug or id; a heading's questions include its sub-headings'. */
  topic: idRef("topic").optional(),
  status: z.enum(["active", "retired", "all"], { message: "status must be active, retired or all" }).default("active"),
  /** Questions tagged for this exam. */
  exam: examSchema.optional(),
  /** Words in the question's text (any case). */
  q: trimmed("q", 200).optional(),
  ...pageFields,
});
export type BankQuestionListQuery = z.infer<typeof bankQuestionListQuerySchema>;

export const topicsQuerySchema = z.object({ subject: subjectSchema });

// ---- Stimuli ------------------------------------------------------------------------------

const stimulusFields = {
  subject: subjectSchema,
  kind: z.enum(STIMULUS_KINDS, { message: "kind must be passage, table or diagram" }),
  title: trimmed("Title", BANK_RULES.stimulusTitleMax),
  content: notationChecked(
    trimmed("Content", BANK_RULES.stimulusContentMax).min(1, "Content cannot be empty"),
    "the content",
  ),
  image_key: bankFields.image_key,
};

const diagramNeedsImage = (s: { kind?: string; image_key?: string | null }) =>
  s.kind !== "diagram" || Boolean(s.image_key);
const diagramMessage = "A diagram needs its image: upload it with POST /api/bank/images and send its key as image_key";

export const stimulusCreateSchema = z
  .strictObject({
    subject: stimulusFields.subject,
    kind: stimulusFields.kind,
    title: stimulusFields.title.default(""),
    content: stimulusFields.content,
    image_key: stimulusFields.image_key.optional().default(null),
  })
  .superRefine((s, ctx) => {
    if (!diagramNeedsImage(s)) ctx.addIssue({ code: "custom", path: ["image_key"], message: diagramMessage });
  });
export type StimulusCreate = z.infer<typeof stimulusCreateSchema>;

/** PATCH: any subset but the subject (its questions are of that subject). */
export const stimulusUpdateSchema = z
  .strictObject({
    kind: stimulusFields.kind,
    title: stimulusFields.title,
    content: stimulusFields.content,
    image_key: stimulusFields.image_key,
  })
  .partial();
export type StimulusUpdate = z.infer<typeof stimulusUpdateSchema>;

export { diagramMessage as DIAGRAM_NEEDS_IMAGE };

export const stimulusListQuerySchema = z.object({
  subject: subjectSchema.optional(),
  /** own: the tutor's; platform: the platform's, to attach to a question; all: both. */
  scope: z.enum(["own", "platform", "all"], { message: "scope must be own, platform or all" }).default("own"),
  ...pageFields,
});
export type StimulusListQuery = z.infer<typeof stimulusListQuerySchema>;

// ---- Import and export --------------------------------------------------------------------

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

export const bankImportDefaultsSchema = z.strictObject({
  topic: bankFields.topic.optional(),
  exams: bankFields.exams.optional(),
  difficulty: bankFields.difficulty.optional(),
});
export type BankImportDefaults = z.infer<typeof bankImportDefaultsSchema>;

export const bankImportSchema = z.strictObject({
  format: z.enum(BANK_IMPORT_FORMATS, { message: "format must be csv, aiken or json" }),
  text: z
    .string({ error: "text must be the contents of the file" })
    .refine((t) => t.trim() !== "", "The file is empty")
    .refine(
      (t) => t.length <= BANK_IMPORT_MAX_BYTES && utf8Length(t) <= BANK_IMPORT_MAX_BYTES,
      "The file must be at most 1 MB",
    ),
  subject: subjectSchema,
  /** true: answer what would be created and write nothing. */
  preview: z.boolean({ error: "preview must be true or false" }),
  /** Used where a question leaves these out (Aiken files never carry them). */
  defaults: bankImportDefaultsSchema.optional().default({}),
});
export type BankImportInput = z.infer<typeof bankImportSchema>;

export const bankExportQuerySchema = z.object({
  format: z.enum(["json", "csv"], { message: "format must be json or csv" }),
  subject: subjectSchema,
});
export type BankExportQuery = z.infer<typeof bankExportQuerySchema>;

/**
 * One question as an import file gives it (JSON as is; a CSV row or an Aiken block turned
 * into this shape), after the request's defaults filled what it left out.
 */
export const importedQuestionSchema = z
  .strictObject({
    /** Optional stable key: a file imported again skips the questions whose slug is already in the bank. */
    slug: bankSlugSchema.optional(),
    text: bankFields.text,
    options: bankFields.options,
    answer: bankFields.answer,
    explanation: bankFields.explanation.default(""),
    topic: bankFields.topic.optional().default(null),
    exams: bankFields.exams,
    source: bankFields.source.default("original"),
    difficulty: bankFields.difficulty.default("medium"),
    /** Ref of a stimulus of the same file (JSON only). */
    stimulus: idRef("stimulus").nullable().optional().default(null),
    image: bankFields.image_key.optional().default(null),
  })
  .superRefine((q, ctx) => {
    if (!answerWithin(q)) ctx.addIssue({ code: "custom", path: ["answer"], message: answerMessage(q.options.length) });
  });
export type ImportedQuestion = z.infer<typeof importedQuestionSchema>;

export const importedStimulusSchema = z
  .strictObject({
    ref: idRef("ref"),
    /** Optional stable key, as a question's. */
    slug: bankSlugSchema.optional(),
    kind: stimulusFields.kind,
    title: stimulusFields.title.default(""),
    content: stimulusFields.content,
    image: stimulusFields.image_key.optional().default(null),
  })
  .superRefine((s, ctx) => {
    if (s.kind === "diagram" && !s.image)
      ctx.addIssue({
        code: "custom",
        path: ["image"],
        message: "A diagram needs its image: the key of an image you uploaded",
      });
  });
export type ImportedStimulus = z.infer<typeof importedStimulusSchema>;

// ---- Reports and regrading ----------------------------------------------------------------

export type ReportReason = (typeof REPORT_REASONS)[number];
const isReportReason = (reason: string): reason is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(reason);

/** A reason of its own words (an older client's free text) is kept as "other" with those words as the detail. */
export const reportCreateSchema = z
  .strictObject({
    reason: trimmed("reason", BANK_RULES.reportDetailMax).min(
      1,
      `reason must be one of: ${REPORT_REASONS.join(", ")}, or what is wrong in words`,
    ),
    detail: trimmed("detail", BANK_RULES.reportDetailMax).optional(),
  })
  .transform(({ reason, detail }, ctx): { reason: ReportReason; detail?: string } => {
    if (isReportReason(reason)) return { reason, detail };
    const words = detail ? `${reason}\n\n${detail}` : reason;
    if (words.length > BANK_RULES.reportDetailMax) {
      ctx.addIssue({
        code: "custom",
        path: ["detail"],
        message: `The reason and detail together must be at most ${BANK_RULES.reportDetailMax} characters`,
      });
      return z.NEVER;
    }
    return { reason: "other", detail: words };
  });
export type ReportCreate = z.output<typeof reportCreateSchema>;

export const reportUpdateSchema = z.strictObject({ resolved: z.boolean({ error: "resolved must be true or false" }) });
export type ReportUpdate = z.infer<typeof reportUpdateSchema>;

export const reportListQuerySchema = z.object({
  status: z.enum(["open", "resolved", "all"], { message: "status must be open, resolved or all" }).default("all"),
  ...pageFields,
});
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;

export const regradeSchema = z.strictObject({
  /** true (the default): answer what would change and write nothing. */
  dry_run: z.boolean({ error: "dry_run must be true or false" }).default(true),
});
export type RegradeInput = z.infer<typeof regradeSchema>;
