import { z } from "zod";
import { DIGEST_CHANNELS, GUARDIAN_STATUSES } from "@/lib/guardian/guardian-digest-rules";
import { MASTERY_LEVELS } from "@/lib/study/mastery";
import { CARD_STATE_NAMES, RATING_NAMES } from "@/lib/study/review-types";
import { stimulusSchema } from "./exam";

// What the study loop's endpoints answer (docs/contract.md, "Study loop"; docs/study-loop.md):
// the mistakes deck, the predicted score, what to study next and the guardian's digest.

const isoTime = z.string().describe("ISO 8601 time");

/** A leaf topic's mastery as GET /api/me/mastery lists it; what to study next starts from it. */
export const topicMasterySchema = z.object({
  topic_id: z.string(),
  slug: z.string(),
  topic: z.string(),
  parent: z.string().nullable(),
  level: z.enum(MASTERY_LEVELS),
  answered: z.number().int(),
  correct: z.number().int(),
  estimate: z.number().describe("Chance of answering the topic's next question right, 0–1"),
  gap: z.number().describe("Distance to Mastered, 0–1"),
  last_answered_at: z.string().nullable(),
});

const revealedKey = {
  correct_answer: z.string().describe("The key's letter"),
  explanation: z.string(),
  explanation_html: z.string().optional().describe("Only when the explanation has notation"),
};

const reviewQuestionSchema = z.object({
  id: z.string(),
  subject: z.string().nullable(),
  topic: z.string().nullable(),
  text: z.string(),
  html: z.string().optional().describe("Server-rendered notation, only when the text has some"),
  options: z.array(z.object({ key: z.string(), text: z.string(), html: z.string().optional() })),
  stimulus: stimulusSchema.optional(),
  image_url: z.string().optional(),
});

export const reviewDeckSchema = z.object({
  due_count: z.number().int().describe("Cards left for today, within the daily limit"),
  due_total: z.number().int().describe("Every card due by the end of the Lagos day"),
  reviewed_today: z.number().int(),
  streak_days: z.number().int(),
  next_due_at: isoTime.nullable(),
  day: z.string().describe("The Lagos day, YYYY-MM-DD"),
  generated_at: isoTime,
  cards: z.array(
    z.object({
      id: z.string(),
      due_at: isoTime,
      state: z.enum(CARD_STATE_NAMES),
      reason: z.string().describe("Why it entered the deck: wrong, skipped or flagged"),
      reps: z.number().int(),
      lapses: z.number().int(),
      question: reviewQuestionSchema,
      revealed: z
        .object(revealedKey)
        .optional()
        .describe("Only when a submitted sitting already showed the key and no exam is open"),
    }),
  ),
});

export const rateResultSchema = z.object({
  card: z.object({
    id: z.string(),
    due_at: isoTime,
    state: z.enum(CARD_STATE_NAMES),
    stability: z.number(),
    difficulty: z.number(),
    reps: z.number().int(),
    lapses: z.number().int(),
    scheduled_days: z.number(),
    last_review_at: isoTime.nullable(),
  }),
  rating: z.enum(RATING_NAMES),
  reviewed_at: isoTime,
  replayed: z.boolean().describe("This client_review_id was applied before: nothing changed this time"),
  correct: z.boolean().optional().describe("Only when an answer was given"),
  answer: z.string().optional(),
  ...revealedKey,
});

export const checkAnswerSchema = z.object({
  correct: z.boolean().optional().describe("Only when an answer was given"),
  ...revealedKey,
});

export const reviewSyncAnswerSchema = z.object({
  results: z.array(
    z.object({
      client_review_id: z.string(),
      card_id: z.string(),
      status: z
        .enum(["applied", "replayed", "rejected", "not_applied"])
        .describe("not_applied ones are to be sent again; rejected ones never apply"),
      result: rateResultSchema.optional(),
      error: z.object({ error: z.string(), message: z.string() }).optional(),
    }),
  ),
});

const trend = z.array(z.object({ at: isoTime, total: z.number(), low: z.number(), high: z.number() }));

export const predictionSchema = z.union([
  z.object({
    utme: z.object({
      total: z.number(),
      low: z.number(),
      high: z.number(),
      subjects: z.array(
        z.object({ subject: z.string(), score: z.number(), low: z.number(), high: z.number(), answers: z.number() }),
      ),
      explanation: z.string(),
      based_on: z.object({ answers: z.number(), days: z.number(), utme_sittings: z.number() }),
    }),
    trend,
  }),
  z.object({
    utme: z.null(),
    missing: z.string().describe("What evidence is needed, in a sentence"),
    evidence: z.array(z.object({ subject: z.string(), answers: z.number(), needed: z.number() })),
    trend,
  }),
]);

export const nextTopicsSchema = z.object({
  paper: z.object({ id: z.string(), exam: z.string(), title: z.string() }),
  subjects: z.array(z.string()),
  basis: z.enum(["paper", "latest_sitting", "evidence"]),
  topics: z.array(
    topicMasterySchema.omit({ last_answered_at: true }).extend({
      subject: z.string(),
      questions: z.number().describe("Questions of the topic in the subject's section, on average"),
      marks: z.number().describe("The marks those questions carry"),
      yield: z.number().describe("marks × gap"),
      reason: z.string(),
      lessons: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          course_id: z.string(),
          course: z.string(),
          preview: z.boolean(),
          href: z.string(),
        }),
      ),
      drill: z
        .object({
          method: z.literal("POST"),
          href: z.literal("/api/me/drills"),
          body: z.object({ topic_id: z.string() }),
          questions: z.number().int(),
        })
        .nullable()
        .describe("POST this to start a drill on the topic; null when the bank has none for it"),
    }),
  ),
});

export const guardianDigestSettingsSchema = z.object({
  enabled: z.boolean(),
  channel: z.enum(DIGEST_CHANNELS),
  email: z.string().nullable(),
  phone: z.string().nullable().describe("+234…"),
  guardian_name: z.string(),
  last_sent_at: isoTime.nullable(),
  guardian_status: z
    .enum(GUARDIAN_STATUSES)
    .nullable()
    .describe("What the guardian at the chosen address said; null while off or before an address is saved"),
  confirmation_sent_at: isoTime.nullable(),
});
