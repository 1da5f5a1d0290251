// A lesson's playable files as the player receives them (GET /api/videos/{id}/stream and the
// course-content page): the transcoded ladder, or for a lesson made before it, the one file
// it was given ("original"), whose size may be unknown.

import type { RenditionKind as LadderKind } from "./ladder";

export type RenditionKind = LadderKind | "original";

export const VIDEO_QUALITIES = ["auto", "audio", "lite", "standard", "high"] as const;
export type VideoQuality = (typeof VIDEO_QUALITIES)[number];

export type LessonRendition = {
  kind: RenditionKind;
  url: string;
  /** null when the file's size is not known (an external address, a file stored before the ladder). */
  bytes: number | null;
  bitrate_kbps: number | null;
  width: number | null;
  height: number | null;
  content_type: string | null;
};

export type LessonSources = { renditions: LessonRendition[]; poster_url: string | null };

/** The rung each quality setting asks for. */
export const QUALITY_RUNG: Record<Exclude<VideoQuality, "auto">, LadderKind> = { audio: "audio", lite: "p240", standard: "p360", high: "p480" };

// An original file of unknown quality sits with 360p: above data-lite (the lower copy a tutor
// could add beside it), below what a student asking for "high" could mean.
const RANK: Record<RenditionKind, number> = { audio: 0, p240: 1, p360: 2, original: 2, p480: 3 };

export const rungRank = (kind: RenditionKind) => RANK[kind];

/** Lowest first; an original before a 360p of the same rank never happens (they are never together). */
export const byRung = (a: LessonRendition, b: LessonRendition) => RANK[a.kind] - RANK[b.kind];

export const RENDITION_LABELS: Record<RenditionKind, string> = {
  audio: "Audio only",
  p240: "Data-lite 240p",
  p360: "Standard 360p",
  p480: "High 480p",
  original: "Original",
};

export const QUALITY_LABELS: Record<VideoQuality, string> = {
  auto: "Automatic",
  audio: "Audio only",
  lite: "Data-lite (240p)",
  standard: "Standard (360p)",
  high: "High (480p)",
};

export const isAudioOnly = (r: Pick<LessonRendition, "kind">) => r.kind === "audio";
