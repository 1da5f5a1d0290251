import "server-only";
import { db } from "../db";
import { notFound } from "../errors";
import type { SittingResult } from "../exam/submit-sitting";
import { teacherAssignment } from "./class-access";

/**
 * A student's one-page report of an assignment, for the teacher to print: their scores by
 * subject beside the class's average, and their topics weakest first. Only a student of the
 * teacher's class now, and only their sitting of this assignment.
 */
export async function studentReport(teacherId: string, classId: string, assignmentId: string, studentId: string) {
  const assignment = await teacherAssignment(teacherId, classId, assignmentId);
  const member = await db.classMember.findUnique({
    where: { classId_studentId: { classId, studentId } },
    select: { student: { select: { id: true, firstName: true, lastName: true } } },
  });
  if (!member) throw notFound("Student");
  const [sitting, classSittings] = await Promise.all([
    db.sitting.findUnique({
      where: { assignmentId_studentId: { assignmentId, studentId } },
      select: { submittedAt: true, totalScore: true, maxScore: true, result: true },
    }),
    db.sitting.findMany({
      where: { assignmentId, submittedAt: { not: null }, student: { classMemberships: { some: { classId } } } },
      select: { totalScore: true, result: true },
    }),
  ]);
  const result = sitting?.submittedAt ? (sitting.result as SittingResult | null) : null;
  const subjectAverages = new Map<string, { sum: number; n: number }>();
  for (const s of classSittings) {
    for (const subject of (s.result as SittingResult | null)?.subjects ?? []) {
      const entry = subjectAverages.get(subject.subject) ?? { sum: 0, n: 0 };
      entry.sum += subject.score;
      entry.n += 1;
      subjectAverages.set(subject.subject, entry);
    }
  }
  const average = (subject: string) => {
    const entry = subjectAverages.get(subject);
    return entry && entry.n > 0 ? Math.round(entry.sum / entry.n) : null;
  };
  const totals = classSittings.map((s) => s.totalScore ?? 0);
  return {
    assignment: {
      id: assignment.id,
      title: assignment.title,
      class: assignment.class,
      closes_at: assignment.closesAt.toISOString(),
    },
    student: { id: member.student.id, name: `${member.student.firstName} ${member.student.lastName}`.trim() },
    submitted_at: sitting?.submittedAt?.toISOString() ?? null,
    total: result ? result.total : null,
    max: result ? result.max : (sitting?.maxScore ?? null),
    class_average: totals.length ? Math.round(totals.reduce((a, b) => a + b, 0) / totals.length) : null,
    class_submitted: totals.length,
    answered: result?.answered ?? null,
    questions: result?.questions ?? null,
    subjects: (result?.subjects ?? []).map((s) => ({
      subject: s.subject,
      score: s.score,
      max: s.max,
      class_average: average(s.subject),
    })),
    topics: (result?.topics ?? [])
      .map((t) => ({ ...t, rate: t.questions === 0 ? 0 : t.correct / t.questions }))
      .sort((a, b) => a.rate - b.rate || b.questions - a.questions),
  };
}
export type StudentReport = Awaited<ReturnType<typeof studentReport>>;
