"use client";

import { useEffect, useState } from "react";
import { countdownText } from "@/lib/schools/rules";

/**
 * "Opens in 2 h 05 min": the time to `target`, ticking on the phone. The server's text is shown
 * until hydration; then the phone's clock counts down every second, and at zero `done` shows.
 */
export function AssignmentCountdown({
  target,
  prefix,
  initial,
  done,
}: {
  target: string;
  prefix: string;
  initial: string;
  done: string;
}) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const at = new Date(target);
    const tick = () => setText(Date.now() >= at.getTime() ? done : `${prefix} ${countdownText(at, new Date())}`);
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [target, prefix, done]);
  return (
    <span className="tabular-nums" data-testid="assignment-countdown" suppressHydrationWarning>
      {text ?? `${prefix} ${initial}`}
    </span>
  );
}
