import "server-only";
import { db } from "../db";
import { toClassDto } from "./class-dto";

/** GET /api/classes: the teacher's classes, the active ones first, newest first. */
export async function listClasses(teacherId: string) {
  const rows = await db.schoolClass.findMany({
    where: { teacherId },
    orderBy: [{ archivedAt: { sort: "desc", nulls: "first" } }, { createdAt: "desc" }],
    include: { _count: { select: { members: true } } },
  });
  return rows.map((row) => toClassDto(row, row._count.members));
}
