// What the app and the HTTP runtime in front of it (runtime/) share, and the only place they
// meet: the runtime registers itself here when its server process starts, and the app asks
// here whether it runs behind it. Next.js bundles the app's copy of this module apart from
// the runtime's, so the registration lives on globalThis under one symbol; nothing else
// reads that symbol.

/** Set by the runtime on every request: the client address it decided from the socket and TRUST_PROXY. */
export const CLIENT_IP_HEADER = "x-examprep-client-ip";

/**
 * Set by the app on an answer the runtime's front cache may keep and give to anyone:
 * "<ttl ms>;<url-encoded key>" (frontCacheMark). The runtime removes it before the answer leaves.
 */
export const FRONT_CACHE_HEADER = "x-examprep-front-cache";

/** What the app may ask of the front cache: forget the answers whose keys start with one of `prefixes`. */
export type FrontCacheInvalidation = { forget(prefixes: string[]): void };

/** What a runtime in this process gives the app. */
export type RuntimeRegistration = {
  /** The runtime writes CLIENT_IP_HEADER on every request, so the app may believe it. */
  stampsClientIp: boolean;
  frontCache?: FrontCacheInvalidation;
};

const registry = Symbol.for("examprep.runtime");
type WithRegistry = { [registry]?: RuntimeRegistration };

/** Called once by the runtime's server process before it takes requests (and by tests that play its part). */
export function registerRuntime(registration: RuntimeRegistration): void {
  (globalThis as WithRegistry)[registry] = registration;
}

const registered = (): RuntimeRegistration | undefined => (globalThis as WithRegistry)[registry];

/** Whether CLIENT_IP_HEADER comes from the runtime; without it (plain `next dev`) the client could have set it. */
export const clientIpIsStamped = (): boolean => registered()?.stampsClientIp === true;

/** The front cache of this process, when one runs in front of the app. */
export const runningFrontCache = (): FrontCacheInvalidation | undefined => registered()?.frontCache;

/** The value of FRONT_CACHE_HEADER for an answer to keep `ttlMs` under the app's `key`. */
export const frontCacheMark = (ttlMs: number, key: string): string => `${Math.ceil(ttlMs)};${encodeURIComponent(key)}`;

/** Reads FRONT_CACHE_HEADER; null when absent or malformed. */
export function parseFrontCacheMark(value: unknown): { ttlMs: number; key: string } | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== "string") return null;
  const at = text.indexOf(";");
  const ttlMs = Number(text.slice(0, at));
  if (at < 1 || !Number.isFinite(ttlMs) || ttlMs <= 0) return null;
  try {
    return { ttlMs, key: decodeURIComponent(text.slice(at + 1)) };
  } catch {
    return null;
  }
}

// Work the app must finish before its process exits (the background workers' graceful stop).
// The runtime starts it when it is told to stop, beside draining the requests in flight, and
// exits once both are done; under plain `next dev`/`next start` nothing waits for it.
const stopTasks = Symbol.for("examprep.runtime.stopTasks");
type WithStopTasks = { [stopTasks]?: (() => Promise<void>)[] };

/** Registers work to run when the runtime stops this process (the app calls it once per task). */
export function onRuntimeStop(task: () => Promise<void>): void {
  const holder = globalThis as WithStopTasks;
  (holder[stopTasks] ??= []).push(task);
}

/** Runs every registered stop task at once; resolves when all have settled (a failure is the task's to report). */
export async function runStopTasks(): Promise<void> {
  const tasks = (globalThis as WithStopTasks)[stopTasks] ?? [];
  await Promise.allSettled(tasks.map((task) => task()));
}
