"use client";

import Link from "next/link";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { cardClass, primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { PACK_START_DAYS } from "@/lib/exam/offline-claims";
import {
  keptPacksText,
  packDeadline,
  packExpired,
  parseKeptPacks,
  subscribePacks,
  type KeptPack,
} from "../[paperId]/_components/pack-storage";
import { modeLabel } from "./exam-names";

type PackState = "ready" | "expired" | "sitting" | "finished";

/**
 * Where a kept paper stands by this phone's clock: not started (or left unstarted too long),
 * being sat, or over and waiting to go back.
 */
export function packState(kept: KeptPack, now: number): PackState {
  if (kept.started_at === null) return packExpired(kept, now) ? "expired" : "ready";
  if (kept.finished_at !== null) return "finished";
  const deadline = packDeadline(kept.started_at, kept.pack);
  return deadline !== null && now >= deadline ? "finished" : "sitting";
}

const describe: Record<PackState, { text: string; action: string }> = {
  ready: { text: "Downloaded: ready to sit without a connection", action: "Open" },
  expired: {
    text: `Not started within ${PACK_START_DAYS} days of its download: download a fresh paper`,
    action: "Download again",
  },
  sitting: { text: "Started on this phone: the clock is running", action: "Continue" },
  finished: { text: "Finished: it is marked once you are online", action: "Send for marking" },
};

/**
 * The papers downloaded to this phone (docs/exam-engine.md, "Offline papers"), read from its
 * storage, so a paper started offline can be found from Exams with or without a connection; each
 * opens on its paper's page, where it is sat or sent back.
 */
export function KeptPapers() {
  const text = useSyncExternalStore(subscribePacks, keptPacksText, () => "[]");
  const packs = useMemo(() => parseKeptPacks(text), [text]);
  // A paper being sat turns finished when its time runs out, with this page open.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (packs.length === 0) return null;
  return (
    <section aria-labelledby="kept-papers-heading" className={`mt-8 ${cardClass}`} data-testid="kept-papers">
      <h2 id="kept-papers-heading" className="text-lg font-bold">
        On this phone
      </h2>
      <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
        {packs.map((kept) => {
          const state = packState(kept, now);
          const { pack } = kept;
          return (
            <li
              key={pack.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid="kept-paper"
              data-paper-id={pack.paper_id}
              data-state={state}
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">{pack.title}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {modeLabel[pack.mode]} · {pack.sections.map((s) => s.subject).join(", ")}
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">{describe[state].text}</p>
              </div>
              <Link
                href={`/exams/${encodeURIComponent(pack.paper_id)}`}
                prefetch={false}
                className={state === "ready" || state === "expired" ? secondaryButtonClass : primaryButtonClass}
              >
                {describe[state].action} <span className="sr-only">{pack.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
