import "server-only";
import { TRANSCODE_STEPS } from "@/lib/media/ladder";
import { db } from "../db";
import { notFound } from "../errors";
import { signedFileUrl } from "../integrations/storage/signed-url";

// Where a lesson's upload and transcoding stand, for its owner tutor's studio: the state,
// each step in ladder order with its percent or error, and the renditions made so far with
// their measured sizes. Anyone else is told the lesson does not exist.

const LADDER_ORDER = ["audio", "p240", "p360", "p480"] as const;

export async function getLessonMedia(lessonId: string, tutorId: string) {
  const lesson = await db.lesson.findFirst({
    where: { id: lessonId, course: { ownerId: tutorId } },
    select: {
      id: true,
      mediaState: true,
      durationSeconds: true,
      posterKey: true,
      transcodeSteps: { select: { step: true, state: true, percent: true, error: true } },
      renditions: { select: { kind: true, bytes: true, bitrateKbps: true, width: true, height: true } },
    },
  });
  if (!lesson) throw notFound("Video");
  const steps = new Map(lesson.transcodeSteps.map((s) => [s.step, s]));
  const measured = lesson.mediaState === null || steps.get("probe")?.state === "done";
  return {
    video_id: lesson.id,
    state: lesson.mediaState,
    duration_seconds: measured ? lesson.durationSeconds : null,
    poster_url: lesson.posterKey ? (await signedFileUrl(lesson.posterKey)).url : null,
    steps: lesson.mediaState === null ? [] : TRANSCODE_STEPS.map((step) => {
      const row = steps.get(step);
      return { step, state: row?.state ?? "waiting", percent: row?.percent ?? 0, error: row?.error ?? null };
    }),
    renditions: [...lesson.renditions]
      .sort((a, b) => LADDER_ORDER.indexOf(a.kind) - LADDER_ORDER.indexOf(b.kind))
      .map((r) => ({ kind: r.kind, bytes: Number(r.bytes), bitrate_kbps: r.bitrateKbps, width: r.width, height: r.height })),
  };
}
export type LessonMedia = Awaited<ReturnType<typeof getLessonMedia>>;
