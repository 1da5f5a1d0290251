import "server-only";
import { CLASS_FULL_MESSAGE, MAX_CLASS_STUDENTS } from "@/lib/schools/rules";
import { db } from "../db";
import { AppError } from "../errors";

const UNKNOWN_CODE = "No class has this code: check it with your teacher";

/**
 * POST /api/classes/join: the student joins the class of this code, or is already in it (the
 * same answer). Joins are counted under a lock per class, so MAX_CLASS_STUDENTS holds when a
 * whole class joins from the same QR code at once.
 */
export async function joinClass(studentId: string, code: string, now = new Date()) {
  const found = await db.schoolClass.findUnique({
    where: { joinCode: code },
    select: {
      id: true,
      name: true,
      archivedAt: true,
      teacher: { select: { displayName: true, firstName: true, lastName: true } },
    },
  });
  if (!found) throw new AppError("not_found", UNKNOWN_CODE);
  if (found.archivedAt) throw new AppError("conflict", "This class is closed: its teacher archived it");
  const answer = {
    id: found.id,
    name: found.name,
    teacher: found.teacher.displayName || `${found.teacher.firstName} ${found.teacher.lastName}`,
  };
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`select pg_advisory_xact_lock(hashtextextended(${`class-members:${found.id}`}, 0))`;
    const already = await tx.classMember.findUnique({
      where: { classId_studentId: { classId: found.id, studentId } },
      select: { joinedAt: true },
    });
    if (already) return;
    const members = await tx.classMember.count({ where: { classId: found.id } });
    if (members >= MAX_CLASS_STUDENTS) throw new AppError("conflict", CLASS_FULL_MESSAGE);
    await tx.classMember.create({ data: { classId: found.id, studentId, joinedAt: now } });
  });
  return answer;
}
