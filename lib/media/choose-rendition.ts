import { byRung, QUALITY_RUNG, rungRank, type LessonRendition, type VideoQuality } from "./renditions";

// Which rendition the player starts with (docs/player.md, "Choosing the rendition"). The
// student's own setting wins; on "auto", Save-Data asks for the cheapest video, then the
// connection's throughput picks the highest rung that streams without stalling; with no
// signal at all the player starts on data-lite, since every megabyte is paid for.

/** A rung fits when the connection carries its bitrate this many times over (bursts, audio, other traffic). */
export const THROUGHPUT_HEADROOM = 1.5;

export type NetworkHints = {
  /** navigator.connection.saveData, or the Save-Data request header on the server render. */
  saveData: boolean;
  /** Kilobits per second, measured from bytes this phone fetched, or navigator.connection.downlink × 1000; null if unknown. */
  throughputKbps: number | null;
};

export type RenditionChoice = {
  rendition: LessonRendition;
  reason: "only_one" | "setting" | "save_data" | "throughput" | "slow_network" | "no_signal";
};

/** The rung at or below `kind`'s rank that is nearest to it, else the lowest there is. */
function nearestAtOrBelow(sorted: LessonRendition[], rank: number): LessonRendition {
  return sorted.filter((r) => rungRank(r.kind) <= rank).at(-1) ?? sorted[0]!;
}

const fits = (r: LessonRendition, kbps: number) => r.bitrate_kbps !== null && r.bitrate_kbps * THROUGHPUT_HEADROOM <= kbps;

export function chooseRendition(renditions: LessonRendition[], quality: VideoQuality, hints: NetworkHints): RenditionChoice | null {
  if (renditions.length === 0) return null;
  const sorted = [...renditions].sort(byRung);
  if (sorted.length === 1) return { rendition: sorted[0]!, reason: "only_one" };
  if (quality !== "auto") return { rendition: nearestAtOrBelow(sorted, rungRank(QUALITY_RUNG[quality])), reason: "setting" };

  const videos = sorted.filter((r) => r.kind !== "audio");
  const audio = sorted.find((r) => r.kind === "audio");
  const dataLite = videos.find((r) => r.kind === "p240");
  if (hints.saveData) return { rendition: dataLite ?? audio ?? sorted[0]!, reason: "save_data" };

  if (hints.throughputKbps !== null) {
    const best = videos.filter((r) => fits(r, hints.throughputKbps!)).at(-1);
    if (best) return { rendition: best, reason: "throughput" };
    return { rendition: audio ?? sorted[0]!, reason: "slow_network" };
  }
  return { rendition: dataLite ?? nearestAtOrBelow(sorted, rungRank("p240")), reason: "no_signal" };
}
