import "server-only";
import { db } from "../../db";
import { signedFileUrl } from "../../integrations/storage/signed-url";
import { playableLessonWhere } from "./lesson-visibility";

// Preview lessons: the ones a tutor marks "preview" play for anyone, signed in or not, as
// a taste of the course. Only those: every other lesson goes through access.ts.

/** One preview lesson of a course with a fresh signed URL, and the course's other previews; null unless it is one. */
export async function getPreviewLesson(courseId: string, lessonId: string) {
  const lesson = await db.lesson.findFirst({
    where: { id: lessonId, courseId, preview: true, ...playableLessonWhere },
    select: {
      id: true,
      title: true,
      description: true,
      durationSeconds: true,
      storageKey: true,
      lowStorageKey: true,
      course: { select: { id: true, title: true, price: true } },
    },
  });
  if (!lesson) return null;
  const [main, low, others] = await Promise.all([
    lesson.storageKey ? signedFileUrl(lesson.storageKey) : null,
    lesson.lowStorageKey ? signedFileUrl(lesson.lowStorageKey) : null,
    db.lesson.findMany({
      where: { courseId, preview: true, id: { not: lessonId }, ...playableLessonWhere },
      orderBy: [{ section: { position: "asc" } }, { position: "asc" }],
      select: { id: true, title: true, durationSeconds: true },
    }),
  ]);
  return {
    course: lesson.course,
    lesson: {
      id: lesson.id,
      title: lesson.title,
      description: lesson.description,
      durationSeconds: lesson.durationSeconds,
      url: main?.url ?? null,
      lowUrl: low?.url ?? null,
    },
    otherPreviews: others,
  };
}
