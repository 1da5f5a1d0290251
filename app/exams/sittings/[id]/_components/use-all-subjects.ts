"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "@/app/api/client";
import { isNetworkFailure, isTransient } from "@/lib/client/api-error";
import { retryDelay } from "@/lib/client/offline/backoff";
import { withAllSubjects } from "./drawn-paper";
import { isReplayOf, keptSitting } from "./sitting-storage";
import type { Sitting } from "./sitting-types";

const NONE_MISSING: readonly number[] = [];

/**
 * The drawn sitting with every subject's questions: at once when none is missing; from the
 * phone's copy of the same sitting when it has one (a reload); else from GET /api/sittings/{id},
 * asked once the page has hydrated and again, backing off, until it answers (offline it waits
 * for the connection). A document that is a replay of the phone's copy is left alone: the copy
 * is sat instead (use-sitting-progress.ts).
 */
export function useAllSubjects(
  drawn: Sitting,
  renderedAt: number,
  missing: readonly number[] = NONE_MISSING,
): { sitting: Sitting; missing: readonly number[] } {
  // What the phone's copy offers, read once the page has hydrated: the whole paper, nothing
  // ("none": ask the API), or a replay (the copy is sat instead; nothing to do here).
  const [phone, setPhone] = useState<Sitting | "unread" | "none" | "replay">(missing.length ? "unread" : "none");
  useEffect(() => {
    if (phone !== "unread") return;
    const kept = keptSitting(drawn.id);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the phone's copy is only readable once hydrated
    if (kept && isReplayOf(kept, renderedAt)) setPhone("replay");
    else setPhone((kept && withAllSubjects(drawn, missing, kept.sitting)) ?? "none");
  }, [drawn, missing, phone, renderedAt]);

  const fetched = useQuery({
    queryKey: ["sitting-subjects", drawn.id],
    queryFn: async () => {
      const { sitting } = await api("GET /api/sittings/{id}", { params: { id: drawn.id } });
      return withAllSubjects(drawn, missing, sitting);
    },
    enabled: phone === "none" && missing.length > 0,
    retry: (_, error) => isNetworkFailure(error) || isTransient(error),
    retryDelay: (failures) => retryDelay(failures),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

  const whole = typeof phone === "object" ? phone : (fetched.data ?? null);
  return whole ? { sitting: whole, missing: NONE_MISSING } : { sitting: drawn, missing };
}
