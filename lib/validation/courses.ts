import { z } from "zod";
import { CATALOGUE_SORTS, COURSE_LEVELS, EXAM_BODIES } from "../courses/catalogue-options";
import { publicHttpsUrlProblem } from "../courses/public-url";
import { SUBJECTS } from "../subjects";
import { MAX_SEARCH } from "@/lib/courses/catalogue-options";

export * from "../courses/catalogue-options";

export const CONTENT_STATUSES = ["draft", "published"] as const;
/** A course's or quiz's status; only a verified tutor may publish (checked by the service). */
export const contentStatusSchema = z.enum(CONTENT_STATUSES, { message: "status must be draft or published" });

// Course, section and video rules shared by the tutor endpoints, the catalogue query and
// the OpenAPI document.

const MAX_PRICE = 10_000_000;
const nairaAmount = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of naira` })
    .int(`${label} must be a whole number of naira`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_PRICE, `${label} is too large`);

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const list = (label: string, maxItems: number, maxLength: number) =>
  z
    .array(text(label, maxLength).min(1, `${label} cannot contain empty entries`), {
      error: `${label} must be a list of text`,
    })
    .max(maxItems, `At most ${maxItems} ${label.toLowerCase()}`);

const courseFields = {
  title: text("Title", 160).min(3, "Title must be at least 3 characters"),
  description: text("Description", 5000),
  level: z.enum(COURSE_LEVELS, { message: `Level must be one of ${COURSE_LEVELS.join(", ")}` }),
  category: z.enum(SUBJECTS, { message: "Choose a subject from the list" }),
  exam: z.enum(EXAM_BODIES, { message: `Exam must be one of ${EXAM_BODIES.join(", ")}` }).nullable(),
  price: nairaAmount("Price"),
  original_price: nairaAmount("Original price").nullable(),
  duration_hours: z
    .number({ error: "Duration must be a number of hours" })
    .int("Duration must be a whole number of hours")
    .min(0)
    .max(1000, "Duration is too long"),
  objectives: list("Objectives", 20, 300),
  requirements: list("Requirements", 20, 300),
  tags: list("Tags", 15, 40),
  downloadable_material: z.boolean({ error: "downloadable_material must be true or false" }),
  issue_certificate: z.boolean({ error: "issue_certificate must be true or false" }),
  featured: z.boolean({ error: "featured must be true or false" }),
  bestseller: z.boolean({ error: "bestseller must be true or false" }),
  status: contentStatusSchema,
};

const originalAtLeastPrice = (c: { price?: number; original_price?: number | null }) =>
  c.original_price == null || c.price === undefined || c.original_price >= c.price;
const originalPriceRule = { message: "Original price must be at least the price", path: ["original_price"] };

export const courseCreateSchema = z
  .strictObject({
    title: courseFields.title,
    description: courseFields.description.default(""),
    level: courseFields.level,
    category: courseFields.category,
    exam: courseFields.exam.optional().default(null),
    price: courseFields.price,
    original_price: courseFields.original_price.optional().default(null),
    duration_hours: courseFields.duration_hours.default(0),
    objectives: courseFields.objectives.default([]),
    requirements: courseFields.requirements.default([]),
    tags: courseFields.tags.default([]),
    downloadable_material: courseFields.downloadable_material.default(false),
    issue_certificate: courseFields.issue_certificate.default(true),
    status: courseFields.status.default("draft"),
  })
  .refine(originalAtLeastPrice, originalPriceRule);
export type CourseCreate = z.infer<typeof courseCreateSchema>;

/** PUT /api/courses/{id}: any subset of the fields (featured and bestseller are not the tutor's to set). */
export const courseUpdateSchema = z
  .strictObject({
    title: courseFields.title,
    description: courseFields.description,
    level: courseFields.level,
    category: courseFields.category,
    exam: courseFields.exam,
    price: courseFields.price,
    original_price: courseFields.original_price,
    duration_hours: courseFields.duration_hours,
    objectives: courseFields.objectives,
    requirements: courseFields.requirements,
    tags: courseFields.tags,
    downloadable_material: courseFields.downloadable_material,
    issue_certificate: courseFields.issue_certificate,
    status: courseFields.status,
  })
  .partial()
  .refine(originalAtLeastPrice, originalPriceRule);
export type CourseUpdate = z.infer<typeof courseUpdateSchema>;

const optionalQueryText = z
  .string()
  .trim()
  .max(MAX_SEARCH, `Search must be at most ${MAX_SEARCH} characters`)
  .optional()
  .transform((v) => v || undefined);

/** GET /api/courses query (strings from the URL). Unknown levels or subjects simply match nothing. */
export const catalogueQuerySchema = z.object({
  search: optionalQueryText,
  level: optionalQueryText,
  category: optionalQueryText,
  featured: z
    .enum(["true", "false", "1", "0"], { message: "featured must be true or false" })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true" || v === "1")),
  sort: z
    .enum(CATALOGUE_SORTS, { message: `sort must be one of ${CATALOGUE_SORTS.join(", ")}` })
    .optional()
    .default("name"),
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be at least 1")
    .max(10_000)
    .default(1),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(100, "limit must be at most 100")
    .default(12),
});
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

/** Durations: a number of minutes or "m:ss" text (docs/product-spec.md part 3) → seconds. */
export const durationSchema = z
  .union([z.number(), z.string()], { error: "duration must be minutes or m:ss" })
  .transform((v, ctx) => {
    let seconds: number;
    if (typeof v === "number") seconds = Math.round(v * 60);
    else {
      const m = /^(\d{1,3}):([0-5]\d)$/.exec(v.trim());
      if (!m) {
        ctx.addIssue({ code: "custom", message: "duration must be minutes or m:ss" });
        return z.NEVER;
      }
      seconds = Number(m[1]) * 60 + Number(m[2]);
    }
    if (!Number.isFinite(seconds) || seconds < 1 || seconds > 6 * 3600) {
      ctx.addIssue({ code: "custom", message: "duration must be between 1 second and 6 hours" });
      return z.NEVER;
    }
    return seconds;
  });

const idSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(64);

export const sectionCreateSchema = z
  .strictObject({
    course_id: idSchema("course_id"),
    title: text("Title", 160).min(1, "Title is required").optional(),
    name: text("Name", 160).min(1).optional(),
    order: z.number().int().min(1).max(1000).optional(),
  })
  .refine((s) => s.title || s.name, { message: "Title is required", path: ["title"] });

export const sectionUpdateSchema = z.strictObject({ title: text("Title", 160).min(1, "Title is required") });

/** A lesson video on a public https host (the videoUrl of docs/product-spec.md part 3), played by the browser as it is. */
export const publicVideoUrlSchema = z
  .string({ error: "videoUrl must be text" })
  .trim()
  .max(2000, "videoUrl must be at most 2000 characters")
  .superRefine((url, ctx) => {
    const problem = publicHttpsUrlProblem(url);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .describe(
    "The video's https address on a public host (not localhost or a private network), instead of an uploaded storage_key",
  );

export const videoCreateSchema = z
  .strictObject({
    section_id: idSchema("section_id"),
    course_id: idSchema("course_id").optional(),
    title: text("Title", 160).min(1, "Title is required"),
    description: text("Description", 2000).default(""),
    /** Required with storage_key or videoUrl; a lesson uploaded in the studio has its duration measured from the file. */
    duration: durationSchema.optional(),
    preview: z.boolean().default(false),
    order: z.number().int().min(1).max(1000).optional(),
    /** Storage key returned by the video upload endpoint. Without it or videoUrl, the lesson awaits its upload (POST /api/uploads). */
    storage_key: z.string().max(300).optional(),
    low_storage_key: z.string().max(300).optional(),
    /** Or the video's public https address. */
    videoUrl: publicVideoUrlSchema.optional(),
  })
  .refine((v) => !(v.videoUrl && (v.storage_key || v.low_storage_key)), {
    message: "Send either videoUrl or an uploaded storage_key, not both",
    path: ["videoUrl"],
  })
  .refine((v) => v.duration !== undefined || !(v.videoUrl || v.storage_key), {
    message: "duration is required with a storage_key or videoUrl",
    path: ["duration"],
  });

export const videoUpdateSchema = z
  .strictObject({
    title: text("Title", 160).min(1, "Title is required"),
    description: text("Description", 2000),
    duration: durationSchema,
    preview: z.boolean(),
    storage_key: z.string().max(300),
    low_storage_key: z.string().max(300).nullable(),
    videoUrl: publicVideoUrlSchema,
  })
  .partial()
  .refine((v) => !(v.videoUrl && (v.storage_key || v.low_storage_key)), {
    message: "Send either videoUrl or an uploaded storage_key, not both",
    path: ["videoUrl"],
  });

/** Reordering: the complete list of ids in their new order. */
export const reorderSchema = z.strictObject({
  ids: z.array(z.string().min(1).max(64)).min(1, "ids must list every item").max(500),
});
