"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  afterSave,
  hasPending,
  queueAnswer,
  queueFlags,
  queueOpened,
  restoreProgress,
  saveBody,
  type Progress,
  type SaveBody,
} from "./offline-queue";
import { stepPosition } from "./sitting-navigation";
import { rememberPlace } from "./sitting-place";
import { isReplayOf, keepProgress, keptProgress, keepSitting, keptSitting } from "./sitting-storage";
import type { CheckResult, OptionKey, Position } from "./sitting-types";
import type { LoadedSitting } from "./use-sitting";

/**
 * The student's progress through a sitting: the question on screen, answers, flags, what waits
 * to be saved, time per subject and practice checks. Restored from the phone's copy, and kept
 * there on every change (sitting-storage.ts), so a reload returns to the same question; the
 * place goes in a cookie as well, for the server to draw the next document there
 * (sitting-place.ts). A sitting drawn in the page's document starts as the server drew it (so
 * hydrating it matches the HTML) and takes the phone's progress right after, before the next
 * paint; when the document is a replay of the one the phone's copy came from (the service
 * worker's, offline), it gives way to that copy. Time counts for the subject on screen while
 * the page is visible.
 */
export function useSittingProgress({ sitting, source, drawn, deadline, missing }: LoadedSitting) {
  const [initial] = useState(() =>
    drawn
      ? restoreProgress(sitting, drawn.position ? { position: drawn.position } : null, source)
      : restoreProgress(sitting, keptProgress(sitting.id), source),
  );
  const [progress, setProgress] = useState(initial);
  const current = useRef(initial);
  /** Once submitted (or given way to the phone's copy) nothing more is kept. */
  const closed = useRef(false);
  const drawnRef = useRef(drawn);
  /** When the document this sitting was drawn in is not kept on the phone yet (its subjects are still coming), its time. */
  const unkeptDocument = useRef<number | null>(null);
  // Before any effect of the screen writes to the phone (they run after this one).
  useLayoutEffect(() => {
    const document = drawnRef.current;
    if (!document) return;
    drawnRef.current = undefined;
    const kept = keptSitting(sitting.id);
    if (kept && isReplayOf(kept, document.renderedAt)) {
      // A replay of the document the phone's copy came from: that copy is sat instead.
      closed.current = true;
      document.onReplay(kept);
      return;
    }
    // Only a whole paper is kept: one with subjects still coming is kept once they are here (below).
    if (missing?.length) unkeptDocument.current = document.renderedAt;
    else keepSitting(sitting, deadline, Date.now(), document.renderedAt);
    const keptNow = keptProgress(sitting.id);
    if (!keptNow) return;
    const restored = restoreProgress(sitting, keptNow, source, document.renderedAt);
    current.current = restored;
    // The phone's copy is only readable once hydrated.
    setProgress(restored);
    rememberPlace(sitting.id, restored.position);
  }, [deadline, missing, sitting, source]);
  useEffect(() => {
    if (missing?.length || unkeptDocument.current === null || closed.current) return;
    keepSitting(sitting, deadline, Date.now(), unkeptDocument.current);
    unkeptDocument.current = null;
  }, [deadline, missing, sitting]);
  /** When the running stretch of time on the current subject began; null while the page is hidden. */
  const since = useRef<number | null>(null);

  /** The progress with the running stretch of time added to the subject on screen. */
  const withTime = useCallback(
    (p: Progress, now: number): Progress => {
      if (since.current === null) return p;
      const elapsed = now - since.current;
      const subject = sitting.sections[p.position.section]?.subject;
      if (elapsed <= 0 || !subject) return p;
      return { ...p, timeSpent: { ...p.timeSpent, [subject]: (p.timeSpent[subject] ?? 0) + elapsed } };
    },
    [sitting.sections],
  );

  const update = useCallback(
    (change: (p: Progress) => Progress) => {
      if (closed.current) return;
      const now = Date.now();
      const before = current.current.position;
      const next = change(withTime(current.current, now));
      if (since.current !== null) since.current = now;
      current.current = next;
      setProgress(next);
      keepProgress(sitting.id, next);
      if (next.position !== before) rememberPlace(sitting.id, next.position);
    },
    [sitting.id, withTime],
  );

  useEffect(() => {
    since.current = document.visibilityState === "hidden" ? null : Date.now();
    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        update((p) => p);
        since.current = null;
      } else if (since.current === null) {
        since.current = Date.now();
      }
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [update]);

  const choose = useCallback(
    (questionId: string, key: OptionKey) =>
      update((p) =>
        p.answers[questionId] === key
          ? p
          : { ...p, answers: { ...p.answers, [questionId]: key }, pending: queueAnswer(p.pending, questionId, key) },
      ),
    [update],
  );

  const toggleFlag = useCallback(
    (questionId: string) =>
      update((p) => {
        const flags = p.flags.includes(questionId)
          ? p.flags.filter((id) => id !== questionId)
          : [...p.flags, questionId];
        return { ...p, flags, pending: queueFlags(p.pending, flags) };
      }),
    [update],
  );

  /** The question is on screen: true when it is newly opened (a save should carry it). */
  const markOpened = useCallback(
    (questionId: string) => {
      if (closed.current || current.current.opened.includes(questionId)) return false;
      update((p) =>
        p.opened.includes(questionId)
          ? p
          : { ...p, opened: [...p.opened, questionId], pending: queueOpened(p.pending, questionId) },
      );
      return true;
    },
    [update],
  );

  /**
   * Moves to a question, opening it in the same change when `open` (so a move renders once, not
   * again when the question on screen is marked): true when it is newly opened.
   */
  const moveTo = useCallback(
    (to: (p: Progress) => Position, open: boolean) => {
      let newlyOpened = false;
      update((p) => {
        const position = to(p);
        const id = sitting.sections[position.section]?.questions[position.question]?.id;
        // A question whose subject has not arrived is not on screen: it is opened once it is.
        if (!open || !id || p.opened.includes(id) || missing?.includes(position.section)) return { ...p, position };
        newlyOpened = true;
        return { ...p, position, opened: [...p.opened, id], pending: queueOpened(p.pending, id) };
      });
      return newlyOpened;
    },
    [missing, sitting.sections, update],
  );
  const goTo = useCallback((position: Position, open = false) => moveTo(() => position, open), [moveTo]);
  const step = useCallback(
    (by: 1 | -1, open = false) => moveTo((p) => stepPosition(sitting.sections, p.position, by), open),
    [moveTo, sitting.sections],
  );
  const recordCheck = useCallback(
    (questionId: string, result: CheckResult) =>
      update((p) => ({ ...p, checks: { ...p.checks, [questionId]: result } })),
    [update],
  );

  /** What a save sends now, the time on the subject on screen included. */
  const body = useCallback(
    () => saveBody(current.current.pending, withTime(current.current, Date.now()).timeSpent),
    [withTime],
  );
  const pendingNow = useCallback(() => hasPending(current.current.pending), []);
  /** The answers as they stand now (a submit's: none change after). */
  const answersNow = useCallback(() => current.current.answers, []);
  const saved = useCallback(
    (sent: SaveBody, savedAt?: number) =>
      update((p) => ({
        ...p,
        pending: afterSave(p.pending, sent),
        ...(savedAt !== undefined ? { savedAt: Math.max(p.savedAt ?? savedAt, savedAt) } : {}),
      })),
    [update],
  );
  const close = useCallback(() => {
    closed.current = true;
  }, []);

  return {
    progress,
    choose,
    toggleFlag,
    markOpened,
    goTo,
    step,
    recordCheck,
    body,
    pendingNow,
    answersNow,
    saved,
    close,
  };
}
