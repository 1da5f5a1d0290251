import { z } from "zod";

// What the tutor studio's insight and coverage endpoints answer (docs/studio-insights.md).
// Counts and totals only: nothing names a student.

const enrollments = z.object({
  total: z.number().int(),
  last_30_days: z.number().int(),
  paid: z.number().int(),
  free: z.number().int(),
});
const month = z.object({
  month: z.string().describe("YYYY-MM, a Lagos month"),
  gross: z.number(),
  payments: z.number().int(),
});
const courseStatus = z.enum(["draft", "published"]);

export const studioInsightsSchema = z.object({
  totals: z.object({
    courses: z.number().int(),
    enrollments: z.number().int(),
    last_30_days: z.number().int(),
    gross: z.number(),
    payments: z.number().int(),
  }),
  revenue_months: z.array(month).describe("The last 6 Lagos months"),
  courses: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      status: courseStatus,
      price: z.number(),
      lessons: z.number().int(),
      enrollments,
      revenue: z.object({ currency: z.literal("NGN"), gross: z.number(), payments: z.number().int() }),
      progress: z.object({ started: z.number().int(), average_percent: z.number() }),
    }),
  ),
});

export const courseInsightsSchema = z.object({
  course: z.object({
    id: z.string(),
    title: z.string(),
    status: courseStatus,
    price: z.number(),
    lessons: z.number().int(),
  }),
  enrollments,
  revenue: z.object({
    currency: z.literal("NGN"),
    gross: z.number(),
    payments: z.number().int(),
    months: z.array(month),
  }),
  progress: z.object({
    enrolled: z.number().int(),
    started: z.number().int(),
    average_percent: z.number(),
    completed: z.number().int(),
    distribution: z.array(
      z.object({ bucket: z.enum(["0", "1-25", "26-50", "51-75", "76-99", "100"]), students: z.number().int() }),
    ),
    lessons: z.array(
      z.object({
        id: z.string(),
        number: z.number().int(),
        title: z.string(),
        section: z.string(),
        completed: z.number().int(),
        completed_percent: z.number(),
      }),
    ),
  }),
  quizzes: z
    .object({
      quizzes: z.number().int(),
      attempts: z.number().int(),
      students: z.number().int(),
      average_score: z.number().nullable().describe("Mean score (percent) of submitted attempts"),
      pass_percent: z.number(),
    })
    .nullable(),
});

const questionCounts = { platform_questions: z.number().int(), your_questions: z.number().int() };

const topicCoverage = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  quota: z.number().int().nullable(),
  ...questionCounts,
});

export const paperCoverageSchema = z.object({
  papers: z.array(
    z.object({
      id: z.string(),
      exam: z.string(),
      title: z.string(),
      duration_minutes: z.number().int(),
      options: z.number().int(),
      choose: z.number().int(),
      required: z.array(z.string()),
      sections: z.array(
        z.object({
          subject: z.string(),
          questions: z.number().int(),
          topics: z.array(topicCoverage.extend({ children: z.array(topicCoverage) })),
          untagged: z.object(questionCounts),
          ...questionCounts,
        }),
      ),
    }),
  ),
});
