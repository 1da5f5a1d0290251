"use client";

import { useCallback, useEffect, useState } from "react";
import { readPosition, writePosition, type Question } from "./attempt-storage";

/**
 * The question on screen and the flagged questions of one attempt, kept in this browser by
 * attempt id so a reload (or reopening the quiz) comes back to the same place.
 */
export function useAttemptPosition(attemptId: string | undefined, questions: Question[]) {
  const [current, setCurrent] = useState(0);
  const [flags, setFlags] = useState<ReadonlySet<string>>(new Set());
  const [restoredFor, setRestoredFor] = useState<string | undefined>(undefined);

  // Restored during render the first time the attempt is known (no effect, so no flash of question 1).
  if (attemptId && restoredFor !== attemptId) {
    const kept = readPosition(attemptId);
    const ids = new Set(questions.map((q) => q.id));
    setRestoredFor(attemptId);
    setCurrent(Math.min(Math.max(0, kept.current), Math.max(0, questions.length - 1)));
    setFlags(new Set(kept.flags.filter((id) => ids.has(id))));
  }

  useEffect(() => {
    if (attemptId && restoredFor === attemptId) writePosition(attemptId, { current, flags: [...flags] });
  }, [attemptId, restoredFor, current, flags]);

  const last = questions.length - 1;
  const goTo = useCallback((index: number) => setCurrent(Math.min(Math.max(0, index), Math.max(0, last))), [last]);
  const step = useCallback((by: number) => setCurrent((c) => Math.min(Math.max(0, c + by), Math.max(0, last))), [last]);
  const toggleFlag = useCallback(
    (questionId: string) =>
      setFlags((f) => {
        const next = new Set(f);
        if (next.has(questionId)) next.delete(questionId);
        else next.add(questionId);
        return next;
      }),
    [],
  );

  return { current, flags, goTo, step, toggleFlag };
}
