import "server-only";
import type { LRUCache } from "lru-cache";
import { runningFrontCache } from "@/server/runtime-bridge";
import { log } from "../log";
import { announce } from "./change-feed";
import { keptLru } from "./registry";

// A few seconds' cache of serialised public answers (the catalogue), per instance. Under
// load the same handful of catalogue queries repeat thousands of times a minute; keeping each
// a few seconds spares the database and the JSON work.
// Only for answers that are the same for every caller, signed in or not. When full, the
// least recently used answer goes. A write that changes them says so once, and every process
// forgets them (server/cache/registry.ts).

const globalForCache = globalThis as unknown as { examprepPublicAnswers?: LRUCache<string, Box> };
type Box = { body: string };
const answers: LRUCache<string, Box> = (globalForCache.examprepPublicAnswers ??= keptLru<Box>(
  "publicAnswers",
  (_topic, prefix): string[] => {
    // The front cache in front of Next.js (runtime/front-cache.ts) holds the same answers.
    runningFrontCache()?.forget([prefix!]);
    return [...answers.keys()].filter((key) => key.startsWith(prefix!));
  },
));

export type PublicAnswer = { body: string; remainingMs: number };

/** The JSON `produce` gives, kept for `ttlMs` under `key`, and how long it has left. */
export async function cachedPublicAnswer(
  key: string,
  ttlMs: number,
  produce: () => Promise<unknown>,
): Promise<PublicAnswer> {
  const hit = answers.get(key);
  if (hit !== undefined) return { body: hit.body, remainingMs: Math.floor(answers.getRemainingTTL(key)) };
  const body = JSON.stringify(await produce());
  answers.set(key, { body }, { ttl: ttlMs });
  return { body, remainingMs: ttlMs };
}

/** Forgets, in this process at once and in every other at commit, each cached answer whose key starts with one of `prefixes`. */
export function invalidateCached(...prefixes: string[]) {
  for (const prefix of prefixes) {
    announce("answers", prefix).catch((err: unknown) =>
      log.warn("could not tell other processes of a change", { err, prefix }),
    );
  }
}
