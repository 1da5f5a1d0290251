import { z } from "zod";

/** PUT /api/progress/videos/{videoId}: any of the three; watched_seconds is playback time since the last report. */
export const progressUpdateSchema = z
  .strictObject({
    completed: z.boolean({ error: "completed must be true or false" }).optional(),
    position_seconds: z
      .number({ error: "position_seconds must be a number" })
      .finite()
      .min(0, "position_seconds cannot be negative")
      .optional(),
    watched_seconds: z
      .number({ error: "watched_seconds must be a number" })
      .finite()
      .min(0, "watched_seconds cannot be negative")
      .optional(),
  })
  .refine((v) => v.completed !== undefined || v.position_seconds !== undefined || v.watched_seconds !== undefined, {
    message: "Send completed, position_seconds or watched_seconds",
  });
export type ProgressUpdate = z.infer<typeof progressUpdateSchema>;

/** Reports are sent at most every few seconds; more watched time than this in one report is not believed. */
export const MAX_WATCHED_PER_REPORT = 120;

/** The calendar day in Lagos (UTC+1 all year) of an instant, as YYYY-MM-DD. */
export function lagosDay(at: Date): string {
  return new Date(at.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10);
}
