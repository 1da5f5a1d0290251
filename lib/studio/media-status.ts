import type { RenditionKind, TranscodeStep as TranscodeStepName } from "../media/ladder";
import type { LessonMediaState } from "./outline";

// GET /api/videos/{id}/media as the studio reads it: where a lesson's transcoding stands,
// step by step, and the renditions it made.

export type TranscodeStepState = "waiting" | "running" | "done" | "skipped" | "failed";

export type TranscodeStep = {
  step: TranscodeStepName;
  state: TranscodeStepState;
  percent: number;
  error: string | null;
};
export type Rendition = {
  kind: RenditionKind;
  bytes: number;
  bitrate_kbps: number;
  width: number | null;
  height: number | null;
};
export type LessonMedia = {
  video_id: string;
  /** Null for a lesson given by address or key, which has no pipeline. */
  state: LessonMediaState | null;
  duration_seconds: number | null;
  poster_url: string | null;
  steps: TranscodeStep[];
  renditions: Rendition[];
};

export const STEP_STATE_LABELS: Record<TranscodeStepState, string> = {
  waiting: "Waiting",
  running: "Working",
  done: "Done",
  skipped: "Not needed",
  failed: "Failed",
};

const RENDITION_LABELS: Record<RenditionKind, string> = {
  audio: "Audio only",
  p240: "240p",
  p360: "360p",
  p480: "480p",
};

/** "240p · 426×240 · 180 kbps": what a rendition is, for the tutor. */
export function renditionLabel(r: Rendition): string {
  const size = r.width && r.height ? ` · ${r.width}×${r.height}` : "";
  return `${RENDITION_LABELS[r.kind]}${size} · ${r.bitrate_kbps} kbps`;
}

/** Whether the pipeline has nothing more to do for this lesson (so polling stops). */
export const isSettled = (state: LessonMediaState | null) => state !== "awaiting_upload" && state !== "processing";
