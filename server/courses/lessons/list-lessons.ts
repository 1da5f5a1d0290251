import "server-only";
import { db } from "../../db";
import { notFound } from "../../errors";
import type { Viewer } from "../access";
import { playableLessonWhere } from "./lesson-visibility";
import { canSeeCourse, visibleCourse } from "../visibility";
import { canWatchCourse, isOwner, lessonSelect, toLessonDtos, type LessonDto } from "./lesson-dto";

export async function listLessonsByCourse(courseId: string, viewer: Viewer): Promise<LessonDto[]> {
  const course = await visibleCourse(courseId, viewer);
  const rows = await db.lesson.findMany({
    where: { courseId, ...(isOwner(course.ownerId, viewer) ? {} : playableLessonWhere) },
    orderBy: [{ section: { position: "asc" } }, { position: "asc" }, { createdAt: "asc" }],
    select: lessonSelect,
  });
  return toLessonDtos(rows, course.ownerId, await canWatchCourse(courseId, viewer));
}

export async function listLessonsBySection(sectionId: string, viewer: Viewer): Promise<LessonDto[]> {
  const section = await db.section.findUnique({
    where: { id: sectionId },
    select: { courseId: true, course: { select: { ownerId: true, status: true } } },
  });
  if (!section || !canSeeCourse(section.course, viewer)) throw notFound("Section");
  const rows = await db.lesson.findMany({
    where: { sectionId, ...(isOwner(section.course.ownerId, viewer) ? {} : playableLessonWhere) },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    select: lessonSelect,
  });
  return toLessonDtos(rows, section.course.ownerId, await canWatchCourse(section.courseId, viewer));
}
