import { ApiError, isTransient } from "@/lib/client/api-error";
import type { Refusal } from "@/lib/client/offline/serial-flush";
import { clampPosition } from "./sitting-navigation";
import type { CheckResult, OptionKey, Position, Sitting } from "./sitting-types";

// What the phone has not yet told the server, and how it catches up. Answers, flags and the
// questions shown (opened) change on the phone first (kept in localStorage by sitting-storage.ts)
// and wait here until a save (PUT /api/sittings/{id}/answers) has them. The endpoint merges
// answers, replaces flags and adds to the opened questions, so one save of the latest value of each question is the same as replaying every change in
// order; saves go one at a time (use-answer-sync.ts, on the offline kit), and a save only clears what has not
// changed again while it was on its way. The server's clock decides what counts: after the
// deadline and its grace it answers 409 and nothing more is sent.

export type Pending = {
  /** The latest answer of each question not yet saved (null: cleared). */
  answers: Record<string, OptionKey | null>;
  /** The whole list of flags, when it changed since the last save. */
  flags: string[] | null;
  /** Questions shown since the last save (the server's list of opened questions only grows). */
  opened?: string[];
};

export const noPending: Pending = { answers: {}, flags: null };

export const queueAnswer = (pending: Pending, questionId: string, key: OptionKey | null): Pending => ({
  ...pending,
  answers: { ...pending.answers, [questionId]: key },
});

export const queueFlags = (pending: Pending, flags: readonly string[]): Pending => ({ ...pending, flags: [...flags] });

export const queueOpened = (pending: Pending, questionId: string): Pending =>
  pending.opened?.includes(questionId) ? pending : { ...pending, opened: [...(pending.opened ?? []), questionId] };

export const waitingAnswers = (pending: Pending) => Object.keys(pending.answers).length;
export const hasPending = (pending: Pending) =>
  waitingAnswers(pending) > 0 || pending.flags !== null || (pending.opened?.length ?? 0) > 0;

/** PUT /api/sittings/{id}/answers's body. */
export type SaveBody = {
  answers: Record<string, OptionKey | null>;
  flags?: string[];
  opened?: string[];
  time_spent?: Record<string, number>;
};

/** The save of everything waiting, with the whole seconds spent on each subject so far. */
export function saveBody(pending: Pending, timeSpentMs: Readonly<Record<string, number>> = {}): SaveBody {
  const time = Object.entries(timeSpentMs).flatMap(([subject, ms]) =>
    ms >= 1000 ? [[subject, Math.floor(ms / 1000)] as const] : [],
  );
  return {
    answers: { ...pending.answers },
    ...(pending.flags !== null ? { flags: [...pending.flags] } : {}),
    ...(pending.opened?.length ? { opened: [...pending.opened] } : {}),
    ...(time.length ? { time_spent: Object.fromEntries(time) } : {}),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** What still waits once the server has `sent`: a value changed again meanwhile stays. */
export function afterSave(pending: Pending, sent: SaveBody): Pending {
  const answers = Object.fromEntries(
    Object.entries(pending.answers).filter(([id, key]) => !(id in sent.answers) || sent.answers[id] !== key),
  );
  const flags = pending.flags !== null && sent.flags && sameList(pending.flags, sent.flags) ? null : pending.flags;
  const opened = (pending.opened ?? []).filter((id) => !sent.opened?.includes(id));
  return { answers, flags, ...(opened.length ? { opened } : {}) };
}

/** The answers as the student sees them: what is known saved, with what waits on top (null clears). */
export function mergeAnswers(base: Readonly<Record<string, OptionKey>>, pending: Pending): Record<string, OptionKey> {
  const merged: Record<string, OptionKey> = { ...base };
  for (const [id, key] of Object.entries(pending.answers)) {
    if (key === null) delete merged[id];
    else merged[id] = key;
  }
  return merged;
}

/** Everything the phone keeps of a sitting besides its questions (sitting-storage.ts). */
export type Progress = {
  position: Position;
  /** Every answer as the student sees it, saved or not. */
  answers: Record<string, OptionKey>;
  flags: string[];
  /** Every question shown on this phone (saved or waiting in `pending.opened`). */
  opened: string[];
  pending: Pending;
  /** Milliseconds spent on each subject's tab. */
  timeSpent: Record<string, number>;
  /** Practice mode: the questions already checked, and what the check said. */
  checks: Record<string, CheckResult>;
  /** When the server last answered a save (its clock, `saved_at`). */
  savedAt?: number;
};

/**
 * The progress to resume with. `source` says where the sitting came from: "server" (a fresh
 * GET: its answers and flags are the saved truth, with what still waits on the phone on top,
 * unless it was read before the phone's last save was answered) or "phone" (the copy kept here,
 * read offline: the phone's own last view is the best there is).
 */
export function restoreProgress(
  sitting: Pick<Sitting, "sections" | "answers" | "flags">,
  kept: Partial<Progress> | null,
  source: "server" | "phone",
  /** For a sitting from the page's document: when the server began reading it (its clock). */
  documentAt?: number,
): Progress {
  const ids = new Set(sitting.sections.flatMap((s) => s.questions.map((q) => q.id)));
  const known = <T>(record: Record<string, T> | undefined) =>
    Object.fromEntries(Object.entries(record ?? {}).filter(([id]) => ids.has(id)));
  const keptPending = kept?.pending ?? noPending;
  const pending: Pending = {
    answers: known(keptPending.answers),
    flags: keptPending.flags ? keptPending.flags.filter((id) => ids.has(id)) : null,
  };
  const waitingOpened = (keptPending.opened ?? []).filter((id) => ids.has(id));
  if (waitingOpened.length) pending.opened = waitingOpened;
  // A document read before the phone's last save was answered may not hold it (a reload just
  // after an answer): the phone's saved answers and flags are then the newer truth.
  const serverNewer = source === "server" && !(documentAt !== undefined && (kept?.savedAt ?? -1) >= documentAt);
  const base = serverNewer || !kept?.answers ? sitting.answers : kept.answers;
  const flags = pending.flags ?? (serverNewer || !kept?.flags ? sitting.flags : kept.flags);
  return {
    position: clampPosition(sitting.sections, kept?.position),
    answers: known(mergeAnswers(base, pending)),
    flags: flags.filter((id) => ids.has(id)),
    opened: (kept?.opened ?? []).filter((id) => ids.has(id)),
    pending,
    timeSpent: Object.fromEntries(
      Object.entries(kept?.timeSpent ?? {}).filter(([, ms]) => Number.isFinite(ms) && ms >= 0),
    ),
    checks: known(kept?.checks),
    ...(kept?.savedAt !== undefined ? { savedAt: kept.savedAt } : {}),
  };
}

/**
 * What a failed save means (lib/client/offline/serial-flush.ts): "retry" (no answer, the server
 * failed or asked to slow down: the same save will do later), "stop" (409: the time is up or the
 * paper is submitted, so nothing more will count; or the session or the sitting is gone), "drop"
 * (the server refuses these answers as invalid and always will: not worth blocking the rest).
 */
export function saveFailure(error: unknown): Refusal {
  if (isTransient(error) || (error instanceof ApiError && error.status === 429)) return "retry";
  if (error instanceof ApiError && [401, 403, 404, 409].includes(error.status)) return "stop";
  return "drop";
}
