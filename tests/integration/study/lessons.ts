import type { Db } from "@/server/db-client";

/** A course of the tutor's with one section and one lesson, straight in the database. */
export async function lessonOf(
  db: Db,
  tutorId: string,
  {
    status = "published",
    subject = "Mathematics",
    preview = false,
  }: { status?: "draft" | "published"; subject?: string; preview?: boolean } = {},
) {
  const course = await db.course.create({
    data: {
      ownerId: tutorId,
      title: `${subject} revision`,
      instructor: "Emeka Obi",
      level: "Beginner",
      category: subject,
      status,
      lessonCount: 1,
    },
  });
  const section = await db.section.create({ data: { courseId: course.id, title: "Start here", position: 1 } });
  const video = await db.lesson.create({
    data: {
      courseId: course.id,
      sectionId: section.id,
      title: `${subject} lesson ${course.id.slice(-4)}`,
      durationSeconds: 600,
      position: 1,
      preview,
    },
  });
  return { courseId: course.id, lessonId: video.id, title: video.title };
}
