"use client";

import { useQuery } from "@tanstack/react-query";
import { isNetworkFailure, isTransient } from "@/lib/client/api-error";
import { api } from "@/app/api/client";
import { retryTransient } from "@/lib/client/query-client";
import { deadlineFrom } from "./sitting-clock";
import { keepSitting, keptSitting, type KeptSitting } from "./sitting-storage";
import type { Position, Sitting } from "./sitting-types";

export type LoadedSitting = {
  sitting: Sitting;
  /** When the paper ends by this phone's clock (ms); null when untimed. */
  deadline: number | null;
  /** "server": fetched now; "phone": the copy kept here, because the server could not be reached. */
  source: "server" | "phone";
  /**
   * Drawn by the server in the page's document (at `renderedAt` by its clock), at `position`
   * (null: the first question): the screen starts from the document as it was drawn, and takes
   * the phone's progress once it has hydrated, or its whole copy when the document is a replay
   * (use-sitting-progress.ts).
   */
  drawn?: { position: Position | null; renderedAt: number; onReplay: (kept: KeptSitting) => void };
  /**
   * Subjects (section indexes) whose questions are not on the phone yet: the document carried
   * one subject's (drawn-paper.ts); the rest follow. Absent: every subject is here.
   */
  missing?: readonly number[];
};

/**
 * The start answer (POST /api/papers/{id}/sittings carries the whole sitting), kept on the phone
 * before its page loads: the page's document carries one subject, and the rest come from this
 * copy rather than a second download (use-all-subjects.ts).
 */
export function keepStartedSitting(sitting: Sitting) {
  keepSitting(sitting, deadlineFrom(sitting.remaining_seconds));
}

/**
 * GET /api/sittings/{id}, kept on the phone; without a connection (or a server), the kept copy.
 * Used when the page's document did not carry the sitting (sitting-screen.tsx).
 */
export async function loadSitting(id: string): Promise<LoadedSitting> {
  try {
    const { sitting } = await api("GET /api/sittings/{id}", { params: { id } });
    const deadline = deadlineFrom(sitting.remaining_seconds);
    if (!sitting.submitted_at) keepSitting(sitting, deadline);
    return { sitting, deadline, source: "server" };
  } catch (error) {
    const kept = isNetworkFailure(error) || isTransient(error) ? keptSitting(id) : null;
    if (kept) return { sitting: kept.sitting, deadline: kept.deadline, source: "phone" };
    throw error;
  }
}

/**
 * A sitting's opening read (a paper's, a quiz's start): once per visit and never refetched under
 * the student's hands (the screen holds the answers from then on). networkMode "always": offline
 * the request is still tried, so the copy kept on the phone can answer at once.
 */
export const OPENED_ONCE = {
  networkMode: "always",
  retry: retryTransient,
  staleTime: Infinity,
  gcTime: 0,
  refetchOnReconnect: false,
  refetchOnWindowFocus: false,
} as const;

/** The sitting, read once per visit (OPENED_ONCE). */
export function useSitting(id: string) {
  return useQuery({ queryKey: ["sitting", id], queryFn: () => loadSitting(id), ...OPENED_ONCE });
}
