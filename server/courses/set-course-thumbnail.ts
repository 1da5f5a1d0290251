import "server-only";
import { db } from "../db";
import { releaseStoredObjects } from "../storage/stored-objects";
import { forgetCourseAnswers } from "./course-answers";
import { detailSelect, toCourseDto, type CourseDto } from "./course-dto";
import { assertCourseOwner } from "./course-owner";

export async function setCourseThumbnail(courseId: string, tutorId: string, key: string): Promise<CourseDto> {
  await assertCourseOwner(courseId, tutorId);
  const before = await db.course.findUnique({ where: { id: courseId }, select: { thumbnail: true } });
  const course = await db.course.update({ where: { id: courseId }, data: { thumbnail: key }, select: detailSelect });
  forgetCourseAnswers(courseId);
  if (before?.thumbnail !== key) await releaseStoredObjects([before?.thumbnail]);
  return toCourseDto(course);
}
