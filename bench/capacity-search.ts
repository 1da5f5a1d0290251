// The highest request rate a service sustains within a latency bound, found by trying rates:
// first upwards from a starting guess (doubling) until one fails, then by halving the gap
// between the highest rate that held and the lowest that did not. Pure: the caller's `holds`
// runs the load and judges it, so the search is tested with a fake service.

export type RateStep = { rate: number; holds: boolean };

export type CapacitySearch = {
  /** The rate tried first. */
  start: number;
  /** Stop once the gap between holding and failing rates is at most this share of the holding one. */
  resolution: number;
  /** At most this many rates are tried in all. */
  maxSteps: number;
  /** Rates below this are not tried: a service that fails here has no capacity worth the name. */
  minRate: number;
};

export type CapacityResult = {
  /** The highest rate that held (0 when none did). */
  capacity: number;
  /** The lowest rate that failed above it, if one was found. */
  failedAt: number | null;
  steps: RateStep[];
};

export async function searchCapacity(
  holds: (rate: number) => Promise<boolean>,
  search: CapacitySearch,
): Promise<CapacityResult> {
  const steps: RateStep[] = [];
  const tryRate = async (rate: number) => {
    const ok = await holds(rate);
    steps.push({ rate, holds: ok });
    return ok;
  };
  let low = 0;
  let high: number | null = null;

  // Bracket: double from the start until a rate fails, or halve until one holds.
  let rate = search.start;
  if (await tryRate(rate)) {
    low = rate;
    while (steps.length < search.maxSteps) {
      rate *= 2;
      if (await tryRate(rate)) low = rate;
      else {
        high = rate;
        break;
      }
    }
  } else {
    high = rate;
    while (steps.length < search.maxSteps && Math.round(rate / 2) >= search.minRate) {
      rate = Math.round(rate / 2);
      if (await tryRate(rate)) {
        low = rate;
        break;
      }
      high = rate;
    }
  }
  if (low === 0 || high === null) return { capacity: low, failedAt: high, steps };

  // Bisect between the holding and the failing rate.
  while (steps.length < search.maxSteps && high - low > search.resolution * low) {
    const mid = Math.round((low + high) / 2);
    if (mid === low || mid === high) break;
    if (await tryRate(mid)) low = mid;
    else high = mid;
  }
  return { capacity: low, failedAt: high, steps };
}
