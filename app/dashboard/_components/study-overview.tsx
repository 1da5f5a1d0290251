import { ReviewReminder } from "@/components/study/review-reminder";
import { FlameIcon } from "@/components/ui/icons";
import type { DeckSummary } from "@/lib/study/review-types";
import type { StudySummary } from "@/server/study/study-summary";
import { NextTopicCard } from "./next-topic-card";
import { PredictionCard } from "./prediction-card";
import { TopicMaps } from "./topic-maps";
import { WeakestTopics } from "./weakest-topics";

const nextDay = new Intl.DateTimeFormat("en-NG", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "Africa/Lagos",
});

/** Today's reviews: the reminder while cards are due, else when the next ones come (and the streak kept). */
function DeckNote({ deck }: { deck: DeckSummary }) {
  if (deck.due_count > 0) return <ReviewReminder summary={deck} />;
  if (!deck.next_due_at) return null;
  const done = deck.reviewed_today > 0 ? `Today's reviews are done (${deck.reviewed_today}).` : "No cards due today.";
  const streak = deck.streak_days > 0 ? ` ${deck.streak_days}-day streak.` : "";
  return (
    <p
      data-testid="deck-note"
      className="flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
    >
      <FlameIcon className="h-5 w-5 shrink-0 text-amber-600 dark:text-amber-400" />
      <span>
        {done}
        {streak} Next review {nextDay.format(new Date(deck.next_due_at))}.
      </span>
    </p>
  );
}

/**
 * What the study loop says (docs/study-loop.md, "Dashboard"): today's reviews, the predicted
 * score, the next topic to study, the weakest topics and a topic map per subject. Server-rendered
 * (the maps open without script); the drill button is the one client component.
 */
export function StudyOverview({ summary }: { summary: StudySummary }) {
  return (
    <div className="space-y-4 sm:space-y-6" data-testid="study-overview">
      <DeckNote deck={summary.deck} />
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2">
        <PredictionCard prediction={summary.prediction} />
        <div className="space-y-4 sm:space-y-6">
          {summary.next && <NextTopicCard topic={summary.next} />}
          <WeakestTopics topics={summary.weakest} />
        </div>
      </div>
      <TopicMaps subjects={summary.subjects} />
    </div>
  );
}
