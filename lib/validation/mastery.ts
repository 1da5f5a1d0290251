import { z } from "zod";
import { SUBJECTS } from "../subjects";

/** GET /api/me/mastery: one subject, or all twelve; by default the subjects the student has answered in. */
export const masteryQuerySchema = z.object({
  subject: z.enum(SUBJECTS, { message: `subject must be one of ${SUBJECTS.join(", ")}` }).optional(),
  all: z
    .enum(["true", "false"], { message: "all must be true or false" })
    .optional()
    .transform((v) => v === "true"),
});
export type MasteryQuery = z.infer<typeof masteryQuerySchema>;
