import "server-only";
import { db } from "../../db";
import { assertCourseOwner } from "../course-owner";
import { assertSameSet } from "../lessons/lesson-ownership";
import { listSections } from "./list-sections";

/** Reorders all sections of a course: `ids` must list each of them exactly once. */
export async function reorderSections(courseId: string, tutorId: string, ids: string[]) {
  await assertCourseOwner(courseId, tutorId);
  const existing = await db.section.findMany({ where: { courseId }, select: { id: true } });
  assertSameSet(
    existing.map((s) => s.id),
    ids,
  );
  await db.$transaction(ids.map((id, i) => db.section.update({ where: { id }, data: { position: i + 1 } })));
  return listSections(courseId, { id: tutorId, role: "tutor" });
}
