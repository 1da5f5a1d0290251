"use client";

import { ChevronRightIcon } from "@/components/ui/icons";
import type { Stimulus } from "./sitting-types";

// The server's table HTML carries no classes: styled from here.
const tableStyles =
  "[&_table]:min-w-full [&_table]:border-collapse [&_table]:text-sm [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left dark:[&_td]:border-slate-700 dark:[&_th]:border-slate-700 dark:[&_th]:bg-slate-800";

const kindName: Record<Stimulus["kind"], string> = { passage: "Passage", table: "Table", diagram: "Diagram" };

/**
 * The passage, table or diagram a question refers to. On a phone it is a bar above the question,
 * closed to begin with so that the stem and every option fit on the screen: a tap opens it as a
 * panel that scrolls on its own (under half the screen), another closes it, and the choice is
 * remembered per stimulus while the paper is open. On a wide screen it stands beside the
 * question, always open, scrolling on its own within the screen's height.
 */
export function StimulusBlock({
  stimulus,
  expanded,
  onToggle,
}: {
  stimulus: Stimulus;
  expanded: boolean;
  onToggle: () => void;
}) {
  const bodyId = `stimulus-${stimulus.id}`;
  const heading = stimulus.title || kindName[stimulus.kind];
  const label = (
    <span className="min-w-0 flex-1 truncate lg:whitespace-normal">
      <span className="text-slate-600 dark:text-slate-400">{kindName[stimulus.kind]}: </span>
      {heading}
    </span>
  );
  return (
    <section
      aria-label={`${kindName[stimulus.kind]}: ${heading}`}
      className="mb-3 rounded-xl border border-slate-200 bg-slate-50 lg:sticky lg:top-0 lg:mb-0 lg:flex lg:max-h-[calc(100dvh-12.5rem)] lg:flex-col dark:border-slate-800 dark:bg-slate-900/60"
      data-testid="stimulus"
    >
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={bodyId}
        className="flex min-h-11 w-full items-center gap-2 px-3 py-2 text-left text-sm font-semibold lg:hidden"
        data-testid="stimulus-toggle"
      >
        <ChevronRightIcon className={`h-4 w-4 shrink-0 transition-transform ${expanded ? "rotate-90" : ""}`} />
        {label}
        <span className="shrink-0 rounded-md border border-slate-300 px-2 py-1 text-xs font-semibold text-slate-700 dark:border-slate-700 dark:text-slate-200">
          {expanded ? "Close" : "Read"}
        </span>
      </button>
      <p className="hidden px-4 pt-3 pb-2 text-sm font-semibold lg:flex">{label}</p>
      <div
        id={bodyId}
        role="region"
        aria-label={heading}
        tabIndex={0}
        className={`${expanded ? "" : "hidden"} max-h-[40dvh] overflow-y-auto overscroll-contain px-4 pb-4 text-[0.95rem] leading-relaxed lg:block lg:max-h-none lg:min-h-0 lg:flex-1`}
        data-testid="stimulus-body"
      >
        {stimulus.image_url && (
          // eslint-disable-next-line @next/next/no-img-element -- a bank diagram (SVG or WebP) at its own size; kept by the HTTP cache for offline use
          <img src={stimulus.image_url} alt={heading} className="mx-auto mb-3 h-auto max-w-full rounded bg-white" />
        )}
        <div
          className={`space-y-3 overflow-x-auto ${tableStyles}`}
          dangerouslySetInnerHTML={{ __html: stimulus.html }}
        />
      </div>
    </section>
  );
}
