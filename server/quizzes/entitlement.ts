import "server-only";
import { db } from "../db";
import { forbidden } from "../errors";
import { trialStatus } from "@/lib/courses/free-trial";
import { getTrialStatus } from "../courses/access";

// Who may take a quiz. A general quiz is open to every signed-in student; a course quiz
// follows its course: a free course's quizzes are open to every student, a paid course's
// only to its enrolled students and to students in their free trial (lib/courses/free-trial.ts),
// as the course's lessons are (../courses/access.ts). This is the only place that rule lives
// (start, answer saves, submit, the available list and the quiz library all ask here).

/** A signed-in student as the session knows them. */
export type QuizTaker = { id: string; emailVerifiedAt: Date | null };

export type QuizAccess = { id: string; course_id: string | null; course_price: number | null };

export const LOCKED_QUIZ_MESSAGE = "This quiz belongs to a paid course: enroll in the course to take it";

/**
 * The ids of `quizzes` that `studentId` may take (null: nobody is signed in, so only what is
 * free). `emailVerifiedAt`, when the caller has it (the session carries it), spares asking the
 * database for the trial, and a student in the trial needs no enrolment lookup at all.
 */
export async function entitledQuizIds(
  studentId: string | null,
  quizzes: QuizAccess[],
  emailVerifiedAt?: Date | null,
): Promise<Set<string>> {
  const paid = quizzes.filter((q) => q.course_id !== null && (q.course_price ?? 0) > 0);
  const courseIds = [...new Set(paid.map((q) => q.course_id!))];
  if (!studentId || courseIds.length === 0) return new Set(quizzes.filter((q) => !paid.includes(q)).map((q) => q.id));
  const enrolments = () =>
    db.enrollment.findMany({ where: { studentId, courseId: { in: courseIds } }, select: { courseId: true } });
  let rows: { courseId: string }[];
  if (emailVerifiedAt !== undefined) {
    if (trialStatus({ role: "student", emailVerifiedAt }, new Date()).state === "active")
      return new Set(quizzes.map((q) => q.id));
    rows = await enrolments();
  } else {
    const [found, trial] = await Promise.all([enrolments(), getTrialStatus({ id: studentId, role: "student" })]);
    if (trial.state === "active") return new Set(quizzes.map((q) => q.id));
    rows = found;
  }
  const enrolled = new Set(rows.map((r) => r.courseId));
  return new Set(quizzes.filter((q) => !paid.includes(q) || enrolled.has(q.course_id!)).map((q) => q.id));
}

/** 403 unless the student may take the quiz. */
export async function assertEntitled(student: QuizTaker, quiz: QuizAccess): Promise<void> {
  if (!(await entitledQuizIds(student.id, [quiz], student.emailVerifiedAt)).has(quiz.id))
    throw forbidden(LOCKED_QUIZ_MESSAGE);
}
