import { z } from "zod";

// What the course, section and lesson endpoints answer (docs/contract.md, "HTTP API"): the
// snake_case fields of docs/product-spec.md part 3.

const isoTime = z.string().describe("ISO 8601 time");

export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  instructor: z.string(),
  tutor_id: z.string(),
  description: z.string(),
  thumbnail: z.string().nullable(),
  student_count: z.number().int(),
  rating: z.number(),
  review_count: z.number().int(),
  price: z.number().int(),
  original_price: z.number().int().nullable(),
  duration_hours: z.number().int(),
  lesson_count: z.number().int(),
  level: z.string(),
  category: z.string(),
  exam: z.string().nullable(),
  featured: z.boolean(),
  bestseller: z.boolean(),
  objectives: z.array(z.string()),
  requirements: z.array(z.string()),
  downloadable_material: z.boolean(),
  issue_certificate: z.boolean(),
  tags: z.array(z.string()),
  status: z.enum(["draft", "published"]),
  created_at: isoTime,
  updated_at: isoTime,
});

export const courseAnswerSchema = z.object({ message: z.string(), course: courseSchema });

export const sectionSchema = z.object({
  id: z.string(),
  course_id: z.string(),
  title: z.string(),
  name: z.string().describe("The title again"),
  order: z.number().int(),
  position: z.number().int(),
  created_at: isoTime,
});

export const sectionAnswerSchema = z.object({ message: z.string(), section: sectionSchema });

export const lessonTopicSchema = z.object({ id: z.string(), subject: z.string(), slug: z.string(), name: z.string() });

export const lessonSchema = z.object({
  id: z.string(),
  course_id: z.string(),
  section_id: z.string(),
  user_id: z.string().describe("The course's owner"),
  title: z.string(),
  description: z.string(),
  duration: z.string().describe("m:ss or h:mm:ss"),
  duration_seconds: z.number().int(),
  position: z.number().int(),
  order: z.number().int(),
  preview: z.boolean(),
  videoUrl: z.string().nullable().describe("A playable URL, only for a viewer allowed to watch"),
  low_quality_url: z.string().nullable(),
  url_expires_at: isoTime.nullable(),
  media_state: z.enum(["awaiting_upload", "processing", "ready", "failed"]).nullable(),
  created_at: isoTime,
  topics: z.array(lessonTopicSchema),
});

export const lessonAnswerSchema = z.object({ message: z.string(), video: lessonSchema });

export const lessonTopicsAnswerSchema = z.object({ video_id: z.string(), topics: z.array(lessonTopicSchema) });

export const messageSchema = z.object({ message: z.string() });

const ladderKind = z.enum(["audio", "p240", "p360", "p480"]);

export const lessonStreamSchema = z.object({
  video_id: z.string(),
  url: z.string().nullable(),
  low_quality_url: z.string().nullable(),
  expires_at: isoTime.nullable(),
  renditions: z.array(
    z.object({
      kind: z.enum([...ladderKind.options, "original"]),
      url: z.string(),
      bytes: z.number().int().nullable().describe("null when the file's size is not known"),
      bitrate_kbps: z.number().int().nullable(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
      content_type: z.string().nullable(),
    }),
  ),
  poster_url: z.string().nullable(),
});

export const lessonMediaSchema = z.object({
  video_id: z.string(),
  state: z.enum(["awaiting_upload", "processing", "ready", "failed"]).nullable(),
  duration_seconds: z.number().int().nullable(),
  poster_url: z.string().nullable(),
  steps: z.array(
    z.object({
      step: z.enum(["probe", "poster", "audio", "p240", "p360", "p480"]),
      state: z.enum(["waiting", "running", "done", "skipped", "failed"]),
      percent: z.number().int(),
      error: z.string().nullable(),
    }),
  ),
  renditions: z.array(
    z.object({
      kind: ladderKind,
      bytes: z.number().int(),
      bitrate_kbps: z.number().int(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
    }),
  ),
});
