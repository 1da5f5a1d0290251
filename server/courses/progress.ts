import "server-only";
import { creditedSeconds } from "@/lib/courses/study-credit";
import { lagosDay, type ProgressUpdate } from "@/lib/validation/progress";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import { decideCourseAccess } from "./access";
import { playableLessonWhere } from "./lessons/lesson-visibility";

// Lesson progress, stored per student and video: whether it is complete, where playback
// stopped, and how much was watched (which feeds the study days of the dashboard).

// Enrolled students and students in the free trial of a paid course (access.ts).
async function assertEnrolled(studentId: string, courseId: string) {
  const access = await decideCourseAccess(courseId, { id: studentId, role: "student" });
  if (!access.allowed) throw new AppError("forbidden", "Enroll in this course to track your progress");
}

export type CourseProgress = {
  course_id: string;
  completed_video_ids: string[];
  positions: Record<string, number>;
  percent: number;
};

export async function getCourseProgress(studentId: string, courseId: string): Promise<CourseProgress> {
  const course = await db.course.findUnique({ where: { id: courseId }, select: { id: true } });
  if (!course) throw notFound("Course");
  await assertEnrolled(studentId, courseId);
  const [rows, lessons] = await Promise.all([
    db.lessonProgress.findMany({
      where: { studentId, courseId },
      select: { lessonId: true, positionSeconds: true, completedAt: true },
    }),
    db.lesson.count({ where: { courseId, ...playableLessonWhere } }),
  ]);
  const completed = rows.filter((r) => r.completedAt).map((r) => r.lessonId);
  return {
    course_id: courseId,
    completed_video_ids: completed,
    positions: Object.fromEntries(rows.map((r) => [r.lessonId, r.positionSeconds])),
    percent: lessons ? Math.round((completed.length / lessons) * 100) : 0,
  };
}

/** Records a lesson report. Idempotent: completing twice keeps the first completion time. */
export async function updateLessonProgress(
  studentId: string,
  lessonId: string,
  input: ProgressUpdate,
  now = new Date(),
): Promise<CourseProgress> {
  const lesson = await db.lesson.findUnique({
    where: { id: lessonId },
    select: { id: true, courseId: true, durationSeconds: true },
  });
  if (!lesson) throw notFound("Video");
  await assertEnrolled(studentId, lesson.courseId);

  const position =
    input.position_seconds === undefined
      ? undefined
      : Math.round(Math.min(input.position_seconds, lesson.durationSeconds));
  const key = { studentId_lessonId: { studentId, lessonId } };

  await db.$transaction(async (tx) => {
    // The row is made first and then locked, so reports for one lesson take turns and each
    // is credited against the time the previous one was stored (a burst earns its wall-clock time).
    const created = await tx.lessonProgress.createMany({
      data: [{ studentId, lessonId, courseId: lesson.courseId, updatedAt: now }],
      skipDuplicates: true,
    });
    const [row] = await tx.$queryRaw<
      { updated_at: Date }[]
    >`SELECT updated_at FROM lesson_progress WHERE student_id = ${studentId} AND video_id = ${lessonId} FOR UPDATE`;
    const watched = creditedSeconds({
      reportedSeconds: input.watched_seconds ?? 0,
      previousReportAt: created.count === 1 || !row ? null : row.updated_at,
      now,
      durationSeconds: lesson.durationSeconds,
    });
    await tx.lessonProgress.update({
      where: key,
      data: {
        updatedAt: now,
        ...(position !== undefined ? { positionSeconds: position } : {}),
        ...(watched ? { watchedSeconds: { increment: watched } } : {}),
        ...(input.completed === false ? { completedAt: null } : {}),
      },
    });
    if (input.completed)
      await tx.lessonProgress.updateMany({
        where: { studentId, lessonId, completedAt: null },
        data: { completedAt: now },
      });
    if (watched > 0 || input.completed) {
      const day = new Date(`${lagosDay(now)}T00:00:00Z`);
      await tx.studyDay.upsert({
        where: { studentId_day: { studentId, day } },
        create: { studentId, day, seconds: watched },
        update: { seconds: { increment: watched } },
      });
    }
  });
  return getCourseProgress(studentId, lesson.courseId);
}
