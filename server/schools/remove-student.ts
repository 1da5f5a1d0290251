import "server-only";
import { db } from "../db";
import { notFound } from "../errors";
import { teacherClass } from "./class-access";

/** DELETE /api/classes/{id}/students/{student id}: the teacher removes a student of their class. */
export async function removeStudent(teacherId: string, classId: string, studentId: string) {
  await teacherClass(teacherId, classId);
  const { count } = await db.classMember.deleteMany({ where: { classId, studentId } });
  if (count === 0) throw notFound("Student");
}
