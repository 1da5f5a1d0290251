import "server-only";
import { db } from "../db";

/** GET /api/me/classes: the classes the student is in (archived ones left out). */
export async function myClasses(studentId: string) {
  const rows = await db.classMember.findMany({
    where: { studentId, class: { archivedAt: null } },
    orderBy: { joinedAt: "desc" },
    select: {
      joinedAt: true,
      class: {
        select: { id: true, name: true, teacher: { select: { displayName: true, firstName: true, lastName: true } } },
      },
    },
  });
  return rows.map((r) => ({
    id: r.class.id,
    name: r.class.name,
    teacher: r.class.teacher.displayName || `${r.class.teacher.firstName} ${r.class.teacher.lastName}`,
    joined_at: r.joinedAt.toISOString(),
  }));
}
