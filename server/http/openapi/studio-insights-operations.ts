import "server-only";
import type { Operation } from "./document";

// The tutor studio's papers coverage and students-and-revenue figures (docs/studio-insights.md),
// added to the OpenAPI document. Counts and totals only: nothing names a student.

const enrolments = "{ total, last_30_days, paid, free }";
const month = '{ month: "YYYY-MM", gross, payments }';

export const studioInsightsOperations: Operation[] = [
  {
    method: "get",
    path: "/api/studio/papers",
    summary:
      "The platform's papers with their blueprints and, per topic, the active questions that fit (platform's and yours)",
    tag: "Studio",
    auth: "tutor",
    success: {
      description:
        "{ papers: [{ id, exam, title, duration_minutes, options, choose, required, sections: [{ subject, questions, platform_questions, your_questions, untagged: { platform_questions, your_questions }, topics: [{ id, slug, name, quota, platform_questions, your_questions, children: [...] }] }] }] }",
    },
  },
  {
    method: "get",
    path: "/api/studio/insights",
    summary:
      "Your courses with enrolments, revenue from successful payments and progress in aggregate; revenue per month",
    tag: "Studio",
    auth: "tutor",
    success: {
      description: `{ totals: { courses, enrollments, last_30_days, gross, payments }, revenue_months: [${month}] (the last 6 Lagos months), courses: [{ id, title, status, price, lessons, enrollments: ${enrolments}, revenue: { currency: "NGN", gross, payments }, progress: { started, average_percent } }] }`,
    },
  },
  {
    method: "get",
    path: "/api/studio/courses/{id}/insights",
    summary:
      "One of your courses: enrolments, revenue per month, completion buckets, each lesson's completion share, quiz figures (another tutor's course is 404)",
    tag: "Studio",
    auth: "tutor",
    success: {
      description: `{ course: { id, title, status, price, lessons }, enrollments: ${enrolments}, revenue: { currency: "NGN", gross, payments, months: [${month}] }, progress: { enrolled, started, average_percent, completed, distribution: [{ bucket: "0"|"1-25"|"26-50"|"51-75"|"76-99"|"100", students }], lessons: [{ id, number, title, section, completed, completed_percent }] }, quizzes: { quizzes, attempts, students, average_score, pass_percent } | null }`,
    },
  },
];
