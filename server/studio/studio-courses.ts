import "server-only";
import { db } from "../db";
import { detailSelect, toCourseDto, type CourseDto } from "../courses/course-dto";

/** A course as the studio lists it: every lesson counted, and how many students can watch. */
export type StudioCourseSummary = CourseDto & { lessons_total: number; lessons_ready: number };

/**
 * The tutor's courses, drafts and published, newest first. The public lesson count leaves out
 * lessons still uploading or transcoding; the tutor sees both figures.
 */
export async function listStudioCourses(tutorId: string): Promise<StudioCourseSummary[]> {
  const rows = await db.course.findMany({
    where: { ownerId: tutorId },
    orderBy: { createdAt: "desc" },
    select: { ...detailSelect, _count: { select: { lessons: true } } },
  });
  return rows.map(({ _count, ...course }) => ({
    ...toCourseDto(course),
    lessons_total: _count.lessons,
    lessons_ready: course.lessonCount,
  }));
}
