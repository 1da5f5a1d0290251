import "server-only";
import { lastMonths, monthStart, revenueByMonth, type MonthRevenue } from "@/lib/studio/course-insights-math";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";

/** How many calendar months of revenue the studio shows. */
export const REVENUE_MONTHS = 6;

// Successful naira payments added up per Lagos calendar month, for the last REVENUE_MONTHS months
// (the current one included). A payment counts in the month it was confirmed (verified_at; a
// settled payment always has it, created_at stands in for older rows). Timestamps are stored as
// UTC without a zone, hence the double AT TIME ZONE.
export async function revenueByMonthFor(
  scope: { courseId: string } | { tutorId: string },
  now: Date,
): Promise<MonthRevenue[]> {
  const months = lastMonths(now, REVENUE_MONTHS);
  const paidAt = Prisma.sql`coalesce(p.verified_at, p.created_at)`;
  const inScope =
    "courseId" in scope
      ? Prisma.sql`p.course_id = ${scope.courseId}`
      : Prisma.sql`p.course_id IN (SELECT id FROM courses WHERE owner_id = ${scope.tutorId})`;
  const rows = await db.$queryRaw<MonthRevenue[]>`
    SELECT to_char(${paidAt} AT TIME ZONE 'UTC' AT TIME ZONE 'Africa/Lagos', 'YYYY-MM') AS month,
      sum(p.amount)::float8 AS gross,
      count(*)::int AS payments
    FROM payments p
    WHERE ${inScope} AND p.status = 'successful' AND p.currency = 'NGN' AND ${paidAt} >= ${monthStart(months[0]!)}::timestamp
    GROUP BY 1`;
  return revenueByMonth(months, rows);
}
