"use client";

import { onlineManager } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { ApiError } from "@/lib/client/api-error";
import { api } from "@/app/api/client";
import { retryDelay, saveFailure, type SaveBody } from "./offline-queue";
import type { SyncPhase } from "./save-status";

/** Changes are sent this long after the last one, so a student changing their mind sends one request. */
export const SAVE_DELAY_MS = 700;

/** Whether the phone has a connection, as TanStack Query's online manager sees it (navigator.onLine and its events). */
export function useOnline() {
  return useSyncExternalStore(
    (notify) => onlineManager.subscribe(notify),
    () => onlineManager.isOnline(),
    () => true,
  );
}

type Options = {
  /** What to send now: everything waiting, the time per subject. */
  body: () => SaveBody;
  /** Whether anything waits to be sent. */
  hasPending: () => boolean;
  /** The server has `body`. */
  onSaved: (body: SaveBody) => void;
  /** The server will take nothing more (409: time up or submitted; the session or sitting gone). */
  onStopped: (error: ApiError) => void;
};

/**
 * Sends the sitting's waiting changes to PUT /api/sittings/{id}/answers: one save at a time,
 * so they reach the server in order, each with the latest value of every change. Without a
 * connection nothing is tried; the "online" event sends at once. A save that gets no answer
 * (or a 5xx) is tried again after 1, 2, 4 … 30 s; a 409 stops every save for good. Saves are
 * sent `keepalive`, so one under way survives the page being closed.
 */
export function useAnswerSync(sittingId: string, options: Options) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const online = useOnline();
  const [phase, setPhase] = useState<SyncPhase>("idle");
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const failures = useRef(0);
  const stopped = useRef(false);

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  /** One save of everything waiting now: "saved", "retry" (no answer: later) or "stopped". */
  const sendOnce = useCallback(async (): Promise<"saved" | "retry" | "stopped"> => {
    const body = latest.current.body();
    try {
      await api("PUT /api/sittings/{id}/answers", { params: { id: sittingId }, body, keepalive: true });
      failures.current = 0;
      latest.current.onSaved(body);
      return "saved";
    } catch (error) {
      const failure = saveFailure(error);
      if (failure === "retry") return "retry";
      if (failure === "drop") {
        // Refused as invalid, and it always would be: the rest must not wait behind it.
        latest.current.onSaved(body);
        return "saved";
      }
      stopped.current = true;
      setPhase("stopped");
      latest.current.onStopped(error as ApiError);
      return "stopped";
    }
  }, [sittingId]);

  const run = useCallback(() => {
    if (stopped.current || inFlight.current) return;
    clearTimer();
    if (!latest.current.hasPending()) {
      setPhase("idle");
      return;
    }
    if (!onlineManager.isOnline()) {
      // The "online" event brings it back.
      setPhase("retrying");
      return;
    }
    setPhase("saving");
    inFlight.current = sendOnce().then((outcome) => {
      inFlight.current = null;
      if (outcome === "retry") {
        failures.current += 1;
        setPhase("retrying");
        timer.current = setTimeout(run, retryDelay(failures.current));
      } else if (outcome === "saved") {
        // Changes made while this save was on its way go next.
        run();
      }
    });
  }, [sendOnce]);

  /** A change was made: save it shortly. */
  const schedule = useCallback(() => {
    if (stopped.current) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(run, SAVE_DELAY_MS);
  }, [run]);

  /**
   * Saves everything now (the time per subject too, even with no answer waiting), after any
   * save under way: before a submit. "stopped" when the server takes nothing more; throws the
   * network failure when it cannot be reached.
   */
  const flush = useCallback(async (): Promise<"saved" | "stopped"> => {
    clearTimer();
    for (;;) {
      if (stopped.current) return "stopped";
      if (inFlight.current) {
        await inFlight.current;
        continue;
      }
      const sending = sendOnce();
      inFlight.current = sending.then(() => undefined);
      const outcome = await sending;
      inFlight.current = null;
      if (outcome === "stopped") return "stopped";
      if (outcome === "retry") throw new TypeError("Failed to fetch");
      if (!latest.current.hasPending()) {
        setPhase("idle");
        return "saved";
      }
    }
  }, [sendOnce]);

  // Back online: send at once, with a fresh start to the pauses.
  useEffect(
    () =>
      onlineManager.subscribe((isOnline) => {
        if (!isOnline) return;
        failures.current = 0;
        run();
      }),
    [run],
  );

  // A phone often leaves the page for another app and never comes back to it: save on the way out.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden") run();
    };
    document.addEventListener("visibilitychange", onHide);
    return () => document.removeEventListener("visibilitychange", onHide);
  }, [run]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // Anything kept from an earlier visit (a reload offline) goes at once.
  useEffect(() => {
    run();
  }, [run]);

  return { phase, online, schedule, flush };
}
