import { z } from "zod";

// What to study next and drills (docs/study-loop.md): GET /api/me/next-topics, POST /api/me/drills.

export const nextTopicsQuerySchema = z.object({
  paper: z
    .string()
    .trim()
    .max(64, "paper is at most 64 characters")
    .optional()
    .transform((v) => v || "utme"),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(20, "limit must be at most 20")
    .default(5),
});
export type NextTopicsQuery = z.infer<typeof nextTopicsQuerySchema>;

export const startDrillSchema = z.strictObject({
  topic_id: z
    .string({ error: "topic_id is required" })
    .trim()
    .min(1, "topic_id is required")
    .max(64, "topic_id is at most 64 characters"),
});
export type StartDrillInput = z.infer<typeof startDrillSchema>;
