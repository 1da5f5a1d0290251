import { z } from "zod";

// What the question bank's and the editors' endpoints answer (docs/question-bank.md; docs/contract.md,
// "Editorial review"). Bank questions carry their answer key: these are for their owner or an editor.

const isoTime = z.string().describe("ISO 8601 time");
const examSchema = z.enum(["UTME", "WAEC", "NECO"]);
const difficultySchema = z.enum(["easy", "medium", "hard"]);
const reviewStatusSchema = z.enum(["private", "submitted", "approved", "rejected"]);

export const paginationSchema = z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() });

/** A quality warning with its reason; warnings never block a save. */
export const qualityWarningSchema = z.object({
  code: z.enum(["key_longest", "key_word_in_stem", "indistinct_options", "near_duplicate", "key_longest_share"]),
  message: z.string(),
});

/** The rendered HTML of a version's text, options and explanation. */
export const versionHtmlSchema = z.object({ text: z.string(), options: z.array(z.string()), explanation: z.string() });

export const notationHtmlSchema = z
  .object({ text: z.string().nullable(), options: z.array(z.string().nullable()), explanation: z.string().nullable() })
  .nullable()
  .describe("The fields with notation as MathML (null: plain text); null when none has any");

const topicRefSchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });

export const bankSourceSchema = z.union([
  z.literal("original"),
  z.object({ style: examSchema, year: z.number().int() }),
]);

export const bankQuestionSchema = z.object({
  id: z.string(),
  subject: z.string().nullable(),
  topic: topicRefSchema.nullable(),
  exams: z.array(examSchema),
  source: bankSourceSchema,
  difficulty: difficultySchema,
  shown_difficulty: z
    .object({ difficulty: difficultySchema, from: z.enum(["rubric", "facility"]) })
    .describe("The rubric's difficulty until 30 responses, then the facility's"),
  status: z.enum(["active", "retired"]),
  version: z.number().int(),
  text: z.string(),
  options: z.array(z.string()),
  answer: z.string().describe("The right option's letter"),
  explanation: z.string(),
  stimulus_id: z.string().nullable(),
  image_key: z.string().nullable(),
  image_url: z.string().nullable(),
  html: versionHtmlSchema.nullable().optional().describe("One question's read only"),
  stats: z
    .object({
      responses: z.number().int(),
      facility: z.number().nullable(),
      discrimination: z.number().nullable(),
    })
    .describe("facility and discrimination are null below 30 responses"),
  flag: z.enum(["check_key", "too_easy", "too_hard"]).nullable(),
  checks: z.array(qualityWarningSchema),
  review_status: reviewStatusSchema,
  review_note: z.string().nullable(),
  submitted_at: isoTime.nullable(),
  reviewed_at: isoTime.nullable(),
  approved_version: z.number().int().nullable().describe("The version platform papers and drills draw"),
  created_at: isoTime,
  updated_at: isoTime,
});

export const bankVersionSchema = z.object({
  version: z.number().int(),
  current: z.boolean(),
  text: z.string(),
  options: z.array(z.string()),
  answer: z.string(),
  explanation: z.string(),
  stimulus_id: z.string().nullable(),
  image_key: z.string().nullable(),
  image_url: z.string().nullable(),
  html: versionHtmlSchema.nullable(),
  times_shown: z.number().int().describe("Sitting items that showed this version"),
  created_at: isoTime,
});

export const bankStimulusSchema = z.object({
  id: z.string(),
  subject: z.string(),
  kind: z.enum(["passage", "table", "diagram"]),
  title: z.string(),
  content: z.string(),
  image_key: z.string().nullable(),
  image_url: z.string().nullable(),
  owner: z.enum(["platform", "you"]),
  question_count: z.number().int(),
  created_at: isoTime,
});

export const topicTreeSchema = z.object({
  subject: z.string(),
  topics: z.array(topicRefSchema.extend({ children: z.array(topicRefSchema) })),
});

export const regradeResultSchema = z.object({
  dry_run: z.boolean(),
  question_id: z.string(),
  version: z.number().int(),
  sittings: z.number().int(),
  changes: z.array(
    z.object({
      sitting_id: z.string(),
      before: z.number().nullable(),
      after: z.number(),
      items: z.array(
        z.object({
          number: z.number().int(),
          answer: z.string().nullable(),
          before: z.object({ correct_key: z.string(), correct: z.boolean().nullable() }),
          after: z.object({ correct_key: z.string(), correct: z.boolean() }),
        }),
      ),
    }),
  ),
  in_progress_items: z.number().int(),
  unmatched_items: z.number().int(),
});

export const bankImportResultSchema = z.object({
  message: z.string(),
  preview: z.boolean(),
  subject: z.string(),
  questions: z.number().int(),
  stimuli: z.number().int(),
  topics: z.array(z.object({ topic: z.string().nullable(), name: z.string().nullable(), questions: z.number().int() })),
  sample: z.array(
    z.object({
      number: z.number().int(),
      text: z.string(),
      options: z.array(z.string()),
      answer: z.string(),
      explanation: z.string(),
      topic: z.string().nullable(),
      exams: z.array(examSchema),
      difficulty: difficultySchema,
      source: bankSourceSchema,
      stimulus: z.string().nullable(),
      html: versionHtmlSchema,
    }),
  ),
  warnings: z.array(qualityWarningSchema.extend({ question: z.number().int() })),
  subject_checks: z.array(qualityWarningSchema),
  imported: z.number().int(),
  question_ids: z.array(z.string()),
});

export const reportSchema = z.object({
  id: z.string(),
  question_id: z.string(),
  reason: z.string(),
  detail: z.string().nullable(),
  created_at: isoTime,
  resolved_at: isoTime.nullable(),
});

/** A question's editorial decision. */
export const reviewDecisionSchema = z.object({
  id: z.string(),
  review_status: z.enum(["approved", "rejected"]),
  approved_version: z.number().int().nullable(),
  review_note: z.string().nullable(),
  reviewed_at: isoTime,
});

export const reviewQueueQuestionSchema = z.object({
  id: z.string(),
  subject: z.string().nullable(),
  topic: z.object({ slug: z.string(), name: z.string() }).nullable(),
  exams: z.array(examSchema),
  difficulty: difficultySchema,
  review_status: reviewStatusSchema,
  version: z.number().int().describe("The version under review"),
  approved_version: z.number().int().nullable().describe("The version the pool draws meanwhile"),
  text: z.string(),
  options: z.array(z.string()),
  correct_answer: z.string().describe("The right option's letter"),
  explanation: z.string(),
  html: versionHtmlSchema.nullable(),
  stimulus: z
    .object({ kind: z.enum(["passage", "table", "diagram"]), title: z.string(), content: z.string() })
    .nullable(),
  image_url: z.string().nullable(),
  owner: z.object({ name: z.string() }),
  submitted_at: isoTime.nullable(),
  reviewed_at: isoTime.nullable(),
  review_note: z.string().nullable(),
  checks: z.array(qualityWarningSchema),
});

export const poolReportSchema = reportSchema.extend({
  resolution: z.object({ action: z.string().nullable(), note: z.string().nullable() }).nullable(),
  question: z.object({
    id: z.string(),
    subject: z.string().nullable(),
    text: z.string(),
    options: z.array(z.string()),
    html: z
      .object({ text: z.string().nullable(), options: z.array(z.string().nullable()) })
      .nullable()
      .describe("The fields with notation as MathML (null: plain text); null when none has any"),
    correct_answer: z.string(),
    status: z.enum(["active", "retired"]),
    version: z.number().int().describe("The version drawn"),
    owner: z.object({ name: z.string() }).nullable().describe("null for the platform's own"),
  }),
});
