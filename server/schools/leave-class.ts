import "server-only";
import { db } from "../db";
import { notFound } from "../errors";

/**
 * DELETE /api/me/classes/{id}: the student leaves. Their sittings stay theirs; the teacher no
 * longer sees them (progress and results list the class's students only).
 */
export async function leaveClass(studentId: string, classId: string) {
  const { count } = await db.classMember.deleteMany({ where: { classId, studentId } });
  if (count === 0) throw notFound("Class");
}
