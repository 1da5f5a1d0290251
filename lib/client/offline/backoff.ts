// The one retry policy of the offline queues: a send that got no answer is tried again after
// about 1, 2, 4 … seconds, at most 30 s, each pause spread by a random ±25 % so phones that lost
// the same network do not all come back in the same second.

export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;
const JITTER = 0.25;

/** The pause before retry number `failures` (1, 2, …); `random` in [0, 1). */
export function retryDelay(failures: number, random: () => number = Math.random): number {
  const nominal = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
  const spread = nominal * (1 - JITTER + 2 * JITTER * random());
  return Math.round(Math.min(MAX_RETRY_MS, Math.max(FIRST_RETRY_MS, spread)));
}
