import "server-only";
import { LRUCache } from "lru-cache";
import { DECODED_TOKENS_KEPT } from "../auth/decoded-tokens";
import { SESSION_KEPT_MS, SESSIONS_KEPT } from "../auth/session-cache";
import { onChange, type ChangeTopic } from "./change-feed";
import { createLoadingCache } from "./loading-cache";

// Every cache a process keeps in memory, in one table: how much it holds, how long an entry
// lives, and how it learns that what it holds changed. A change made by any process reaches
// every other at commit through the change feed (./change-feed.ts); the lifetime is only the
// net under it. A cache not listed here is a bug: add it to the table and make it through
// `keptLoadingCache` or `keptLru`, or say why it needs no news (content-addressed, immutable).

export type CacheSpec = {
  /** Entries at most. */
  bound: number;
  /** How long an entry lives; 0: until it is pushed out or a change clears it. */
  lifetimeMs: number;
  /** The topics whose changes clear it; empty when nothing it holds can change. */
  topics: readonly ChangeTopic[];
  /** How it learns of changes, in words. */
  learns: string;
  /** May an expired entry answer once while it reloads? Never for entitlement or scoring. */
  stale?: boolean;
};

export const caches = {
  papers: {
    bound: 1,
    lifetimeMs: 10 * 60_000,
    topics: ["papers"],
    stale: true,
    learns: "trigger on papers (seed, release)",
  },
  pools: {
    bound: 200,
    lifetimeMs: 10 * 60_000,
    topics: ["bank"],
    stale: true,
    learns:
      "trigger on questions outside quizzes and on topics: the subject's pools go (editors' decisions, authoring, imports, retirements)",
  },
  bankStats: {
    bound: 1,
    lifetimeMs: 10 * 60_000,
    topics: ["bank"],
    stale: true,
    learns: "as pools: any subject's change clears it",
  },
  predictionPools: {
    bound: 10,
    lifetimeMs: 10 * 60_000,
    topics: ["bank", "papers"],
    stale: true,
    learns: "as pools and as papers",
  },
  predictionBlueprints: {
    bound: 10,
    lifetimeMs: 0,
    topics: [],
    learns: "none needed: keyed by a digest of the pool it was drawn from",
  },
  questionVersions: {
    bound: 20_000,
    lifetimeMs: 0,
    topics: ["version"],
    learns: "trigger on question_versions (a version is changed in place only before any sitting used it)",
  },
  stimuli: { bound: 5_000, lifetimeMs: 10 * 60_000, topics: ["stimulus"], learns: "trigger on stimuli" },
  sittingFacts: {
    bound: 5_000,
    lifetimeMs: 4 * 60 * 60_000,
    topics: ["sitting"],
    learns: "trigger on sittings (deadline, deletion) and on sitting_items' keys (a regrade)",
  },
  quizzes: {
    bound: 5_000,
    lifetimeMs: 30_000,
    topics: ["quiz", "course"],
    learns: "trigger on quizzes, on a quiz's questions and on its course's title, price and status",
  },
  submittedAttempts: {
    bound: 2_000,
    lifetimeMs: 15 * 60_000,
    topics: [],
    learns: "none needed: an attempt never changes once submitted",
  },
  publicAnswers: {
    bound: 2_000,
    lifetimeMs: 0,
    topics: ["answers"],
    learns:
      "announced by the course and curriculum writes (invalidateCached: the key prefixes that changed); each answer also keeps its own few seconds",
  },
  sessions: {
    bound: SESSIONS_KEPT,
    lifetimeMs: SESSION_KEPT_MS,
    topics: [],
    learns: "its own channel, session_changed (trigger on sessions and users): server/auth/session-cache.ts",
  },
  decodedTokens: {
    bound: DECODED_TOKENS_KEPT,
    lifetimeMs: 0,
    topics: [],
    learns: "none needed: a token decodes the same way every time",
  },
} as const satisfies Record<string, CacheSpec>;

export type CacheName = keyof typeof caches;

/** Which of a cache's keys a change clears: a list, or "all". */
export type Forget = (topic: ChangeTopic, key: string | null) => readonly string[] | "all";

const everything: Forget = () => "all";

/** A loading cache (./loading-cache.ts) with the table's bound and lifetime, cleared by its topics' changes. */
export function keptLoadingCache<V extends object>(
  name: CacheName,
  load: (key: string) => Promise<V>,
  forget: Forget = everything,
) {
  const spec: CacheSpec = caches[name];
  const cache = createLoadingCache(load, { ttlMs: spec.lifetimeMs, max: spec.bound, stale: spec.stale ?? false });
  follow(spec, cache.cache, forget);
  return cache;
}

/** An LRU cache with the table's bound and lifetime, cleared by its topics' changes. */
export function keptLru<V extends object>(
  name: CacheName,
  forget: Forget = everything,
  options: Partial<LRUCache.Options<string, V, unknown>> = {},
) {
  const spec: CacheSpec = caches[name];
  const cache = new LRUCache<string, V>({
    max: spec.bound,
    ...(spec.lifetimeMs > 0 ? { ttl: spec.lifetimeMs } : {}),
    ...options,
  });
  follow(spec, cache, forget);
  return cache;
}

function follow(spec: CacheSpec, cache: { clear(): void; delete(key: string): boolean }, forget: Forget) {
  for (const topic of spec.topics) {
    onChange(topic, (key) => {
      const gone = key === null ? "all" : forget(topic, key);
      if (gone === "all") cache.clear();
      else for (const k of gone) cache.delete(k);
    });
  }
}
