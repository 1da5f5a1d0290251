import "server-only";
import { assignmentStatus, type AssignmentStatus } from "@/lib/schools/rules";
import { db } from "../db";

/** Assignments whose window closed longer ago than this leave the student's list. */
const PAST_DAYS = 30;

const order: Record<AssignmentStatus, number> = { in_progress: 0, open: 1, upcoming: 2, submitted: 3, missed: 4 };

/**
 * GET /api/me/assignments: the assignments of the classes the student is in (not archived), with
 * where they stand: in progress and open first, then upcoming by opening, then the past.
 */
export async function myAssignments(studentId: string, now = new Date()) {
  const since = new Date(now.getTime() - PAST_DAYS * 86_400_000);
  const rows = await db.assignment.findMany({
    where: { closesAt: { gte: since }, class: { archivedAt: null, members: { some: { studentId } } } },
    orderBy: { opensAt: "asc" },
    take: 100,
    select: {
      id: true,
      title: true,
      paperId: true,
      mode: true,
      subjects: true,
      opensAt: true,
      closesAt: true,
      paper: { select: { graceSeconds: true, durationMinutes: true, choose: true, required: true } },
      class: { select: { id: true, name: true } },
      sittings: {
        where: { studentId },
        select: { id: true, submittedAt: true, expiresAt: true, totalScore: true, maxScore: true },
      },
    },
  });
  // Where each student chooses their combination: the subjects drawn, to choose from.
  const choosing = rows.filter((r) => r.subjects.length === 0 && r.paper.choose > 0).map((r) => r.id);
  const drawn = choosing.length
    ? await db.assignmentItem.groupBy({
        by: ["assignmentId", "subject"],
        where: { assignmentId: { in: choosing } },
        orderBy: { subject: "asc" },
      })
    : [];
  return rows
    .map((row) => {
      const sitting = row.sittings[0] ?? null;
      const status = assignmentStatus(row, sitting && { ...sitting, graceSeconds: row.paper.graceSeconds }, now);
      return {
        id: row.id,
        class: row.class,
        title: row.title,
        paper_id: row.paperId,
        mode: row.mode,
        opens_at: row.opensAt.toISOString(),
        closes_at: row.closesAt.toISOString(),
        duration_minutes: row.paper.durationMinutes,
        /** The student chooses their combination when they start: the required subjects plus `choose` of `subjects`. */
        choice:
          row.subjects.length === 0 && row.paper.choose > 0
            ? {
                required: row.paper.required,
                choose: row.paper.choose,
                subjects: drawn
                  .filter((d) => d.assignmentId === row.id && !row.paper.required.includes(d.subject))
                  .map((d) => d.subject),
              }
            : null,
        status,
        ...(sitting ? { sitting_id: sitting.id } : {}),
        ...(sitting?.submittedAt && sitting.totalScore !== null
          ? { score: sitting.totalScore, max: sitting.maxScore }
          : {}),
      };
    })
    .sort(
      (a, b) =>
        order[a.status] - order[b.status] ||
        (a.status === "submitted" || a.status === "missed" ? b.closes_at.localeCompare(a.closes_at) : 0),
    );
}
export type MyAssignment = Awaited<ReturnType<typeof myAssignments>>[number];
