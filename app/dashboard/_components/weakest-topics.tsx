import type { WeakTopic } from "@/lib/study/topic-map";
import { LevelBadge } from "./topic-level";

/** The topics the student knows least (lib/study/topic-map.ts weakestTopics), weakest first. */
export function WeakestTopics({ topics }: { topics: WeakTopic[] }) {
  return (
    <section
      aria-labelledby="weakest-heading"
      data-testid="weakest-topics"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="weakest-heading" className="text-lg font-bold">
        Weakest topics
      </h2>
      {topics.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          None yet: answer questions on a few topics and the ones to work on will show here.
        </p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
          {topics.map((t) => (
            <li key={t.topic_id} data-testid="weak-topic" className="py-2.5">
              <p className="font-semibold break-words">{t.topic}</p>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
                <LevelBadge level={t.level} />
                <span>
                  {t.subject}
                  {t.parent ? ` · ${t.parent}` : ""} · {t.correct} of {t.answered} right
                </span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
