import { z } from "zod";

export const enrollmentCreateSchema = z.object({
  course_id: z.string({ error: "course_id is required" }).trim().min(1, "course_id is required").max(64),
});
