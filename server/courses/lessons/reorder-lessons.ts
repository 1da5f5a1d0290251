import "server-only";
import { db } from "../../db";
import { listLessonsBySection } from "./list-lessons";
import { assertSameSet, sectionOwnedBy } from "./lesson-ownership";

export async function reorderLessons(sectionId: string, tutorId: string, ids: string[]) {
  await sectionOwnedBy(sectionId, tutorId);
  const existing = await db.lesson.findMany({ where: { sectionId }, select: { id: true } });
  assertSameSet(
    existing.map((v) => v.id),
    ids,
  );
  await db.$transaction(ids.map((id, i) => db.lesson.update({ where: { id }, data: { position: i + 1 } })));
  return listLessonsBySection(sectionId, { id: tutorId, role: "tutor" });
}
