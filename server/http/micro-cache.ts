import "server-only";

// A few seconds' cache of serialised public answers (the catalogue), per instance. Under
// load the same handful of catalogue queries repeat thousands of times a minute; five
// seconds of staleness is invisible to a student and spares the database and the JSON work.
type Entry = { body: string; at: number };
const globalForCache = globalThis as unknown as { examprepMicroCache?: Map<string, Entry> };
const entries = (globalForCache.examprepMicroCache ??= new Map());
const MAX_ENTRIES = 2000;

/** Public, shared-cacheable JSON: browsers revalidate, a CDN or proxy may keep it for 30 s. */
export const publicCacheHeaders = { "cache-control": "public, max-age=0, s-maxage=30, stale-while-revalidate=60" } as const;

export async function cachedJson(key: string, ttlMs: number, produce: () => Promise<unknown>): Promise<Response> {
  const hit = entries.get(key);
  let body: string;
  if (hit && Date.now() - hit.at < ttlMs) body = hit.body;
  else {
    body = JSON.stringify(await produce());
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, { body, at: Date.now() });
  }
  return new Response(body, { headers: { "content-type": "application/json", ...publicCacheHeaders } });
}

/** Forgets every cached answer whose key starts with one of `prefixes` (after a write that changes them). */
export function invalidateCached(...prefixes: string[]) {
  for (const key of entries.keys()) if (prefixes.some((p) => key.startsWith(p))) entries.delete(key);
}
