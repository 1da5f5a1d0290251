import { LRUCache } from "lru-cache";

/**
 * A cache of what `load` gives, kept `ttlMs`: concurrent misses share one load, and an expired
 * entry answers while its reload runs. A failed load is not kept. A load overtaken by a
 * `delete` (the data changed meanwhile) is not kept either, and its waiters load again. With
 * `stale: false` an expired entry never answers: every caller waits for the one reload.
 */
export function createLoadingCache<V extends object>(
  load: (key: string) => Promise<V>,
  options: { ttlMs: number; max: number; stale?: boolean; perf?: { now(): number } },
) {
  const cache = new LRUCache<string, V>({
    max: options.max,
    ...(options.ttlMs > 0 ? { ttl: options.ttlMs } : {}),
    allowStale: options.stale ?? true,
    fetchMethod: (key) => load(key),
    ...(options.perf ? { perf: options.perf } : {}),
  });
  async function get(key: string, tries = 3): Promise<V> {
    const status: LRUCache.Status<string, V> = {};
    try {
      const value = await cache.fetch(key, { status });
      if (value !== undefined) return value;
    } catch (err) {
      if (!status.fetchAborted) throw err;
    }
    if (tries <= 1) throw new Error(`${key} could not be loaded`);
    return get(key, tries - 1);
  }
  return { get, cache };
}
