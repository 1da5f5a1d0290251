// How far and how long one ffmpeg or ffprobe run may go. An encode stops writing a little past
// the source's probed length (-t), whatever its timestamps say further on; every run is killed
// when it takes longer than its source's length justifies.

/** Seconds an encode may write past the probed length: a last frame's or audio packet's worth, with room to spare. */
export const ENCODE_MARGIN_SECONDS = 5;

/** The -t of an encode of a source this long. */
export function encodeSecondsLimit(durationSeconds: number): number {
  return Math.ceil(Math.max(0, durationSeconds)) + ENCODE_MARGIN_SECONDS;
}

/** ffprobe reads headers and the first packets only; this is a stuck read, whatever the file. */
export const PROBE_TIMEOUT_MS = 60_000;

/** Start-up and the short tail of any run. */
const RUN_BASE_MS = 60_000;
/**
 * Wall-clock seconds allowed per second of source: the ladder's rungs run at many times real
 * time on one core, so a run this slow is stuck or fed something that is not what it claims.
 */
const RUN_SECONDS_PER_SOURCE_SECOND = 2;

/** The wall-clock limit of one ffmpeg run over a source this long. */
export function runTimeoutMs(durationSeconds: number): number {
  return RUN_BASE_MS + Math.ceil(Math.max(0, durationSeconds) * RUN_SECONDS_PER_SOURCE_SECOND * 1000);
}
