"use client";

import { useEffect, useRef, useState } from "react";

/** Whole seconds from now to the deadline, never below zero. */
export const secondsLeft = (deadline: number, now: number) => Math.max(0, Math.round((deadline - now) / 1000));

/**
 * The seconds left of a timed attempt, counted from the deadline the server gave (so a
 * throttled background tab does not drift). `onZero` runs once when it reaches zero.
 * `initialSeconds` null: the quiz has no time limit.
 */
export function useCountdown(
  initialSeconds: number | null,
  { running, onZero }: { running: boolean; onZero: () => void },
) {
  const [deadline] = useState(() => (initialSeconds === null ? null : Date.now() + initialSeconds * 1000));
  const [remaining, setRemaining] = useState(initialSeconds);
  const onZeroRef = useRef(onZero);
  const fired = useRef(false);
  useEffect(() => {
    onZeroRef.current = onZero;
  }, [onZero]);

  useEffect(() => {
    if (!running || deadline === null) return;
    const tick = () => {
      const left = secondsLeft(deadline, Date.now());
      setRemaining(left);
      if (left <= 0 && !fired.current) {
        fired.current = true;
        onZeroRef.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [running, deadline]);

  return remaining;
}
