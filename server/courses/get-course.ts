import "server-only";
import { db } from "../db";
import { notFound } from "../errors";
import { detailSelect, toCourseDto, type CourseDto } from "./course-dto";
import { canSeeCourse, type Viewer } from "./visibility";

/** One course; 404 when it does not exist or is a draft `viewer` does not own. */
export async function getCourse(id: string, viewer: Viewer = null): Promise<CourseDto> {
  const course = await db.course.findUnique({ where: { id }, select: detailSelect });
  if (!course || !canSeeCourse(course, viewer)) throw notFound("Course");
  return toCourseDto(course);
}
