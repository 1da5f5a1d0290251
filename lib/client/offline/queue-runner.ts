import { retryDelay } from "./backoff";
import { isOnline, subscribeOnline } from "./online";
import type { FlushOutcome, SerialQueue } from "./serial-flush";

// When a queue is sent: without a connection nothing is tried; the "online" event and the page
// becoming visible again send at once (with a fresh start to the pauses), as does the page being
// hidden (a phone often leaves for another app and never comes back); a run that ended on a
// failure is tried again after the retry policy's pause (backoff.ts).

/** Where a queue stands: nothing waits, a send is under way, waiting (offline or for a retry), stopped for good. */
export type QueuePhase = "idle" | "saving" | "retrying" | "stopped";

export type QueueRunner = {
  /** Sends what waits now (unless offline or stopped). */
  run: () => void;
  /** Sends what waits after `delayMs` without another call (a change the student may change again). */
  schedule: (delayMs: number) => void;
  /**
   * Sends at least once now, after any send under way, and everything that waits: "saved", or
   * "stopped" when the server takes nothing more; throws a network failure when it cannot be reached.
   */
  drain: () => Promise<"saved" | "stopped">;
  /** Listens to the connection and the page, and sends anything kept from an earlier visit. */
  start: () => () => void;
  phase: () => QueuePhase;
  subscribe: (listener: () => void) => () => void;
};

export function queueRunner(queue: SerialQueue): QueueRunner {
  let phase: QueuePhase = "idle";
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();

  const setPhase = (next: QueuePhase) => {
    if (next === phase) return;
    phase = next;
    listeners.forEach((listener) => listener());
  };
  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  function settle(outcome: FlushOutcome) {
    if (outcome === "stopped") return setPhase("stopped");
    if (outcome === "done") {
      failures = 0;
      return run();
    }
    failures += 1;
    setPhase("retrying");
    clearTimer();
    timer = setTimeout(run, retryDelay(failures));
  }

  function run() {
    if (queue.stopped) return setPhase("stopped");
    if (queue.busy) return;
    clearTimer();
    if (!queue.waiting()) return setPhase("idle");
    // The "online" event brings it back.
    if (!isOnline()) return setPhase("retrying");
    setPhase("saving");
    void queue.flush().then(settle);
  }

  async function drain(): Promise<"saved" | "stopped"> {
    clearTimer();
    const outcome = await queue.flush({ force: true });
    if (outcome === "stopped") {
      setPhase("stopped");
      return "stopped";
    }
    if (outcome === "retry") throw new TypeError("Failed to fetch");
    failures = 0;
    setPhase("idle");
    return "saved";
  }

  function start() {
    const onPage = () => {
      failures = 0;
      run();
    };
    const unsubscribe = subscribeOnline((online) => {
      if (online) onPage();
    });
    document.addEventListener("visibilitychange", onPage);
    run();
    return () => {
      unsubscribe();
      document.removeEventListener("visibilitychange", onPage);
      clearTimer();
    };
  }

  return {
    run,
    schedule(delayMs) {
      if (queue.stopped) return;
      clearTimer();
      timer = setTimeout(run, delayMs);
    },
    drain,
    start,
    phase: () => phase,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
