import "server-only";
import { db } from "../db";
import { teacherClass } from "./class-access";
import { studentName, toClassDto } from "./class-dto";

/** GET /api/classes/{id}: the teacher's class with its roster, by name. */
export async function getClass(teacherId: string, classId: string) {
  const row = await teacherClass(teacherId, classId);
  const members = await db.classMember.findMany({
    where: { classId: row.id },
    select: { joinedAt: true, student: { select: { id: true, firstName: true, lastName: true } } },
    orderBy: [{ student: { lastName: "asc" } }, { student: { firstName: "asc" } }],
  });
  return {
    ...toClassDto(row, members.length),
    roster: members.map((m) => ({
      id: m.student.id,
      name: studentName(m.student),
      joined_at: m.joinedAt.toISOString(),
    })),
  };
}
