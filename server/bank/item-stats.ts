import "server-only";
import { itemStatsFromSums, type ItemStats } from "@/lib/exam/item-stats";
import { db } from "../db";

// Item statistics of bank questions (lib/exam/item-stats.ts has the formulas): PostgreSQL adds
// up, per question, the five sums the formulas need over the items of submitted sittings,
// so no sitting is loaded into memory. A candidate's rest score is the number of the other
// items of the same subject in that sitting they got right.

type SumsRow = {
  question_id: string;
  n: number;
  right_n: number;
  rest: number;
  rest_squares: number;
  right_rest: number;
};

export async function itemStatsFor(questionIds: readonly string[]): Promise<Map<string, ItemStats>> {
  const ids = [...new Set(questionIds)];
  const stats = new Map<string, ItemStats>(
    ids.map((id) => [id, itemStatsFromSums({ n: 0, right: 0, rest: 0, restSquares: 0, rightRest: 0 })]),
  );
  if (ids.length === 0) return stats;
  const rows = await db.$queryRaw<SumsRow[]>`
    WITH items AS (
      SELECT si.question_id, si.sitting_id, si.subject, CASE WHEN si.correct THEN 1 ELSE 0 END AS x
      FROM sitting_items si JOIN sittings s ON s.id = si.sitting_id
      WHERE si.question_id = ANY(${ids}::text[]) AND s.submitted_at IS NOT NULL AND s.paper_id IS NOT NULL
    ), sections AS (
      SELECT si.sitting_id, si.subject, (count(*) FILTER (WHERE si.correct))::int AS right_count
      FROM sitting_items si
      WHERE (si.sitting_id, si.subject) IN (SELECT sitting_id, subject FROM items)
      GROUP BY si.sitting_id, si.subject
    )
    SELECT i.question_id,
      count(*)::int AS n,
      sum(i.x)::int AS right_n,
      sum(sec.right_count - i.x)::float8 AS rest,
      sum((sec.right_count - i.x) * (sec.right_count - i.x))::float8 AS rest_squares,
      sum(i.x * (sec.right_count - i.x))::float8 AS right_rest
    FROM items i JOIN sections sec ON sec.sitting_id = i.sitting_id AND sec.subject = i.subject
    GROUP BY i.question_id`;
  for (const row of rows) {
    stats.set(
      row.question_id,
      itemStatsFromSums({
        n: row.n,
        right: row.right_n,
        rest: row.rest,
        restSquares: row.rest_squares,
        rightRest: row.right_rest,
      }),
    );
  }
  return stats;
}
