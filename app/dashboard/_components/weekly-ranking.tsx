import Link from "next/link";
import { ArrowDownIcon, ArrowUpIcon, TrophyIcon } from "@/components/ui/icons";
import { formatCount, plural } from "@/lib/ui/format";
import type { WeeklyRanking as Ranking } from "@/server/study/dashboard";

function ImprovementText({ improvement }: { improvement: number }) {
  if (improvement > 0)
    return <Change Icon={ArrowUpIcon} text={`${formatCount(improvement)} points more than last week`} />;
  if (improvement < 0)
    return <Change Icon={ArrowDownIcon} text={`${formatCount(-improvement)} points less than last week`} />;
  return <>Same as last week</>;
}

function Change({ Icon, text }: { Icon: typeof ArrowUpIcon; text: string }) {
  return (
    <>
      <Icon className="mr-1 inline h-3 w-3 align-[-0.1em]" />
      {text}
    </>
  );
}

const changeTone = (improvement: number) =>
  improvement > 0 ? "text-brand-800" : improvement < 0 ? "text-red-700" : "text-slate-700";

/** Where the student stands this week among students who took quizzes (first-attempt score per quiz, summed). */
export function WeeklyRanking({ ranking }: { ranking: Ranking }) {
  return (
    <section
      aria-labelledby="ranking-heading"
      data-testid="ranking"
      data-rank={ranking.currentRank ?? ""}
      data-total={ranking.totalStudents}
      data-score={ranking.weeklyScore}
      data-improvement={ranking.improvement}
      className="rounded-2xl border border-slate-200 bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-sm dark:border-slate-800"
    >
      <h2 id="ranking-heading" className="text-lg font-bold">
        Weekly Ranking
      </h2>
      {ranking.currentRank === null ? (
        <div className="mt-3">
          <p className="text-sm text-brand-50">
            You have not taken a quiz in the last 7 days.{" "}
            {ranking.totalStudents > 0
              ? `${plural(ranking.totalStudents, "student")} ${ranking.totalStudents === 1 ? "is" : "are"} on the board this week. Take a quiz to join them!`
              : "Nobody is on the board yet. Take a quiz and be number one!"}
          </p>
          {ranking.improvement !== 0 && (
            <p className="mt-2 text-sm font-semibold text-brand-100">
              <ImprovementText improvement={ranking.improvement} />
            </p>
          )}
          <Link
            href="/quizzes"
            className="mt-4 inline-block rounded-lg bg-white px-4 py-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            Take a quiz
          </Link>
        </div>
      ) : (
        <div className="mt-3">
          <p className="text-4xl font-extrabold" data-testid="ranking-position">
            #{formatCount(ranking.currentRank)}
            <span className="ml-2 text-base font-medium text-brand-100">
              of {plural(ranking.totalStudents, "student")}
            </span>
          </p>
          <p className="mt-2 text-sm text-brand-50">
            Weekly score: <span className="font-bold text-white">{formatCount(ranking.weeklyScore)}</span> points
          </p>
          <p
            className={`mt-2 inline-block rounded-md bg-white px-2 py-0.5 text-xs font-semibold ${changeTone(ranking.improvement)}`}
          >
            <ImprovementText improvement={ranking.improvement} />
          </p>
          {ranking.currentRank === 1 && (
            <p className="mt-3 text-sm font-semibold">
              You dey top of the class this week. Keep am up! <TrophyIcon className="inline h-4 w-4 align-[-0.15em]" />
            </p>
          )}
        </div>
      )}
      <p className="mt-4 text-xs text-brand-100">
        Your first-attempt score on each quiz taken in the last 7 days, added up. Retakes do not count.
      </p>
    </section>
  );
}
