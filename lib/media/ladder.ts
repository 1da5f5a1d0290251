// The media ladder every uploaded lesson is transcoded into (docs/media.md): an audio-only
// file for the tightest data budgets, a data-lite 240p, then 360p and 480p. Nothing is ever
// made above 480p: the screens and the data plans the product is for do not need it.

export const TRANSCODE_STEPS = ["probe", "poster", "audio", "p240", "p360", "p480"] as const;
export type TranscodeStep = (typeof TRANSCODE_STEPS)[number];

/** What each step makes, as a tutor reads it. */
export const STEP_LABELS: Record<TranscodeStep, string> = {
  probe: "Reading the upload",
  poster: "Poster frame",
  audio: "Audio-only version",
  p240: "Data-lite 240p video",
  p360: "360p video",
  p480: "480p video",
};

export type VideoRungKind = "p240" | "p360" | "p480";
export type RenditionKind = "audio" | VideoRungKind;

export type AudioSettings = {
  /** AAC-LC bitrate. */
  kbps: number;
  channels: 1 | 2;
  sampleRate: number;
};

export type VideoRung = {
  kind: VideoRungKind;
  /** The picture's short side (height for landscape, width for portrait), in pixels. */
  shortSide: number;
  maxFps: number;
  /** x264 constant rate factor: the quality aimed at while under the cap. */
  crf: number;
  /** The video stream's cap; the audio comes on top. */
  maxrateKbps: number;
  audio: AudioSettings;
};

/**
 * Voice is what a lesson's sound carries: mono AAC at 30 kbps and 24 kHz keeps speech clear,
 * and the audio-only file and the data-lite rung share it. Not 32: the AAC encoder overshoots
 * its target slightly and the MP4 index adds its share, which put 10 minutes at 32 kbps right
 * on the 2.5 MB the audio-only file must stay under (bench/media.ts measures it).
 */
export const VOICE_AUDIO: AudioSettings = { kbps: 30, channels: 1, sampleRate: 24_000 };
const RICHER_AUDIO: AudioSettings = { kbps: 48, channels: 1, sampleRate: 44_100 };

/**
 * The data-lite rung is capped at 150 kbps in all (120 video + 30 audio); slides and a
 * whiteboard change little, so CRF spends far less than the cap on most of a lesson, and
 * 15 fps halves the frames a phone camera's 30 fps would cost.
 */
export const VIDEO_RUNGS: readonly VideoRung[] = [
  { kind: "p240", shortSide: 240, maxFps: 15, crf: 30, maxrateKbps: 120, audio: VOICE_AUDIO },
  { kind: "p360", shortSide: 360, maxFps: 24, crf: 28, maxrateKbps: 300, audio: RICHER_AUDIO },
  { kind: "p480", shortSide: 480, maxFps: 30, crf: 27, maxrateKbps: 550, audio: RICHER_AUDIO },
];

/** The data-lite rung's whole-file cap (video cap + audio), what the player promises a student. */
export const DATA_LITE_TOTAL_KBPS = VIDEO_RUNGS[0]!.maxrateKbps + VIDEO_RUNGS[0]!.audio.kbps;

export function videoRung(kind: VideoRungKind): VideoRung {
  return VIDEO_RUNGS.find((r) => r.kind === kind)!;
}

/** What a probe found that decides the ladder. */
export type SourceFacts = {
  durationSeconds: number;
  /** Displayed size (rotation applied); null without a video stream. */
  width: number | null;
  height: number | null;
  fps: number | null;
  hasAudio: boolean;
};

export type StepPlan = { step: TranscodeStep; action: "run" | "skip" };

/**
 * Which rungs a source gets. Never upscaled: a rung above the source's short side is skipped,
 * except the data-lite rung, which every lesson with a picture gets (at the source's own size
 * when that is smaller), so a student always has a video under the data-lite cap. A source
 * with no picture gets only the audio file; one with no sound gets no audio file.
 */
export function planSteps(source: SourceFacts): StepPlan[] {
  const shortSide = source.width && source.height ? Math.min(source.width, source.height) : 0;
  const hasVideo = shortSide > 0;
  return TRANSCODE_STEPS.map((step) => {
    if (step === "probe") return { step, action: "run" };
    if (step === "poster") return { step, action: hasVideo ? "run" : "skip" };
    if (step === "audio") return { step, action: source.hasAudio ? "run" : "skip" };
    const rung = videoRung(step);
    const fits = rung.kind === "p240" ? hasVideo : hasVideo && rung.shortSide <= shortSide;
    return { step, action: fits ? "run" : "skip" };
  });
}

/** The size a rung's picture comes out at: the short side scaled down to the rung (never up), both sides even. */
export function outputSize(rung: VideoRung, width: number, height: number): { width: number; height: number } {
  const shortSide = Math.min(width, height);
  const target = Math.min(rung.shortSide, shortSide);
  const scale = target / shortSide;
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  return { width: even(width * scale), height: even(height * scale) };
}

/** The frame rate a rung is encoded at: the source's, capped at the rung's. */
export function outputFps(rung: VideoRung, sourceFps: number | null): number {
  if (!sourceFps || !Number.isFinite(sourceFps) || sourceFps <= 0) return rung.maxFps;
  return Math.min(rung.maxFps, Math.round(sourceFps * 100) / 100);
}

/** The best rendition made, which the player plays by default: the highest video rung, else the audio. */
export function bestRendition(made: readonly RenditionKind[]): RenditionKind | null {
  for (const kind of ["p480", "p360", "p240", "audio"] as const) if (made.includes(kind)) return kind;
  return null;
}
