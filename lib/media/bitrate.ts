// Sizes and bitrates measured from files: kilobits are 1000 bits, as encoders count them.

/** Average bitrate of a whole file, audio included: bytes × 8 ÷ duration, in kbps (rounded). */
export function averageKbps(bytes: number, durationSeconds: number): number {
  if (!(durationSeconds > 0) || !(bytes >= 0)) return 0;
  return Math.round((bytes * 8) / durationSeconds / 1000);
}

/** The size a file of `kbps` would reach over `durationSeconds`, in bytes. */
export function bytesAt(kbps: number, durationSeconds: number): number {
  return Math.round((kbps * 1000 * Math.max(0, durationSeconds)) / 8);
}

/** Megabytes of 10^6 bytes, as data plans count them, to one decimal. */
export function megabytes(bytes: number): number {
  return Math.round(bytes / 100_000) / 10;
}
