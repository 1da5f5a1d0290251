import { z } from "zod";

export const saveCourseSchema = z.object({
  course_id: z
    .string({ error: "course_id is required" })
    .trim()
    .min(1, "course_id is required")
    .max(64, "course_id is too long"),
});
export type SaveCourse = z.infer<typeof saveCourseSchema>;
