import "server-only";
import type { CourseCardData } from "@/lib/courses/course-types";
import { db } from "../db";

export type MyCourse = Pick<CourseCardData, "id" | "title" | "instructor" | "thumbnail" | "lessonCount"> & {
  enrolledAt: Date;
  completedLessons: number;
  /** Completed lessons over all lessons, as a rounded percent. */
  progress: number;
};

/** The courses a student is enrolled in, newest enrolment first, with progress from completed lessons. */
export async function listMyCourses(studentId: string): Promise<MyCourse[]> {
  const [enrollments, completed] = await Promise.all([
    db.enrollment.findMany({
      where: { studentId },
      orderBy: { createdAt: "desc" },
      select: {
        createdAt: true,
        course: { select: { id: true, title: true, instructor: true, thumbnail: true, lessonCount: true } },
      },
    }),
    db.lessonProgress.groupBy({
      by: ["courseId"],
      where: { studentId, completedAt: { not: null } },
      _count: { _all: true },
    }),
  ]);
  const done = new Map(completed.map((c) => [c.courseId, c._count._all]));
  return enrollments.map(({ course, createdAt }) => {
    const completedLessons = Math.min(done.get(course.id) ?? 0, course.lessonCount);
    return {
      ...course,
      enrolledAt: createdAt,
      completedLessons,
      progress: course.lessonCount ? Math.round((completedLessons / course.lessonCount) * 100) : 0,
    };
  });
}
