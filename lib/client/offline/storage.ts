import { isRegisteredKey } from "./stored-keys";

// The one place that touches localStorage for a student's data (ESLint keeps it so). Every key
// must be registered in stored-keys.ts, so sign-out can forget everything; a write of any other
// key is a programming error and throws. Storage that is full or blocked (private mode) loses
// the copy, never the screen: reads fall back, writes say they failed.

/** The stored text of `key`, or null (absent, or storage unavailable). */
export function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The parsed value of `key`, or `fallback` when absent, unreadable or null. */
export function readStored<T>(key: string, fallback: T): T {
  const raw = readRaw(key);
  if (raw === null) return fallback;
  try {
    return (JSON.parse(raw) as T | null) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Keeps `value` (as JSON) under a registered key; false when storage is full or blocked. */
export const writeStored = (key: string, value: unknown): boolean => writeStoredText(key, JSON.stringify(value));

/** Keeps `text` as it is (an entry the spec names as plain text, like `userType`). */
export function writeStoredText(key: string, text: string): boolean {
  if (!isRegisteredKey(key)) throw new Error(`${key}: not registered`);
  let written: boolean;
  try {
    localStorage.setItem(key, text);
    written = true;
  } catch {
    written = false;
  }
  return written;
}

export function removeStored(...keys: string[]) {
  try {
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // unavailable: nothing was kept
  }
}

/** Every key in `storage`; throws when storage is unavailable. */
const keysOf = (storage: Storage): string[] =>
  Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null);

/** The keys stored under a registered prefix (`offline-pack:`), in order; none when storage is unavailable. */
export function storedKeysStartingWith(prefix: string, storage: Storage = localStorage): string[] {
  try {
    return keysOf(storage)
      .filter((key) => key.startsWith(prefix))
      .sort();
  } catch {
    return [];
  }
}

/** Removes every registered entry (a student's data) and nothing else. */
export function forgetRegistered(storage: Storage = localStorage) {
  try {
    for (const key of keysOf(storage)) if (isRegisteredKey(key)) storage.removeItem(key);
  } catch {
    // storage unavailable (private mode): nothing was kept
  }
}
