import Link from "next/link";
import type { NextTopic } from "@/server/study/next-topic";
import { DrillButton } from "./drill-button";
import { LevelBadge } from "./topic-level";

/** What to study next (GET /api/me/next-topics' first topic): the topic, why, its lessons and a drill. */
export function NextTopicCard({ topic }: { topic: NextTopic }) {
  return (
    <section
      aria-labelledby="next-topic-heading"
      data-testid="next-topic"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="next-topic-heading" className="text-lg font-bold">
        Study next
      </h2>
      <p className="mt-2 text-base font-semibold break-words" data-testid="next-topic-name">
        {topic.topic}
      </p>
      <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        <LevelBadge level={topic.level} />
        <span>
          {topic.subject}
          {topic.parent ? ` · ${topic.parent}` : ""}
        </span>
      </p>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" data-testid="next-topic-reason">
        {topic.reason}
      </p>
      {topic.lessons.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold">Lessons on it</h3>
          <ul className="mt-1 divide-y divide-slate-100 dark:divide-slate-800" data-testid="next-topic-lessons">
            {topic.lessons.map((lesson) => (
              <li key={lesson.id}>
                {/* The whole row is the link: a 44 px target on a phone. */}
                <Link
                  href={lesson.href}
                  className="flex min-h-11 flex-col justify-center py-1.5 text-sm hover:underline"
                >
                  <span className="font-medium text-brand-700 dark:text-brand-400">{lesson.title}</span>
                  <span className="text-xs text-slate-500 dark:text-slate-400">{lesson.course}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {topic.drill && <DrillButton topicId={topic.drill.body.topic_id} questions={topic.drill.questions} />}
    </section>
  );
}
