// When simulated students arrive. A Poisson process over a window, given how many arrive in
// it, places each arrival uniformly and independently in the window: n sorted uniform draws.
// Seeded, so every run sends the same schedule and two runs differ only in the server.

/** A small seeded generator (mulberry32): uniform numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` arrival times in ms from the window's start, ascending, as a Poisson process with n arrivals in `windowMs` gives them. */
export function poissonArrivals(n: number, windowMs: number, random: () => number): number[] {
  return Array.from({ length: n }, () => random() * windowMs).sort((a, b) => a - b);
}

/** The most arrivals that fall in any `spanMs` stretch of the schedule: how bursty it is. */
export function peakArrivals(arrivals: number[], spanMs: number): number {
  let peak = 0;
  let from = 0;
  for (let to = 0; to < arrivals.length; to++) {
    while (arrivals[to]! - arrivals[from]! >= spanMs) from++;
    peak = Math.max(peak, to - from + 1);
  }
  return peak;
}

/**
 * The moments a student who starts at `startMs` and sits for `sittingMs` saves their answers:
 * every `everyMs` after the start, while the sitting lasts (the submit saves the rest).
 */
export function autosaveTimes(startMs: number, sittingMs: number, everyMs: number): number[] {
  const times: number[] = [];
  for (let at = everyMs; at < sittingMs; at += everyMs) times.push(startMs + at);
  return times;
}
