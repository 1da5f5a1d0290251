import "server-only";
import { MAX_TEACHER_CLASSES, TOO_MANY_CLASSES_MESSAGE } from "@/lib/schools/rules";
import type { UpdateClassInput } from "@/lib/validation/schools";
import { db } from "../db";
import { AppError } from "../errors";
import { teacherClass } from "./class-access";
import { toClassDto } from "./class-dto";

/**
 * PATCH /api/classes/{id}: rename, archive or bring back. An archived class keeps its roster
 * and results but takes no new students, and its assignments leave the students' dashboards.
 * Bringing one back counts against MAX_TEACHER_CLASSES like creating one.
 */
export async function updateClass(teacherId: string, classId: string, input: UpdateClassInput, now = new Date()) {
  await teacherClass(teacherId, classId);
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`select pg_advisory_xact_lock(hashtextextended(${`classes:${teacherId}`}, 0))`;
    const current = await tx.schoolClass.findUniqueOrThrow({ where: { id: classId } });
    let archivedAt = current.archivedAt;
    if (input.archived === true && !archivedAt) archivedAt = now;
    if (input.archived === false && archivedAt) {
      const active = await tx.schoolClass.count({ where: { teacherId, archivedAt: null } });
      if (active >= MAX_TEACHER_CLASSES) throw new AppError("conflict", TOO_MANY_CLASSES_MESSAGE);
      archivedAt = null;
    }
    const row = await tx.schoolClass.update({
      where: { id: classId },
      data: { name: input.name ?? current.name, archivedAt },
      include: { _count: { select: { members: true } } },
    });
    return toClassDto(row, row._count.members);
  });
}
