import "server-only";
import { FRONT_CACHE_HEADER, frontCacheMark, runningFrontCache } from "@/server/runtime-bridge";
import { cachedPublicAnswer } from "../cache/public-answers";

// Public answers kept a few seconds per instance (server/cache/public-answers.ts), sent as
// shared-cacheable JSON. Behind `npm start` the front cache (runtime/front-cache.ts) keeps
// the same answers for the rest of their time in front of Next.js, so a repeat does not
// even reach the route handler.

/** Public, shared-cacheable JSON: browsers revalidate, a CDN or proxy may keep it for 30 s. */
export const publicCacheHeaders = {
  "cache-control": "public, max-age=0, s-maxage=30, stale-while-revalidate=60",
} as const;

/**
 * Answers the JSON `produce` gives, kept for `ttlMs` under `key`. Only for answers that are the
 * same for every caller (signed in or not): the front cache gives them to anyone who asks.
 */
export async function cachedJson(key: string, ttlMs: number, produce: () => Promise<unknown>): Promise<Response> {
  const { body, remainingMs } = await cachedPublicAnswer(key, ttlMs, produce);
  const headers: Record<string, string> = { "content-type": "application/json", ...publicCacheHeaders };
  // The front cache keeps the answer only for what is left of this entry's time.
  if (runningFrontCache() && remainingMs > 0) headers[FRONT_CACHE_HEADER] = frontCacheMark(remainingMs, key);
  return new Response(body, { headers });
}
