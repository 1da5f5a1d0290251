import type { SourceFacts } from "./ladder";

// What a lesson's source may be before any frame of it is encoded: at most so long and so
// large (MEDIA_MAX_* in the environment), and big enough in bytes for the length it claims.
// A container's timestamps cost nothing to forge: a few KB whose last frame is stamped ten
// hours in probes as a ten-hour video, and the ladder's fps filter would fill every second of
// it. Real audio and video cannot be that thin, so bytes per claimed second tells them apart.

export type SourceLimits = {
  maxDurationSeconds: number;
  /** The picture's long and short sides (a portrait video is checked turned on its side). */
  maxLongSide: number;
  maxShortSide: number;
  /** The fewest bytes a real recording spends per second of its length, sound and picture together. */
  minBytesPerSecond: number;
};

/** A length as a tutor reads it: "45 s", "12 min", "2 h 5 min". */
export function formatLength(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Why this source is refused, as a sentence for the tutor, or null when it is within the limits. */
export function sourceRefusal(facts: SourceFacts, bytes: number, limits: SourceLimits): string | null {
  if (!Number.isFinite(facts.durationSeconds) || facts.durationSeconds <= 0) return "The file's length could not be read; it may be incomplete or damaged.";
  if (facts.durationSeconds > limits.maxDurationSeconds) {
    return `This video is ${formatLength(facts.durationSeconds)} long; a lesson can be at most ${formatLength(limits.maxDurationSeconds)}. Split it into shorter lessons.`;
  }
  if (facts.width !== null && facts.height !== null) {
    const long = Math.max(facts.width, facts.height);
    const short = Math.min(facts.width, facts.height);
    if (long > limits.maxLongSide || short > limits.maxShortSide) {
      return `This video is ${facts.width}×${facts.height}; a lesson can be at most ${limits.maxLongSide}×${limits.maxShortSide}. Export it at a smaller size.`;
    }
  }
  if (bytes < facts.durationSeconds * limits.minBytesPerSecond) {
    return `This file is too small to hold the ${formatLength(facts.durationSeconds)} it says it lasts; it is damaged or was not exported properly. Export it again and upload the new file.`;
  }
  return null;
}
