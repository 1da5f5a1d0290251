import "server-only";
import { db } from "../db";
import { teacherAssignment } from "./class-access";

type Row = {
  id: string;
  first_name: string;
  last_name: string;
  sitting_id: string | null;
  started_at: Date | null;
  expires_at: Date | null;
  submitted_at: Date | null;
  total_score: number | null;
  max_score: number | null;
  answered: number | null;
  questions: number | null;
};

/**
 * GET /api/classes/{id}/assignments/{assignment id}/progress: the live exam room. Each student of
 * the class (now) with their sitting of this assignment, read from the rows every autosave
 * writes, so it is current to the last saved answer. No other sitting of theirs is read. A
 * sitting past its deadline and grace counts as submitted: the engine finishes it as it is.
 */
export async function assignmentProgress(teacherId: string, classId: string, assignmentId: string, now = new Date()) {
  const assignment = await teacherAssignment(teacherId, classId, assignmentId);
  const rows = await db.$queryRaw<Row[]>`
    SELECT u.id, u.first_name, u.last_name, s.id AS sitting_id, s.started_at, s.expires_at, s.submitted_at, s.total_score, s.max_score,
      (SELECT count(*)::int FROM jsonb_object_keys(s.answers)) AS answered,
      (SELECT count(*)::int FROM sitting_items si WHERE si.sitting_id = s.id) AS questions
    FROM class_members m
    JOIN users u ON u.id = m.student_id
    LEFT JOIN sittings s ON s.assignment_id = ${assignment.id} AND s.student_id = m.student_id
    WHERE m.class_id = ${classId}
    ORDER BY u.last_name, u.first_name, u.id`;
  const grace = assignment.paper.graceSeconds * 1000;
  const students = rows.map((r) => {
    const over = r.expires_at !== null && now.getTime() > r.expires_at.getTime() + grace;
    const status = !r.sitting_id ? "not_started" : r.submitted_at || over ? "submitted" : "in_progress";
    return {
      id: r.id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      status,
      answered: r.answered ?? 0,
      questions: r.questions ?? 0,
      started_at: r.started_at?.toISOString() ?? null,
      /** Seconds left on the student's clock while in progress. */
      time_left:
        status === "in_progress" && r.expires_at
          ? Math.max(0, Math.floor((r.expires_at.getTime() - now.getTime()) / 1000))
          : null,
      ...(r.submitted_at && r.total_score !== null ? { score: r.total_score, max: r.max_score } : {}),
    };
  });
  const count = (status: string) => students.filter((s) => s.status === status).length;
  return {
    assignment: {
      id: assignment.id,
      title: assignment.title,
      opens_at: assignment.opensAt.toISOString(),
      closes_at: assignment.closesAt.toISOString(),
    },
    summary: {
      students: students.length,
      not_started: count("not_started"),
      in_progress: count("in_progress"),
      submitted: count("submitted"),
    },
    students,
  };
}
export type AssignmentProgress = Awaited<ReturnType<typeof assignmentProgress>>;
