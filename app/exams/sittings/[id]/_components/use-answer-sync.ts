"use client";

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { ApiError } from "@/lib/client/api-error";
import { useOnline } from "@/lib/client/offline/online";
import { queueRunner } from "@/lib/client/offline/queue-runner";
import { serialQueue } from "@/lib/client/offline/serial-flush";
import { saveFailure, type SaveBody } from "./offline-queue";
import type { SyncPhase } from "./save-status";

/** Changes are sent this long after the last one, so a student changing their mind sends one request. */
export const SAVE_DELAY_MS = 700;

type Options = {
  /** Sends a save (the engine's, sitting-engine.ts). */
  send: (body: SaveBody) => Promise<{ saved_at?: number }>;
  /** What to send now: everything waiting, the time per subject. */
  body: () => SaveBody;
  /** Whether anything waits to be sent. */
  hasPending: () => boolean;
  /** The server has `body`, since `savedAt` by its clock (absent for a save it dropped as invalid). */
  onSaved: (body: SaveBody, savedAt?: number) => void;
  /** The server will take nothing more (409: time up or submitted; the session or sitting gone). */
  onStopped: (error: ApiError) => void;
};

/**
 * The sitting's queue on the offline kit (lib/client/offline/): the waiting changes go to the
 * engine's save one at a time, so they reach the server in order, each with the latest value of
 * every change. A save refused as invalid is dropped (it always would be); a 409 stops every save
 * for good. `update` gives it the screen's latest callbacks, which change with every render.
 */
function answerSync(initial: Options) {
  let options = initial;
  const queue = serialQueue<SaveBody, { saved_at?: number }>({
    next: (force) => (force || options.hasPending() ? options.body() : null),
    send: (body) => options.send(body),
    settle: (body, answer) => options.onSaved(body, answer.saved_at),
    refusal: saveFailure,
    drop: (body) => options.onSaved(body),
    stop: (error) => options.onStopped(error as ApiError),
  });
  return {
    runner: queueRunner(queue),
    update: (next: Options) => {
      options = next;
    },
  };
}

/**
 * Sends the sitting's waiting changes as the kit's runner decides: not while offline, at once on
 * the "online" event, after 1, 2, 4 … 30 s when a save got no answer. `flush` saves everything
 * before a submit (the time per subject too, even with no answer waiting).
 */
export function useAnswerSync(options: Options) {
  const [{ runner, update }] = useState(() => answerSync(options));
  useEffect(() => update(options));
  const online = useOnline();
  const phase: SyncPhase = useSyncExternalStore(runner.subscribe, runner.phase, runner.phase);

  useEffect(() => runner.start(), [runner]);
  /** A change was made: save it shortly. */
  const schedule = useCallback(() => runner.schedule(SAVE_DELAY_MS), [runner]);

  return { phase, online, schedule, flush: runner.drain };
}
