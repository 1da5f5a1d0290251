import "server-only";
import { db } from "../db";
import { AppError } from "../errors";
import { Prisma } from "../generated/prisma/client";
import { EXAM_IN_PROGRESS_MESSAGE } from "@/lib/exam/exam-in-progress";

// While a student has an exam-mode sitting open, practice of any paper could draw its items and
// reveal their keys (a drill's /check, a practice sitting's review). So practice waits: every
// path that draws practice items or reveals a bank key asks here first. An exam sitting is open
// until it is submitted or its deadline and grace have passed (exam mode is always timed).

type Client = Pick<typeof db, "$queryRaw">;

/** The student's open exam-mode sitting, newest first, or null. */
export async function openExamSitting(
  studentId: string,
  client: Client = db,
  now = new Date(),
): Promise<{ id: string; paperId: string } | null> {
  const [row] = await client.$queryRaw<{ id: string; paper_id: string }[]>(openExamQuery(studentId, now));
  return row ? { id: row.id, paperId: row.paper_id } : null;
}

/** The query behind openExamSitting (rows id, paper_id), for a statement that reads it with more. */
export function openExamQuery(studentId: string, now: Date): Prisma.Sql {
  return Prisma.sql`
    SELECT s.id, s.paper_id FROM sittings s JOIN papers p ON p.id = s.paper_id
    WHERE s.student_id = ${studentId} AND s.mode = 'exam' AND s.submitted_at IS NULL
      AND (s.expires_at IS NULL OR s.expires_at + make_interval(secs => p.grace_seconds) >= ${now})
    ORDER BY s.started_at DESC LIMIT 1`;
}

/** The 409 practice answers while the student has an open exam-mode sitting. */
export const examInProgress = () => new AppError("exam_in_progress", EXAM_IN_PROGRESS_MESSAGE);

/** 409 exam_in_progress while the student has an open exam-mode sitting. */
export async function assertNoOpenExam(studentId: string, client: Client = db, now = new Date()): Promise<void> {
  if (await openExamSitting(studentId, client, now)) throw examInProgress();
}

/**
 * Orders practice against exam starts for one student, inside the caller's transaction: practice
 * takes the lock shared (practice paths run side by side), an exam start takes it exclusively,
 * so a drill started in the same instant as an exam either commits before the exam's draw or
 * sees the exam and is refused.
 */
export async function lockExamGate(
  tx: Pick<typeof db, "$executeRaw">,
  studentId: string,
  kind: "practice" | "exam",
): Promise<void> {
  await tx.$executeRaw`SELECT ${examGateLock(studentId, kind)}`;
}

/** lockExamGate's call, for a statement that takes more locks after it. */
export function examGateLock(studentId: string, kind: "practice" | "exam"): Prisma.Sql {
  const key = `exam-gate:${studentId}`;
  return kind === "exam"
    ? Prisma.sql`pg_advisory_xact_lock(hashtextextended(${key}, 0))`
    : Prisma.sql`pg_advisory_xact_lock_shared(hashtextextended(${key}, 0))`;
}
