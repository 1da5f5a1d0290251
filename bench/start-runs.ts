// UTME starts sent open loop (bench/arrivals.ts, open-loop.ts): who starts when, the starts
// themselves, and what the database holds afterwards. Shared by the exam bench's start rush and
// the burst of starts on one process.
import { poissonArrivals, seededRandom } from "./arrivals";
import { latencySummary, percentile, type BenchContext } from "./context";
import { checkStartedSittings, pickCombination, type StoredSitting } from "./exam-plan";
import type { Connections } from "./open-loop";

export const PAPER = "utme";
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";

export type StartPlan = { studentId: string; token: string; subjects: string[]; dueMs: number };
export type StartSample = { dueMs: number; ms: number; status: number; bytes: number; error?: string };

/** Sends each start when its student's clock says, whatever the server is doing; latency counts from then. */
export async function runStarts(
  connections: Connections,
  plans: StartPlan[],
): Promise<{ samples: StartSample[]; maxInFlight: number }> {
  const samples: StartSample[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const t0 = performance.now();
  await Promise.all(
    plans.map(async (plan) => {
      await new Promise((r) => setTimeout(r, Math.max(0, plan.dueMs - (performance.now() - t0))));
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const sample: StartSample = { dueMs: plan.dueMs, ms: 0, status: 0, bytes: 0 };
      try {
        const answer = await connections.request({
          method: "POST",
          path: `/api/papers/${PAPER}/sittings`,
          headers: {
            authorization: `Bearer ${plan.token}`,
            "content-type": "application/json",
            "accept-encoding": ACCEPT_ENCODING,
          },
          body: JSON.stringify({ mode: "exam", subjects: plan.subjects }),
        });
        sample.ms = performance.now() - t0 - plan.dueMs;
        sample.status = answer.status;
        sample.bytes = answer.bytes;
        if (answer.status !== 201) sample.error = `${answer.status} ${answer.body.slice(0, 160)}`;
      } catch (err) {
        sample.ms = performance.now() - t0 - plan.dueMs;
        sample.error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      } finally {
        inFlight--;
        samples.push(sample);
      }
    }),
  );
  return { samples, maxInFlight };
}

export async function planStarts(
  ctx: BenchContext,
  n: number,
  windowMs: number,
  label: string,
  seed: number,
): Promise<StartPlan[]> {
  const paper = await ctx.db.paper.findUniqueOrThrow({
    where: { id: PAPER },
    select: { required: true, choose: true, sections: true },
  });
  const optional = (paper.sections as { subject: string }[])
    .map((s) => s.subject)
    .filter((s) => !paper.required.includes(s));
  const students = await ctx.students(n, label);
  const random = seededRandom(seed);
  const arrivals = poissonArrivals(n, windowMs, random);
  return students.map((s, i) => ({
    studentId: s.id,
    token: s.token,
    subjects: pickCombination(paper.required, optional, paper.choose, random),
    dueMs: arrivals[i]!,
  }));
}

export async function storedSittings(ctx: BenchContext, studentIds: string[]): Promise<StoredSitting[]> {
  return ctx.db.$queryRaw<StoredSitting[]>`
    SELECT s.student_id AS "studentId", s.id AS "sittingId", s.paper_id AS "paperId", s.mode::text AS mode, s.subjects,
      COALESCE((SELECT json_object_agg(c.subject, c.n) FROM (SELECT subject, count(*)::int AS n FROM sitting_items WHERE sitting_id = s.id GROUP BY subject) c), '{}') AS "perSubject",
      (SELECT count(DISTINCT question_id)::int FROM sitting_items WHERE sitting_id = s.id) AS "distinctQuestions",
      (SELECT count(DISTINCT number)::int FROM sitting_items WHERE sitting_id = s.id) AS numbers,
      (SELECT COALESCE(min(number), 0) FROM sitting_items WHERE sitting_id = s.id) AS "firstNumber",
      (SELECT COALESCE(max(number), 0) FROM sitting_items WHERE sitting_id = s.id) AS "lastNumber"
    FROM sittings s WHERE s.student_id = ANY(${studentIds}::text[])`;
}

export function latencyStats(samples: StartSample[]) {
  return {
    ...latencySummary(samples),
    medianBytes: percentile(
      samples.filter((s) => !s.error).map((s) => s.bytes),
      50,
    ),
  };
}

/** Whether every planned student holds exactly one full exam-mode sitting of the paper, read from the database. */
export async function checkStarts(ctx: BenchContext, plans: StartPlan[], sectionSizes: Record<string, number>) {
  const stored = await storedSittings(
    ctx,
    plans.map((p) => p.studentId),
  );
  return checkStartedSittings(plans, stored, { paperId: PAPER, mode: "exam", sectionSizes });
}
