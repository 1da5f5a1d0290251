import "server-only";
import { db } from "../db";
import { toAssignmentDto } from "./assignment-dto";
import { teacherClass } from "./class-access";

/** GET /api/classes/{id}/assignments: the class's assignments, the latest window first, with how many of its students started and submitted. */
export async function listAssignments(teacherId: string, classId: string) {
  await teacherClass(teacherId, classId);
  const rows = await db.assignment.findMany({
    where: { classId },
    orderBy: [{ opensAt: "desc" }, { createdAt: "desc" }],
    take: 100,
  });
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db.$queryRaw<{ assignment_id: string; started: number; submitted: number }[]>`
        SELECT s.assignment_id, count(*)::int AS started, (count(*) FILTER (WHERE s.submitted_at IS NOT NULL))::int AS submitted
        FROM sittings s JOIN class_members m ON m.student_id = s.student_id AND m.class_id = ${classId}
        WHERE s.assignment_id = ANY(${ids}::text[])
        GROUP BY s.assignment_id`
    : [];
  const byId = new Map(counts.map((c) => [c.assignment_id, c]));
  return rows.map((row) => ({
    ...toAssignmentDto(row),
    started: byId.get(row.id)?.started ?? 0,
    submitted: byId.get(row.id)?.submitted ?? 0,
  }));
}
