import Link from "next/link";
import { primaryButtonClass } from "@/components/ui/styles";
import { trendChange, trendLine, type TrendSnapshot } from "@/lib/study/trend-line";
import type { StudySummary } from "@/server/study/study-summary";

const day = new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", timeZone: "Africa/Lagos" });

const card =
  "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900";

/** The trend of the kept predictions: a line drawn here, and what it says in words. */
function Trend({ trend }: { trend: TrendSnapshot[] }) {
  const drawn = trendLine(trend, 96, 36);
  const change = trendChange(trend);
  if (!drawn || !change) return null;
  const since = day.format(new Date(trend[0]!.at));
  const words =
    change.direction === "same"
      ? `No change since ${since}`
      : `${change.direction === "up" ? "Up" : "Down"} ${change.by} since ${since}`;
  const label = `Your predicted total over ${trend.length} predictions, from ${trend[0]!.total} on ${since} to ${trend.at(-1)!.total} on ${day.format(new Date(trend.at(-1)!.at))}`;
  return (
    <figure className="shrink-0 text-right" data-testid="prediction-trend">
      <svg
        viewBox="0 0 96 36"
        width="96"
        height="36"
        role="img"
        aria-label={label}
        className="ml-auto text-brand-600 dark:text-brand-400"
      >
        <polyline
          points={drawn.line}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        <circle cx={drawn.last.x} cy={drawn.last.y} r="2.5" fill="currentColor" />
      </svg>
      <figcaption className="mt-1 text-xs text-slate-600 dark:text-slate-400">{words}</figcaption>
    </figure>
  );
}

/** A subject's score out of 100 on a 0–100 track, its 80 % range shaded. */
function RangeBar({ score, low, high }: { score: number; low: number; high: number }) {
  return (
    <svg viewBox="0 0 100 8" preserveAspectRatio="none" className="h-2 w-full" aria-hidden="true">
      <rect x="0" y="2" width="100" height="4" rx="2" className="fill-slate-200 dark:fill-slate-700" />
      <rect
        x={low}
        y="1"
        width={Math.max(1, high - low)}
        height="6"
        rx="2"
        className="fill-brand-200 dark:fill-brand-800"
      />
      <rect
        x={Math.min(99, Math.max(0, score - 0.75))}
        y="0"
        width="1.5"
        height="8"
        className="fill-brand-700 dark:fill-brand-300"
      />
    </svg>
  );
}

/**
 * The predicted UTME score: the total out of 400 with its 80 % interval, each subject, the
 * sentence saying how it was worked out and the trend; or, without enough evidence, what is
 * missing and the way to the papers.
 */
export function PredictionCard({ prediction }: { prediction: StudySummary["prediction"] }) {
  if (!prediction.utme) {
    return (
      <section aria-labelledby="prediction-heading" data-testid="prediction" data-state="missing" className={card}>
        <h2 id="prediction-heading" className="text-lg font-bold">
          Predicted UTME score
        </h2>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" data-testid="prediction-missing">
          Not enough answers yet to predict your score. {prediction.missing}
        </p>
        <Link href="/exams" className={`${primaryButtonClass} mt-4`}>
          See the papers
        </Link>
      </section>
    );
  }
  const { total, low, high, subjects, explanation } = prediction.utme;
  return (
    <section aria-labelledby="prediction-heading" data-testid="prediction" data-state="predicted" className={card}>
      <h2 id="prediction-heading" className="text-lg font-bold">
        Predicted UTME score
      </h2>
      <div className="mt-1 flex items-end justify-between gap-3">
        <div>
          <p>
            <span className="text-4xl font-bold tracking-tight" data-testid="prediction-total">
              {total}
            </span>
            <span className="text-slate-500 dark:text-slate-400"> / 400</span>
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="prediction-interval">
            Likely {low}–{high}
          </p>
        </div>
        <Trend trend={prediction.trend} />
      </div>
      <ul className="mt-4 space-y-2" data-testid="prediction-subjects">
        {subjects.map((s) => (
          <li
            key={s.subject}
            className="grid grid-cols-[6.5rem_minmax(0,1fr)_auto] items-center gap-3 text-sm"
            data-testid="prediction-subject"
          >
            <span className="font-medium break-words">{s.subject}</span>
            <RangeBar score={s.score} low={s.low} high={s.high} />
            <span className="text-right tabular-nums">
              <strong>{s.score}</strong>{" "}
              <span className="text-xs text-slate-500 dark:text-slate-400">
                ({s.low}–{s.high})
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p
        className="mt-4 text-xs leading-relaxed text-slate-600 dark:text-slate-400"
        data-testid="prediction-explanation"
      >
        {explanation}
      </p>
    </section>
  );
}
