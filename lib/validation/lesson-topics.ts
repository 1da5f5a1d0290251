import { z } from "zod";
import { SUBJECTS } from "../subjects";

// PUT /api/videos/{id}/topics: the syllabus topics a lesson teaches, set by its tutor. "What to
// study next" links a student's weakest topics to the lessons tagged with them.

export const MAX_LESSON_TOPICS = 10;

const ref = z
  .string({ error: "a topic is an id or a slug" })
  .trim()
  .min(1, "a topic cannot be empty")
  .max(100, "a topic is at most 100 characters");
const refs = (field: string) =>
  z
    .array(ref, { error: `${field} must be a list` })
    .max(MAX_LESSON_TOPICS, `At most ${MAX_LESSON_TOPICS} topics per lesson`)
    .transform((list) => [...new Set(list)]);

/** Either topic ids (any subject), or a subject and its topics by slug (or id), as the bank's questions name them. */
export const lessonTopicsSchema = z
  .strictObject({
    topic_ids: refs("topic_ids").optional(),
    subject: z.enum(SUBJECTS, { message: `subject must be one of ${SUBJECTS.join(", ")}` }).optional(),
    topics: refs("topics").optional(),
  })
  .superRefine((input, ctx) => {
    if ((input.topic_ids === undefined) === (input.topics === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["topic_ids"],
        message: "Send topic_ids, or a subject with topics (slugs)",
      });
    } else if (input.topics !== undefined && input.subject === undefined) {
      ctx.addIssue({ code: "custom", path: ["subject"], message: "subject is required with topics (slugs)" });
    } else if (input.topic_ids !== undefined && input.subject !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["subject"],
        message: "subject goes with topics (slugs), not with topic_ids",
      });
    }
  });
export type LessonTopicsInput = z.infer<typeof lessonTopicsSchema>;
