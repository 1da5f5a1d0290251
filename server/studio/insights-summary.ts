import "server-only";
import { averageCompletion, recentSince } from "@/lib/studio/course-insights-math";
import { db } from "../db";
import { revenueByMonthFor } from "./revenue-by-month";

// The studio's "Students & revenue" overview: every course of the tutor with its enrolments,
// revenue and progress in aggregate, and the tutor's revenue per month. Counts only: nothing
// names a student.

type CourseRow = {
  id: string;
  title: string;
  status: "draft" | "published";
  price: number;
  lessons: number;
  enrolled: number;
  recent: number;
  paid: number;
  gross: number;
  payments: number;
  started: number;
  completions: number;
};

export async function studioInsights(tutorId: string, now = new Date()) {
  const since = recentSince(now);
  // One row per course; each figure is an aggregate the database computes over that course's rows.
  const [rows, months] = await Promise.all([
    db.$queryRaw<CourseRow[]>`
      SELECT c.id, c.title, c.status::text AS status, c.price,
        (SELECT count(*) FROM videos v WHERE v.course_id = c.id)::int AS lessons,
        e.enrolled, e.recent, e.paid,
        p.gross, p.payments,
        lp.started, lp.completions
      FROM courses c
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS enrolled,
          count(*) FILTER (WHERE en.created_at >= ${since}::timestamp)::int AS recent,
          count(pay.id)::int AS paid
        FROM enrollments en LEFT JOIN payments pay ON pay.enrollment_id = en.id AND pay.status = 'successful'
        WHERE en.course_id = c.id
      ) e
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(amount), 0)::float8 AS gross, count(*)::int AS payments
        FROM payments WHERE course_id = c.id AND status = 'successful' AND currency = 'NGN'
      ) p
      CROSS JOIN LATERAL (
        SELECT count(DISTINCT l.student_id)::int AS started, (count(*) FILTER (WHERE l.completed_at IS NOT NULL))::int AS completions
        FROM lesson_progress l JOIN enrollments en ON en.student_id = l.student_id AND en.course_id = l.course_id
        WHERE l.course_id = c.id
      ) lp
      WHERE c.owner_id = ${tutorId}
      ORDER BY c.created_at DESC, c.id DESC`,
    revenueByMonthFor({ tutorId }, now),
  ]);
  const courses = rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    price: row.price,
    lessons: row.lessons,
    enrollments: { total: row.enrolled, last_30_days: row.recent, paid: row.paid, free: row.enrolled - row.paid },
    revenue: { currency: "NGN" as const, gross: row.gross, payments: row.payments },
    progress: { started: row.started, average_percent: averageCompletion(row.completions, row.enrolled, row.lessons) },
  }));
  const sum = (pick: (c: (typeof courses)[number]) => number) => courses.reduce((total, c) => total + pick(c), 0);
  return {
    totals: {
      courses: courses.length,
      enrollments: sum((c) => c.enrollments.total),
      last_30_days: sum((c) => c.enrollments.last_30_days),
      gross: sum((c) => c.revenue.gross),
      payments: sum((c) => c.revenue.payments),
    },
    revenue_months: months,
    courses,
  };
}
export type StudioInsights = Awaited<ReturnType<typeof studioInsights>>;
