"use client";

import { ChevronRightIcon } from "@/components/ui/icons";
import type { Stimulus } from "./sitting-types";

// The server's table HTML carries no classes: styled from here.
const tableStyles =
  "[&_table]:min-w-full [&_table]:border-collapse [&_table]:text-sm [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left dark:[&_td]:border-slate-700 dark:[&_th]:border-slate-700 dark:[&_th]:bg-slate-800";

const kindName: Record<Stimulus["kind"], string> = { passage: "Passage", table: "Table", diagram: "Diagram" };

/**
 * The passage, table or diagram a question refers to, above it. A long one scrolls in its own
 * box of under half the screen, so the question stays in sight below it; a tap folds it away
 * (on a phone, to give the question the screen), and the fold is remembered per stimulus while
 * the paper is open.
 */
export function StimulusBlock({ stimulus, collapsed, onToggle }: { stimulus: Stimulus; collapsed: boolean; onToggle: () => void }) {
  const bodyId = `stimulus-${stimulus.id}`;
  const heading = stimulus.title || kindName[stimulus.kind];
  return (
    <section
      aria-label={`${kindName[stimulus.kind]}: ${heading}`}
      className="mb-4 rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60"
      data-testid="stimulus"
    >
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={!collapsed}
        aria-controls={bodyId}
        className="flex min-h-11 w-full items-center gap-2 px-4 py-2 text-left text-sm font-semibold"
      >
        <ChevronRightIcon className={`h-4 w-4 shrink-0 transition-transform ${collapsed ? "" : "rotate-90"}`} />
        <span className="min-w-0 flex-1">
          <span className="text-slate-500 dark:text-slate-400">{kindName[stimulus.kind]}: </span>
          {heading}
        </span>
        <span className="text-xs font-normal text-slate-500">{collapsed ? "Show" : "Hide"}</span>
      </button>
      <div
        id={bodyId}
        role="region"
        aria-label={heading}
        tabIndex={0}
        className={`${collapsed ? "hidden" : ""} max-h-[35dvh] overflow-y-auto overscroll-contain px-4 pb-4 lg:max-h-[45dvh] text-[0.95rem] leading-relaxed`}
        data-testid="stimulus-body"
      >
        {stimulus.image_url && (
          // eslint-disable-next-line @next/next/no-img-element -- a bank diagram (SVG or WebP) at its own size; kept by the HTTP cache for offline use
          <img src={stimulus.image_url} alt={heading} className="mx-auto mb-3 h-auto max-w-full rounded bg-white" />
        )}
        <div className={`space-y-3 overflow-x-auto ${tableStyles}`} dangerouslySetInnerHTML={{ __html: stimulus.html }} />
      </div>
    </section>
  );
}
