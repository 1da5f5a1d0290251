import "server-only";
import { LRUCache } from "lru-cache";
import { runningFrontCache } from "@/server/runtime-bridge";

// A few seconds' cache of serialised public answers (the catalogue), per instance. Under
// load the same handful of catalogue queries repeat thousands of times a minute; five
// seconds of staleness is invisible to a student and spares the database and the JSON work.
// Only for answers that are the same for every caller, signed in or not. When full, the
// least recently used answer goes.
const MAX_ANSWERS = 2000;

const globalForCache = globalThis as unknown as { examprepPublicAnswers?: LRUCache<string, string> };
const answers = (globalForCache.examprepPublicAnswers ??= new LRUCache<string, string>({ max: MAX_ANSWERS }));

export type PublicAnswer = { body: string; remainingMs: number };

/** The JSON `produce` gives, kept for `ttlMs` under `key`, and how long it has left. */
export async function cachedPublicAnswer(key: string, ttlMs: number, produce: () => Promise<unknown>): Promise<PublicAnswer> {
  const hit = answers.get(key);
  if (hit !== undefined) return { body: hit, remainingMs: Math.floor(answers.getRemainingTTL(key)) };
  const body = JSON.stringify(await produce());
  answers.set(key, body, { ttl: ttlMs });
  return { body, remainingMs: ttlMs };
}

/** Forgets every cached answer whose key starts with one of `prefixes` (after a write that changes them). */
export function invalidateCached(...prefixes: string[]) {
  const matching = [...answers.keys()].filter((key) => prefixes.some((p) => key.startsWith(p)));
  for (const key of matching) answers.delete(key);
  // The front cache in front of Next.js (runtime/front-cache.ts) holds the same answers.
  runningFrontCache()?.forget(prefixes);
}
