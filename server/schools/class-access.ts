import "server-only";
import { db } from "../db";
import { notFound } from "../errors";

// Authorisation in the query (docs/schools.md, "Privacy"): a teacher reaches a class, and an
// assignment of it, only through a `where` that names them as its teacher, so another teacher's
// class is a 404 like one that does not exist.

export async function teacherClass(teacherId: string, classId: string) {
  const found = await db.schoolClass.findFirst({ where: { id: classId, teacherId } });
  if (!found) throw notFound("Class");
  return found;
}

export async function teacherAssignment(teacherId: string, classId: string, assignmentId: string) {
  const found = await db.assignment.findFirst({
    where: { id: assignmentId, classId, class: { teacherId } },
    include: { class: { select: { id: true, name: true } }, paper: { select: { title: true, graceSeconds: true } } },
  });
  if (!found) throw notFound("Assignment");
  return found;
}
