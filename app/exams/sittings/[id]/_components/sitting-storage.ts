import type { Progress } from "./offline-queue";
import type { Sitting } from "./sitting-types";

// The phone's copy of a sitting, in localStorage under the sitting's id, so a reload, a crash or
// a page opened offline returns to the same question with its answers and flags:
// - `exam-sitting:{id}`: the sitting as last fetched (questions, stimuli) and its deadline by
//   this phone's clock; written once per fetch, as it is the large part;
// - `exam-sitting:{id}:progress`: where the student is, answers, flags, what waits to be
//   saved, time per subject, practice checks; small, written on every change.
// Both go on submit, and on sign-out with the rest of the student's data (lib/private-data.ts
// lists the prefix).

export const SITTING_KEY_PREFIX = "exam-sitting:";
const sittingKey = (id: string) => `${SITTING_KEY_PREFIX}${id}`;
const progressKey = (id: string) => `${SITTING_KEY_PREFIX}${id}:progress`;

export type KeptSitting = { sitting: Sitting; deadline: number | null; kept_at: number };

function read<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "null") as T | null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    // Storage full or blocked: the server's copy still counts.
    return false;
  }
}

export function keepSitting(sitting: Sitting, deadline: number | null, now = Date.now()) {
  write(sittingKey(sitting.id), { sitting, deadline, kept_at: now } satisfies KeptSitting);
}

export function keptSitting(id: string): KeptSitting | null {
  const kept = read<KeptSitting>(sittingKey(id));
  return kept?.sitting?.id === id && Array.isArray(kept.sitting.sections) ? kept : null;
}

export const keepProgress = (id: string, progress: Progress) => write(progressKey(id), progress);

export const keptProgress = (id: string) => read<Partial<Progress>>(progressKey(id));

/** After a submit nothing of the sitting stays on the phone. */
export function forgetSitting(id: string) {
  try {
    localStorage.removeItem(sittingKey(id));
    localStorage.removeItem(progressKey(id));
  } catch {
    // unavailable: nothing was kept
  }
}
