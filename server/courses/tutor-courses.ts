import "server-only";
import { db } from "../db";
import { detailSelect, published, toCourseDto, type CourseDto } from "./course-dto";
import type { Viewer } from "./visibility";

/** A tutor's courses: the published ones, and their drafts too when the tutor asks. */
export async function listTutorCourses(tutorId: string, viewer: Viewer = null): Promise<CourseDto[]> {
  const own = viewer?.role === "tutor" && viewer.id === tutorId;
  const rows = await db.course.findMany({
    where: { ownerId: tutorId, ...(own ? {} : published) },
    orderBy: { createdAt: "desc" },
    select: detailSelect,
  });
  return rows.map(toCourseDto);
}
