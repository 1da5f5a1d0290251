import "server-only";
import { db } from "../../db";
import { notFound } from "../../errors";
import type { Viewer } from "../access";
import { canSeeCourse } from "../visibility";
import { toSectionDto } from "./section-dto";

export async function listSections(courseId: string, viewer: Viewer) {
  const course = await db.course.findUnique({
    where: { id: courseId },
    select: { ownerId: true, status: true, sections: { orderBy: [{ position: "asc" }, { createdAt: "asc" }] } },
  });
  if (!course || !canSeeCourse(course, viewer)) throw notFound("Course");
  return course.sections.map(toSectionDto);
}
