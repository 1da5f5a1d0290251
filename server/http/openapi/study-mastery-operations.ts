import { masteryQuerySchema } from "@/lib/validation/mastery";
import type { Operation } from "./document";

// The study loop's topic mastery (docs/contract.md and CONTRACT.md, "Study loop"; rules in docs/study-loop.md).
export const studyMasteryOperations: Operation[] = [
  {
    method: "get",
    path: "/api/me/mastery",
    summary:
      "The student's level on every leaf topic (not_started, attempted, familiar, proficient, mastered), in syllabus order, for the subjects they have answered in, one ?subject=, or ?all=true",
    tag: "Study",
    auth: "student",
    query: masteryQuerySchema,
    success: {
      description:
        "{ subjects: [{ subject, topics: [{ topic, topic_id, slug, parent, level, answered, correct, estimate, gap, last_answered_at }] }] }; estimate is the chance of answering the topic's next question right, gap the distance to Mastered (both 0–1)",
    },
  },
];
