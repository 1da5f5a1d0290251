import "server-only";
import { TRANSCODE_STEPS, type TranscodeStep } from "@/lib/media/ladder";
import { db } from "../db";

// The rows the tutor watches: one per step of a lesson's transcoding, each waiting, running,
// done, skipped or failed, with a percent while it runs.

/** Progress is written at most this often per step: the tutor's screen polls, it does not need every line. */
const PROGRESS_WRITE_MS = 2_000;

export async function ensureSteps(lessonId: string): Promise<void> {
  await db.transcodeStep.createMany({ data: TRANSCODE_STEPS.map((step) => ({ lessonId, step })), skipDuplicates: true });
}

export async function stepStates(lessonId: string): Promise<Map<TranscodeStep, string>> {
  const rows = await db.transcodeStep.findMany({ where: { lessonId }, select: { step: true, state: true } });
  return new Map(rows.map((r) => [r.step, r.state]));
}

export async function startStep(lessonId: string, step: TranscodeStep): Promise<void> {
  await db.transcodeStep.update({ where: { lessonId_step: { lessonId, step } }, data: { state: "running", percent: 0, error: null, startedAt: new Date(), finishedAt: null } });
}

export async function finishStep(lessonId: string, step: TranscodeStep, state: "done" | "skipped"): Promise<void> {
  await db.transcodeStep.update({ where: { lessonId_step: { lessonId, step } }, data: { state, percent: state === "done" ? 100 : 0, error: null, finishedAt: new Date() } });
}

/** A step that went wrong: failed for good, or back to waiting with the reason while the job tries again. */
export async function setStepError(lessonId: string, step: TranscodeStep, message: string, final: boolean): Promise<void> {
  await db.transcodeStep.upsert({
    where: { lessonId_step: { lessonId, step } },
    create: { lessonId, step, state: final ? "failed" : "waiting", error: message, finishedAt: final ? new Date() : null },
    update: { state: final ? "failed" : "waiting", error: message, finishedAt: final ? new Date() : null },
  });
}

/** A percent reporter for one running step that writes when the value changed and the last write is old enough. */
export function stepProgressWriter(lessonId: string, step: TranscodeStep, now: () => number = Date.now): (percent: number) => void {
  let written = 0;
  let lastWrite = 0;
  let pending: Promise<unknown> = Promise.resolve();
  return (percent) => {
    if (percent <= written || now() - lastWrite < PROGRESS_WRITE_MS) return;
    written = percent;
    lastWrite = now();
    pending = pending.then(() => db.transcodeStep.updateMany({ where: { lessonId, step, state: "running" }, data: { percent } })).catch(() => undefined);
  };
}
