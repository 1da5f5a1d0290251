import { readStored, removeStored, writeStored } from "@/lib/client/offline/storage";
import { storedKey } from "@/lib/client/offline/stored-keys";
import { forgetKeptPage } from "@/lib/private-data";
import type { Progress } from "./offline-queue";
import { sittingPath } from "./sitting-messages";
import type { Sitting } from "./sitting-types";

// The phone's copy of a sitting, under the sitting's id (the kit's `sitting` entry), so a reload,
// a crash or a page opened offline returns to the same question with its answers and flags:
// - `exam-sitting:{id}`: the sitting as last fetched (questions, stimuli) and its deadline by
//   this phone's clock; written once per fetch, as it is the large part;
// - `exam-sitting:{id}:progress`: where the student is, answers, flags, what waits to be
//   saved, time per subject, practice checks; small, written on every change.
// Both go on submit, and on sign-out with every registered entry (lib/private-data.ts).

const sittingKey = (id: string) => storedKey("sitting", id);
const progressKey = (id: string) => storedKey("sitting", `${id}:progress`);

/**
 * `document_at`: when the server drew the page's document this copy came from (the server's
 * clock), absent for a copy from the API; a document not newer than it is a replay of the
 * service worker's copy, and this copy wins (sitting-screen.tsx, DrawnSitting).
 */
export type KeptSitting = { sitting: Sitting; deadline: number | null; kept_at: number; document_at?: number };

export function keepSitting(sitting: Sitting, deadline: number | null, now = Date.now(), documentAt?: number) {
  writeStored(sittingKey(sitting.id), {
    sitting,
    deadline,
    kept_at: now,
    ...(documentAt === undefined ? {} : { document_at: documentAt }),
  } satisfies KeptSitting);
}

export function keptSitting(id: string): KeptSitting | null {
  const kept = readStored<KeptSitting | null>(sittingKey(id), null);
  return kept?.sitting?.id === id && Array.isArray(kept.sitting.sections) ? kept : null;
}

/** A document drawn at `renderedAt` is a replay of the one `kept` came from (the service worker's, offline): the copy wins. */
export const isReplayOf = (kept: KeptSitting, renderedAt: number): boolean => (kept.document_at ?? -1) >= renderedAt;

export const keepProgress = (id: string, progress: Progress) => writeStored(progressKey(id), progress);

export const keptProgress = (id: string) => readStored<Partial<Progress> | null>(progressKey(id), null);

/**
 * After a submit nothing of the sitting stays on the phone: its copy and progress, and the
 * service worker's copy of its page, which offline would open the paper again as if open.
 */
export function forgetSitting(id: string) {
  removeStored(sittingKey(id), progressKey(id));
  void forgetKeptPage(sittingPath(id));
}
