import "server-only";
import { FRONT_CACHE_HEADER, frontCacheMark, runningFrontCache } from "@/server/runtime-bridge";

// A few seconds' cache of serialised public answers (the catalogue), per instance. Under
// load the same handful of catalogue queries repeat thousands of times a minute; five
// seconds of staleness is invisible to a student and spares the database and the JSON work.
// Behind `npm start` the front cache (runtime/front-cache.ts) keeps the same answers for the
// rest of their time in front of Next.js, so a repeat does not even reach the route handler.
type Entry = { body: string; at: number };
const globalForCache = globalThis as unknown as { examprepMicroCache?: Map<string, Entry> };
const entries = (globalForCache.examprepMicroCache ??= new Map());
const MAX_ENTRIES = 2000;

/** Public, shared-cacheable JSON: browsers revalidate, a CDN or proxy may keep it for 30 s. */
export const publicCacheHeaders = { "cache-control": "public, max-age=0, s-maxage=30, stale-while-revalidate=60" } as const;

/**
 * Answers the JSON `produce` gives, kept for `ttlMs` under `key`. Only for answers that are the
 * same for every caller (signed in or not): the front cache gives them to anyone who asks.
 */
export async function cachedJson(key: string, ttlMs: number, produce: () => Promise<unknown>): Promise<Response> {
  const hit = entries.get(key);
  let entry: Entry;
  if (hit && Date.now() - hit.at < ttlMs) entry = hit;
  else {
    entry = { body: JSON.stringify(await produce()), at: Date.now() };
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, entry);
  }
  const headers: Record<string, string> = { "content-type": "application/json", ...publicCacheHeaders };
  // The front cache keeps the answer only for what is left of this entry's time.
  const remainingMs = ttlMs - (Date.now() - entry.at);
  if (runningFrontCache() && remainingMs > 0) headers[FRONT_CACHE_HEADER] = frontCacheMark(remainingMs, key);
  return new Response(entry.body, { headers });
}

/** Forgets every cached answer whose key starts with one of `prefixes` (after a write that changes them). */
export function invalidateCached(...prefixes: string[]) {
  for (const key of entries.keys()) if (prefixes.some((p) => key.startsWith(p))) entries.delete(key);
  runningFrontCache()?.forget(prefixes);
}
