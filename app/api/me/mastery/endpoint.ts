import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { MASTERY_LEVELS } from "@/lib/study/mastery";
import { masteryQuerySchema } from "@/lib/validation/mastery";

const topicMastery = z.object({
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

export const GET = endpoint({
  method: "GET",
  path: "/api/me/mastery",
  auth: "student",
  tag: "Study",
  summary:
    "The student's level on every leaf topic, in syllabus order, for the subjects they have answered in, one ?subject=, or ?all=true",
  query: masteryQuerySchema,
  responses: { 200: z.object({ subjects: z.array(z.object({ subject: z.string(), topics: z.array(topicMastery) })) }) },
});
