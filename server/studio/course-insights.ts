import "server-only";
import {
  percentOf,
  recentSince,
  roundTo,
  summariseCompletion,
  type CompletionCount,
} from "@/lib/studio/course-insights-math";
import { db } from "../db";
import { notFound } from "../errors";
import { revenueByMonthFor } from "./revenue-by-month";

// One course's insights for its tutor: enrolments, revenue from successful payments per month,
// and how far its enrolled students got (completion buckets, each lesson's completion share,
// the quiz average). Everything is counted by the database; no student is named. Another
// tutor's course answers 404, as if it did not exist.

type EnrolmentRow = { total: number; recent: number; paid: number };
type RevenueRow = { gross: number; payments: number };
type LessonRow = { id: string; title: string; section: string; completed: number };
type QuizRow = { quizzes: number; attempts: number; students: number; average: number | null; passed: number };

export async function courseInsights(tutorId: string, courseId: string, now = new Date()) {
  const course = await db.course.findFirst({
    where: { id: courseId, ownerId: tutorId },
    select: { id: true, title: true, status: true, price: true },
  });
  if (!course) throw notFound("Course");
  const since = recentSince(now);
  // Progress counts only enrolled students: a student in the free trial is not one of the course's.
  const [[enrolment], [revenue], months, lessons, completion, [quiz]] = await Promise.all([
    db.$queryRaw<EnrolmentRow[]>`
      SELECT count(*)::int AS total,
        count(*) FILTER (WHERE e.created_at >= ${since}::timestamp)::int AS recent,
        count(p.id)::int AS paid
      FROM enrollments e LEFT JOIN payments p ON p.enrollment_id = e.id AND p.status = 'successful'
      WHERE e.course_id = ${courseId}`,
    db.$queryRaw<RevenueRow[]>`
      SELECT coalesce(sum(amount), 0)::float8 AS gross, count(*)::int AS payments
      FROM payments WHERE course_id = ${courseId} AND status = 'successful' AND currency = 'NGN'`,
    revenueByMonthFor({ courseId }, now),
    db.$queryRaw<LessonRow[]>`
      SELECT v.id, v.title, s.title AS section,
        (SELECT count(*) FROM lesson_progress l JOIN enrollments e ON e.student_id = l.student_id AND e.course_id = l.course_id
         WHERE l.video_id = v.id AND l.completed_at IS NOT NULL)::int AS completed
      FROM videos v JOIN sections s ON s.id = v.section_id
      WHERE v.course_id = ${courseId}
      ORDER BY s.position, v.position, v.id`,
    db.$queryRaw<CompletionCount[]>`
      SELECT completed, count(*)::int AS students
      FROM (
        SELECT l.student_id, (count(*) FILTER (WHERE l.completed_at IS NOT NULL))::int AS completed
        FROM lesson_progress l JOIN enrollments e ON e.student_id = l.student_id AND e.course_id = l.course_id
        WHERE l.course_id = ${courseId}
        GROUP BY l.student_id
      ) per_student
      GROUP BY completed`,
    db.$queryRaw<QuizRow[]>`
      SELECT (SELECT count(*) FROM quizzes WHERE course_id = ${courseId})::int AS quizzes,
        count(a.id)::int AS attempts,
        count(DISTINCT a.student_id)::int AS students,
        avg(a.total_score)::float8 AS average,
        (count(*) FILTER (WHERE a.passed))::int AS passed
      FROM sittings a JOIN quizzes q ON q.id = a.quiz_id
      WHERE q.course_id = ${courseId} AND a.submitted_at IS NOT NULL`,
  ]);
  const enrolled = enrolment!.total;
  return {
    course: { id: course.id, title: course.title, status: course.status, price: course.price, lessons: lessons.length },
    enrollments: {
      total: enrolled,
      last_30_days: enrolment!.recent,
      paid: enrolment!.paid,
      free: enrolled - enrolment!.paid,
    },
    revenue: { currency: "NGN" as const, gross: revenue!.gross, payments: revenue!.payments, months },
    progress: {
      enrolled,
      ...summariseCompletion(completion, enrolled, lessons.length),
      lessons: lessons.map((lesson, index) => ({
        id: lesson.id,
        number: index + 1,
        title: lesson.title,
        section: lesson.section,
        completed: lesson.completed,
        /** Share of the enrolled students who completed this lesson, in percent. */
        completed_percent: percentOf(lesson.completed, enrolled),
      })),
    },
    quizzes:
      quiz!.quizzes === 0
        ? null
        : {
            quizzes: quiz!.quizzes,
            attempts: quiz!.attempts,
            students: quiz!.students,
            /** Mean score (percent) of submitted attempts; null before the first. */
            average_score: quiz!.average === null ? null : roundTo(quiz!.average, 1),
            pass_percent: percentOf(quiz!.passed, quiz!.attempts),
          },
  };
}
export type CourseInsights = Awaited<ReturnType<typeof courseInsights>>;
