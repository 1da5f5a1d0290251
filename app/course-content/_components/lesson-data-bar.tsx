"use client";

import Link from "next/link";
import { useId, useState } from "react";
import type { RenditionChoice } from "@/lib/media/choose-rendition";
import { describeCost, formatDataSize, type Tariff } from "@/lib/media/data-cost";
import { RENDITION_LABELS, type LessonRendition, type RenditionKind } from "@/lib/media/renditions";

// Before a lesson plays: which rendition, its size and what it costs at the student's network,
// why it was chosen, and a menu of every rendition with the same figures to switch by hand.

export type DataPlan = { network: string | null; tariffs: Tariff[] };

const REASONS: Record<RenditionChoice["reason"], string> = {
  only_one: "",
  setting: "Your video quality setting",
  save_data: "Data Saver is on",
  throughput: "Suits your connection",
  slow_network: "Your connection is slow",
  no_signal: "Data-lite first",
};

export const sizeOf = (r: LessonRendition) => (r.bytes === null ? "size unknown" : formatDataSize(r.bytes));

export function LessonDataBar({
  choice,
  renditions,
  plan,
  picked,
  onPick,
  playingOffline,
}: {
  choice: RenditionChoice;
  renditions: LessonRendition[];
  plan: DataPlan;
  picked: RenditionKind | null;
  onPick: (kind: RenditionKind) => void;
  playingOffline: boolean;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const chosen = choice.rendition;
  const cost = describeCost(chosen.bytes, plan.tariffs, plan.network);
  const reason = picked ? "Your choice" : REASONS[choice.reason];
  return (
    <div
      className="mt-3 rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-800"
      data-testid="lesson-data"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold" data-testid="rendition-chosen">
            {playingOffline ? "Playing your offline copy" : RENDITION_LABELS[chosen.kind]}
            {!playingOffline && (
              <span className="font-normal text-slate-600 dark:text-slate-400"> · {sizeOf(chosen)}</span>
            )}
          </p>
          {!playingOffline && cost && (
            <p className="text-slate-700 dark:text-slate-300" data-testid="rendition-cost">
              {cost}
            </p>
          )}
          {!playingOffline && reason && <p className="text-xs text-slate-500">{reason}</p>}
          {!playingOffline && !plan.network && chosen.bytes !== null && (
            <Link
              href="/settings?tab=data"
              className="text-xs font-semibold text-brand-700 hover:underline dark:text-brand-400"
            >
              Choose your network
            </Link>
          )}
        </div>
        {renditions.length > 1 && (
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((o) => !o)}
            className="min-h-11 shrink-0 rounded-lg border border-slate-300 px-3 text-sm font-semibold dark:border-slate-700"
          >
            Quality
          </button>
        )}
      </div>
      {menuOpen && (
        <fieldset id={menuId} className="mt-3 space-y-1">
          <legend className="sr-only">Video quality</legend>
          {renditions.map((r) => (
            <label
              key={r.kind}
              className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 ${r.kind === chosen.kind ? "border-brand-600 bg-brand-50 dark:bg-brand-900/40" : "border-slate-200 dark:border-slate-800"}`}
            >
              <input
                type="radio"
                name={`${menuId}-quality`}
                checked={!playingOffline && r.kind === chosen.kind}
                onChange={() => {
                  onPick(r.kind);
                  setMenuOpen(false);
                }}
                className="h-4 w-4 shrink-0 accent-brand-600"
              />
              <span className="flex-1 font-medium">{RENDITION_LABELS[r.kind]}</span>
              <span className="text-right text-xs text-slate-600 dark:text-slate-400">
                {sizeOf(r)}
                {r.bytes !== null && (
                  <>
                    <br />
                    {describeCost(r.bytes, plan.tariffs, plan.network)}
                  </>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
