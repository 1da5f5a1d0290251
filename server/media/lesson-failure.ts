import "server-only";
import type { TranscodeStep } from "@/lib/media/ladder";
import { db } from "../db";
import { setStepError } from "./transcode-steps";

/** The lesson's media failed: its state says so, and the failing step carries the reason for the tutor. */
export async function markLessonFailed(lessonId: string, step: TranscodeStep, message: string): Promise<void> {
  const updated = await db.lesson.updateMany({ where: { id: lessonId, mediaState: { in: ["processing", "awaiting_upload", "failed"] } }, data: { mediaState: "failed" } });
  if (updated.count === 0) return;
  await setStepError(lessonId, step, message, true);
}

/** A step failed but the job will try again: the tutor sees why, and that it is waiting. */
export async function noteStepRetrying(lessonId: string, step: TranscodeStep, message: string): Promise<void> {
  if (await db.lesson.findFirst({ where: { id: lessonId, mediaState: "processing" }, select: { id: true } })) {
    await setStepError(lessonId, step, `${message} Trying again shortly.`, false);
  }
}
