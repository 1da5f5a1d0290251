import "server-only";
import type { z } from "zod";
import type { videoCreateSchema } from "@/lib/validation/courses";
import { db } from "../../db";
import { AppError } from "../../errors";
import { forgetCourseAnswers } from "../course-answers";
import { lessonSelect, toLessonDtos } from "./lesson-dto";
import { checkLessonKey, sectionOwnedBy } from "./lesson-ownership";

type LessonCreate = z.infer<typeof videoCreateSchema>;

export async function createLesson(tutorId: string, input: LessonCreate) {
  const section = await sectionOwnedBy(input.section_id, tutorId);
  if (input.course_id && input.course_id !== section.courseId) {
    throw new AppError("validation_error", "section_id belongs to another course", {
      fieldErrors: { course_id: "section_id belongs to another course" },
    });
  }
  await checkLessonKey(input.storage_key, tutorId);
  await checkLessonKey(input.low_storage_key, tutorId);
  // Neither a stored file nor an address: the lesson waits for its upload (server/media/), hidden from students and uncounted until ready.
  const awaitingUpload = !input.storage_key && !input.videoUrl;
  const lesson = await db.$transaction(async (tx) => {
    const last = await tx.lesson.aggregate({ where: { sectionId: section.id }, _max: { position: true } });
    const created = await tx.lesson.create({
      data: {
        courseId: section.courseId,
        sectionId: section.id,
        title: input.title,
        description: input.description,
        durationSeconds: awaitingUpload ? 0 : input.duration!,
        mediaState: awaitingUpload ? "awaiting_upload" : null,
        preview: input.preview,
        storageKey: input.storage_key ?? null,
        lowStorageKey: input.low_storage_key ?? null,
        videoUrl: input.videoUrl ?? null,
        position: input.order ?? (last._max.position ?? 0) + 1,
      },
      select: lessonSelect,
    });
    if (!awaitingUpload)
      await tx.course.update({ where: { id: section.courseId }, data: { lessonCount: { increment: 1 } } });
    return created;
  });
  forgetCourseAnswers(section.courseId);
  return (await toLessonDtos([lesson], tutorId, true))[0]!;
}
