import type { StimulusDto } from "@/server/exam/sitting-content";
import { richClass } from "@/components/review/reviewed-question";

/** A passage, table or diagram above the first of its questions on a review page. */
export function StimulusBlock({ stimulus }: { stimulus: StimulusDto }) {
  return (
    <figure
      id={`stimulus-${stimulus.id}`}
      className="scroll-mt-20 rounded-xl border border-sky-200 bg-sky-50/60 p-4 dark:border-sky-900 dark:bg-sky-950/30"
      data-testid="review-stimulus"
    >
      {stimulus.title && (
        <figcaption className="mb-2 text-sm font-semibold text-sky-900 dark:text-sky-200">{stimulus.title}</figcaption>
      )}
      {stimulus.image_url && (
        // eslint-disable-next-line @next/next/no-img-element -- a bank diagram served by the API, sized by its box
        <img
          src={stimulus.image_url}
          alt={stimulus.title || "Diagram"}
          loading="lazy"
          className="mb-2 h-auto max-w-full"
        />
      )}
      <div className={`${richClass} text-sm leading-relaxed`} dangerouslySetInnerHTML={{ __html: stimulus.html }} />
    </figure>
  );
}

/** Under a later question of the same passage: a link back up to it. */
export function UsesStimulus({ id, title }: { id: string; title: string }) {
  return (
    <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
      Uses{" "}
      <a href={`#stimulus-${id}`} className="font-semibold text-brand-700 underline dark:text-brand-400">
        {title || "the passage above"}
      </a>
      .
    </p>
  );
}
