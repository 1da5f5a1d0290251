import { readRaw, writeStored } from "./storage";

// The kit's storage as an external store for useSyncExternalStore (the review screen's deck and
// queue): a snapshot that stays the same object until its entry changes, writes that tell the
// subscribers, and another tab's changes (the storage event).

const listeners = new Set<(key: string | null) => void>();

/** `writeStored`, then tells the subscribers of that key. */
export function writeSnapshot(key: string, value: unknown): boolean {
  const written = writeStored(key, value);
  listeners.forEach((listener) => listener(key));
  return written;
}

const snapshots = new Map<string, { raw: string | null; value: unknown }>();

/**
 * `readStored` for useSyncExternalStore: the same object until the entry's text changes.
 * `shape` tidies what was parsed (run once per change). Never mutate what it returns.
 */
export function readSnapshot<T>(key: string, fallback: T, shape: (value: T) => T = (v) => v): T {
  const raw = readRaw(key);
  const hit = snapshots.get(key);
  if (hit && hit.raw === raw) return hit.value as T;
  let value: T;
  try {
    value = raw ? shape(JSON.parse(raw) as T) : fallback;
  } catch {
    value = fallback;
  }
  snapshots.set(key, { raw, value });
  return value;
}

/**
 * Calls `listener` when an entry whose key starts with one of `prefixes` changes, in this tab
 * (through `writeSnapshot`) or in another (the storage event; a cleared storage reports null).
 */
export function subscribeStored(prefixes: readonly string[], listener: () => void): () => void {
  const onKey = (key: string | null) => {
    if (key === null || prefixes.some((prefix) => key.startsWith(prefix))) listener();
  };
  const onStorage = (event: StorageEvent) => onKey(event.key);
  listeners.add(onKey);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onKey);
    window.removeEventListener("storage", onStorage);
  };
}
