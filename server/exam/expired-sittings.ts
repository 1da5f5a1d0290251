import "server-only";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { log } from "../log";

// Sittings nobody submitted, past their deadline and its grace: a paper's grace is its own
// (papers.grace_seconds), a course quiz's is QUIZ_GRACE_SECONDS. The expiry job finishes every
// kind in one sweep (server/jobs/sittings-expire.ts); a quiz's results finish its student's
// before they are read (server/quizzes/results.ts).

/** How long a course quiz's answers still count past its time limit. */
export const QUIZ_GRACE_SECONDS = 60;

/** Sittings finished side by side: each holds one connection for its close's transaction. */
export const EXPIRY_CONCURRENCY = 4;

export type ExpiredSitting = { id: string; quizId: string | null };

/** A student's course-quiz sittings (of one quiz when named); every sitting of every kind when absent. */
export type ExpiredScope = { studentId: string; quizId?: string };

/** Up to `limit` expired sittings, oldest deadline first (sittings_open_expires_at_idx). */
export async function expiredSittings(now: Date, limit: number, scope?: ExpiredScope): Promise<ExpiredSitting[]> {
  const within = scope
    ? Prisma.sql`AND s.student_id = ${scope.studentId} AND ${
        scope.quizId ? Prisma.sql`s.quiz_id = ${scope.quizId}` : Prisma.sql`s.quiz_id IS NOT NULL`
      }`
    : Prisma.empty;
  return db.$queryRaw<ExpiredSitting[]>`
    SELECT s.id, s.quiz_id AS "quizId" FROM sittings s LEFT JOIN papers p ON p.id = s.paper_id
    WHERE s.submitted_at IS NULL AND s.expires_at IS NOT NULL
      AND s.expires_at + make_interval(secs => coalesce(p.grace_seconds, ${QUIZ_GRACE_SECONDS}::int)) < ${now}
      ${within}
    ORDER BY s.expires_at LIMIT ${limit}`;
}

/**
 * Finishes each sitting with `finish` (which answers whether this call closed it),
 * EXPIRY_CONCURRENCY at a time; one that fails is logged and the rest go on. How many it closed.
 */
export async function finishEach(
  expired: readonly ExpiredSitting[],
  finish: (sitting: ExpiredSitting) => Promise<boolean>,
): Promise<number> {
  let finished = 0;
  let next = 0;
  const lane = async () => {
    while (next < expired.length) {
      const sitting = expired[next++]!;
      try {
        if (await finish(sitting)) finished += 1;
      } catch (err) {
        log.warn("could not finish an expired sitting", { err, sittingId: sitting.id });
      }
    }
  };
  await Promise.all(Array.from({ length: EXPIRY_CONCURRENCY }, lane));
  return finished;
}
