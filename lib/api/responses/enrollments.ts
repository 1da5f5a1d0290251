import { z } from "zod";
import { enrollmentSchema } from "./payments";

// What the enrolment, saved-course and progress endpoints answer.

const isoTime = z.string().describe("ISO 8601 time");

/** A course as a student's lists show it: enough for a card. */
const courseCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  instructor: z.string(),
  thumbnail: z.string().nullable().describe("A site-relative URL; null without one"),
  price: z.number().int().describe("Naira; 0 for a free course"),
  category: z.string(),
  level: z.string(),
});

export const studentEnrollmentsSchema = z.object({
  enrollments: z.array(
    enrollmentSchema.extend({ course: courseCardSchema.extend({ lesson_count: z.number().int() }) }),
  ),
});

export const savedCourseSchema = z.object({
  course_id: z.string(),
  saved_at: isoTime,
  course: courseCardSchema,
});

export const courseProgressSchema = z.object({
  progress: z.object({
    course_id: z.string(),
    completed_video_ids: z.array(z.string()),
    positions: z.record(z.string(), z.number()).describe("Seconds into each started lesson, by video id"),
    percent: z.number().int().describe("Completed share of the course's playable lessons, 0–100"),
  }),
});
