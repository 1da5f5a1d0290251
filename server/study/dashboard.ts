import "server-only";
import { lagosDay } from "@/lib/validation/progress";
import { db } from "../db";

// The student dashboard (docs/product-spec.md part 2, issue 6): four stats, recent activity, the weekly
// ranking and upcoming quizzes, each computed by one SQL query (four in all, run in
// parallel), so the cost does not grow with the number of lessons a student has.
//
// Times: columns are `timestamp(3)` holding UTC. `now` is passed as an ISO string cast to
// `timestamp` (PostgreSQL drops the "Z"), so the session time zone never matters. Study
// days are Africa/Lagos calendar dates; "today" is the Lagos date of `now`.

export type DashboardStats = {
  coursesEnrolled: number;
  /** Enrolled courses with lessons, every one of them completed. */
  coursesCompleted: number;
  /** Seconds of all study days in hours, one decimal. */
  totalStudyHours: number;
  /** Consecutive study days ending today, or yesterday when today has none yet. */
  currentStreak: number;
};

export type ActivityType = "lesson_completed" | "quiz_taken" | "enrolled";

export type ActivityItem = { type: ActivityType; title: string; detail: string; at: Date };

export type WeeklyRanking = {
  /** 1 is best; ties share the better rank; null when the student has no attempt this week. */
  currentRank: number | null;
  /** Students with a submitted attempt in the last 7 days. */
  totalStudents: number;
  /** Sum of the student's first-attempt scores submitted in the last 7 days (one per quiz). */
  weeklyScore: number;
  /** weeklyScore minus the same figure for the 7 days before. */
  improvement: number;
};

export type UpcomingQuiz = {
  id: string;
  title: string;
  course: string;
  questions: number;
  /** Minutes; null means no limit. */
  duration: number | null;
  /** "high" when never attempted, else "medium". */
  priority: "high" | "medium";
  type: "chapter_quiz";
};

export type Dashboard = {
  stats: DashboardStats;
  activity: ActivityItem[];
  ranking: WeeklyRanking;
  upcoming: UpcomingQuiz[];
};

export const ACTIVITY_LIMIT = 10;
export const UPCOMING_LIMIT = 5;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

// One definition of the Lagos calendar day, shared with progress and quizzes.
export { lagosDay } from "@/lib/validation/progress";

/** Everything the dashboard's Overview shows, as of `now`. */
export async function getDashboard(studentId: string, now = new Date()): Promise<Dashboard> {
  const [stats, activity, ranking, upcoming] = await Promise.all([
    getStats(studentId, now),
    listActivity(studentId, now),
    getWeeklyRanking(studentId, now),
    listUpcomingQuizzes(studentId),
  ]);
  return { stats, activity, ranking, upcoming };
}

async function getStats(studentId: string, now: Date): Promise<DashboardStats> {
  const today = lagosDay(now);
  // Streak: over the student's study days up to today (newest first), day + row number is
  // constant along a run of consecutive days; the newest run counts if it reaches yesterday.
  const [row] = await db.$queryRaw<{ enrolled: number; completed: number; seconds: number; streak: number }[]>`
    with done as (
      select course_id, count(*) as lessons
      from lesson_progress
      where student_id = ${studentId} and completed_at is not null
      group by course_id
    ), days as (
      select day, day + (row_number() over (order by day desc))::int as run
      from study_days
      where student_id = ${studentId} and day <= ${today}::date
    ), latest as (
      select day, run from days order by day desc limit 1
    )
    select
      (select count(*)::int from enrollments where student_id = ${studentId}) as enrolled,
      (select count(*)::int
         from enrollments e
         join courses c on c.id = e.course_id
         join done d on d.course_id = e.course_id
        where e.student_id = ${studentId} and c.lesson_count > 0 and d.lessons >= c.lesson_count) as completed,
      (select coalesce(sum(seconds), 0)::float8 from study_days where student_id = ${studentId}) as seconds,
      (select count(*)::int
         from days, latest
        where days.run = latest.run and latest.day >= ${today}::date - 1) as streak`;
  return {
    coursesEnrolled: row?.enrolled ?? 0,
    coursesCompleted: row?.completed ?? 0,
    totalStudyHours: Math.round((row?.seconds ?? 0) / 360) / 10,
    currentStreak: row?.streak ?? 0,
  };
}

async function listActivity(studentId: string, now: Date): Promise<ActivityItem[]> {
  const at = now.toISOString();
  // Each branch reads its newest rows through a (student_id, <time> desc) index.
  const rows = await db.$queryRaw<{ type: ActivityType; title: string; detail: string; at: Date }[]>`
    (select 'lesson_completed' as type, v.title, c.title as detail, lp.completed_at as at
       from lesson_progress lp
       join videos v on v.id = lp.video_id
       join courses c on c.id = lp.course_id
      where lp.student_id = ${studentId} and lp.completed_at is not null and lp.completed_at <= ${at}::timestamp
      order by lp.completed_at desc limit ${ACTIVITY_LIMIT})
    union all
    (select 'quiz_taken', q.title,
            'Scored ' || coalesce(a.total_score, 0) || '%' || case when a.passed then ' · Passed' else '' end,
            a.submitted_at
       from sittings a
       join quizzes q on q.id = a.quiz_id
      where a.student_id = ${studentId} and a.submitted_at is not null and a.submitted_at <= ${at}::timestamp
      order by a.submitted_at desc limit ${ACTIVITY_LIMIT})
    union all
    (select 'enrolled', c.title, c.instructor, e.created_at
       from enrollments e
       join courses c on c.id = e.course_id
      where e.student_id = ${studentId} and e.created_at <= ${at}::timestamp
      order by e.created_at desc limit ${ACTIVITY_LIMIT})
    order by at desc, type
    limit ${ACTIVITY_LIMIT}`;
  return rows.map((r) => ({ type: r.type, title: r.title, detail: r.detail, at: r.at }));
}

async function getWeeklyRanking(studentId: string, now: Date): Promise<WeeklyRanking> {
  const end = now.toISOString();
  const start = new Date(now.getTime() - WEEK_MS).toISOString();
  const previousStart = new Date(now.getTime() - 2 * WEEK_MS).toISOString();
  // This week is (now − 7 days, now]; the week before is (now − 14 days, now − 7 days].
  // rank() gives tied students the same, better rank (1, 1, 3).
  // Only each student's first attempt at a quiz counts: a retake after seeing the review
  // would otherwise climb the ranking on the answer key.
  const [row] = await db.$queryRaw<{ total: number; rank: number | null; score: number | null; previous: number }[]>`
    with firsts as (
      select a.student_id, a.total_score as score
        from sittings a
       where a.attempt_number = 1 and a.submitted_at > ${start}::timestamp and a.submitted_at <= ${end}::timestamp
    ), totals as (
      select f.student_id, coalesce(sum(f.score), 0)::int as score
        from firsts f
        join users u on u.id = f.student_id and u.role = 'student'
       group by f.student_id
    ), ranked as (
      select student_id, score, (rank() over (order by score desc))::int as rank from totals
    ), previous as (
      select total_score as score
        from sittings
       where student_id = ${studentId} and attempt_number = 1 and submitted_at > ${previousStart}::timestamp and submitted_at <= ${start}::timestamp
    )
    select
      (select count(*)::int from totals) as total,
      (select rank from ranked where student_id = ${studentId}) as rank,
      (select score from ranked where student_id = ${studentId}) as score,
      (select coalesce(sum(score), 0)::int from previous) as previous`;
  const weeklyScore = row?.score ?? 0;
  return {
    currentRank: row?.rank ?? null,
    totalStudents: row?.total ?? 0,
    weeklyScore,
    improvement: weeklyScore - (row?.previous ?? 0),
  };
}

async function listUpcomingQuizzes(studentId: string): Promise<UpcomingQuiz[]> {
  const rows = await db.$queryRaw<
    { id: string; title: string; course: string; questions: number; duration: number | null; attempted: boolean }[]
  >`
    select q.id, q.title, c.title as course, q.time_limit as duration,
           (select count(*)::int from questions qs where qs.quiz_id = q.id) as questions,
           exists (select 1 from sittings a
                    where a.student_id = ${studentId} and a.quiz_id = q.id and a.submitted_at is not null) as attempted
      from enrollments e
      join courses c on c.id = e.course_id
      join quizzes q on q.course_id = e.course_id and q.status = 'published'
     where e.student_id = ${studentId}
       and not exists (select 1 from sittings a
                        where a.student_id = ${studentId} and a.quiz_id = q.id and a.passed)
     order by attempted, q.title, q.id
     limit ${UPCOMING_LIMIT}`;
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    course: r.course,
    questions: r.questions,
    duration: r.duration,
    priority: r.attempted ? "medium" : "high",
    type: "chapter_quiz",
  }));
}
