import { Fragment } from "react";
import { ChevronRightIcon } from "@/components/ui/icons";
import { MASTERY_LEVELS, type MasteryLevel } from "@/lib/study/mastery";
import { LEVEL_NAMES, type SubjectMap } from "@/lib/study/topic-map";
import { LevelBadge } from "./topic-level";

// A topic map per subject: every leaf topic of its syllabus as a small cell in its level's look,
// under its heading. Each subject is a <details>, closed at first: the summary line says how far
// the subject has got, and a phone is not flooded with a hundred cells (nor needs any script to
// open one).

const BAR_FILL: Record<MasteryLevel, string> = {
  not_started: "fill-slate-200 dark:fill-slate-700",
  attempted: "fill-amber-300 dark:fill-amber-600",
  familiar: "fill-sky-400 dark:fill-sky-500",
  proficient: "fill-teal-500 dark:fill-teal-400",
  mastered: "fill-brand-700 dark:fill-brand-400",
};

/** The subject's topics by level, as one bar (its words are in the summary beside it). */
function LevelBar({ map }: { map: SubjectMap }) {
  // Mastered first, from the left; each segment starts where the ones before it end.
  const levels = [...MASTERY_LEVELS].reverse();
  const widths = levels.map((level) =>
    map.topics === 0 ? 0 : Math.round((map.levels[level] / map.topics) * 1000) / 10,
  );
  const starts = widths.map((_, i) => Math.round(widths.slice(0, i).reduce((a, b) => a + b, 0) * 10) / 10);
  return (
    <svg viewBox="0 0 100 6" preserveAspectRatio="none" className="mt-1.5 h-1.5 w-full rounded-full" aria-hidden="true">
      {levels.map((level, i) => (
        <rect key={level} x={starts[i]} y="0" width={widths[i]} height="6" className={BAR_FILL[level]} />
      ))}
    </svg>
  );
}

function SubjectTopicMap({ map }: { map: SubjectMap }) {
  const started = map.topics - map.levels.not_started;
  const strong = map.levels.proficient + map.levels.mastered;
  return (
    <details
      className="group border-t border-slate-100 dark:border-slate-800"
      data-testid="topic-map"
      data-subject={map.subject}
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 py-2 [&::-webkit-details-marker]:hidden">
        <ChevronRightIcon className="h-4 w-4 shrink-0 text-slate-500 transition-transform group-open:rotate-90" />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold">{map.subject}</span>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {started} of {map.topics} topics started{strong > 0 ? `, ${strong} proficient or better` : ""}
            </span>
          </span>
          <LevelBar map={map} />
        </span>
      </summary>
      {/* A heading's classes are set once here, and a cell's in app/globals.css ("Mastery levels"): a map has a hundred. */}
      <div className="pb-2 pl-7 [&>h3]:text-xs [&>h3]:font-semibold [&>h3]:text-slate-600 dark:[&>h3]:text-slate-400">
        {map.groups.map((group, i) => (
          <Fragment key={i}>
            {group.heading && <h3>{group.heading}</h3>}
            <ul className="topic-cells">
              {group.topics.map((t, j) => (
                <li key={j} data-level={t.level}>
                  {t.topic}
                  <span className="sr-only">{`: ${LEVEL_NAMES[t.level]}`}</span>
                </li>
              ))}
            </ul>
          </Fragment>
        ))}
      </div>
    </details>
  );
}

/** Every subject the student has answered in, each a closed map, with the levels' legend. */
export function TopicMaps({ subjects }: { subjects: SubjectMap[] }) {
  if (subjects.length === 0) return null;
  return (
    <section
      aria-labelledby="topic-maps-heading"
      data-testid="topic-maps"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="topic-maps-heading" className="text-lg font-bold">
        Topic map
      </h2>
      <ul
        aria-label="Levels, from none to mastered"
        className="mt-2 mb-3 flex flex-wrap gap-1.5"
        data-testid="topic-legend"
      >
        {MASTERY_LEVELS.map((level) => (
          <li key={level}>
            <LevelBadge level={level} />
          </li>
        ))}
      </ul>
      {subjects.map((map) => (
        <SubjectTopicMap key={map.subject} map={map} />
      ))}
    </section>
  );
}
