import "server-only";
import type { LessonTopicsInput } from "@/lib/validation/lesson-topics";
import { db } from "../../db";
import { AppError, notFound } from "../../errors";
import { findTopics, unknownTopicMessage } from "../../bank/topics";
import { canSeeCourse, type Viewer } from "../visibility";

// A lesson's syllabus topics (video_topics), set by the course's owner. "What to study next"
// (server/study/next-topic.ts) links a topic to the published lessons tagged with it.

export type LessonTopic = { id: string; subject: string; slug: string; name: string };

const topicSelect = { id: true, subject: true, slug: true, name: true } as const;

async function topicsOf(lessonId: string): Promise<LessonTopic[]> {
  const rows = await db.lessonTopic.findMany({
    where: { lessonId },
    select: { topic: { select: topicSelect } },
    orderBy: [{ topic: { subject: "asc" } }, { topic: { position: "asc" } }, { topic: { slug: "asc" } }],
  });
  return rows.map((r) => r.topic);
}

/** GET /api/videos/{id}/topics: anyone who may see the course (a draft's lessons are its owner's only). */
export async function getLessonTopics(lessonId: string, viewer: Viewer) {
  const lesson = await db.lesson.findUnique({
    where: { id: lessonId },
    select: { id: true, course: { select: { ownerId: true, status: true } } },
  });
  if (!lesson || !canSeeCourse(lesson.course, viewer)) throw notFound("Video");
  return { video_id: lesson.id, topics: await topicsOf(lesson.id) };
}

/** The topics the input names, or 400 naming the first unknown one. */
async function resolveTopics(input: LessonTopicsInput): Promise<LessonTopic[]> {
  if (input.topic_ids !== undefined) {
    const rows = await db.topic.findMany({ where: { id: { in: input.topic_ids } }, select: topicSelect });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const unknown = input.topic_ids.filter((id) => !byId.has(id));
    if (unknown.length > 0) {
      const message = `"${unknown[0]}" is not a topic${unknown.length > 1 ? ` (nor ${unknown.length - 1} more)` : ""}: see GET /api/bank/topics?subject=…`;
      throw new AppError("validation_error", message, { fieldErrors: { topic_ids: message } });
    }
    return input.topic_ids.map((id) => byId.get(id)!);
  }
  const subject = input.subject!;
  const refs = input.topics ?? [];
  const found = await findTopics(subject, refs);
  const unknown = refs.find((r) => !found.has(r));
  if (unknown !== undefined) {
    const message = unknownTopicMessage(unknown, subject);
    throw new AppError("validation_error", message, { fieldErrors: { topics: message } });
  }
  const topics = new Map(refs.map((r) => found.get(r)!).map((t) => [t.id, { ...t, subject }]));
  return [...topics.values()];
}

/** PUT /api/videos/{id}/topics: replaces the lesson's topics; another tutor's lesson is 404, as if it did not exist. */
export async function setLessonTopics(lessonId: string, tutorId: string, input: LessonTopicsInput) {
  const lesson = await db.lesson.findFirst({
    where: { id: lessonId, course: { ownerId: tutorId } },
    select: { id: true },
  });
  if (!lesson) throw notFound("Video");
  const topics = await resolveTopics(input);
  const ids = topics.map((t) => t.id);
  await db.$transaction([
    db.lessonTopic.deleteMany({ where: { lessonId, topicId: { notIn: ids } } }),
    db.lessonTopic.createMany({ data: ids.map((topicId) => ({ lessonId, topicId })), skipDuplicates: true }),
  ]);
  return { video_id: lessonId, topics: await topicsOf(lessonId) };
}
