import type { ComponentType, SVGProps } from "react";
import { BookIcon, ClockIcon, FlameIcon, GraduationCapIcon } from "@/components/ui/icons";
import { formatCount } from "@/lib/ui/format";
import type { DashboardStats } from "@/server/study/dashboard";

const hours = new Intl.NumberFormat("en-NG", { maximumFractionDigits: 1 });

type Card = {
  stat: keyof DashboardStats;
  raw: number;
  label: string;
  value: string;
  hint: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  tone: string;
};

function cards(stats: DashboardStats): Card[] {
  return [
    {
      stat: "coursesEnrolled",
      raw: stats.coursesEnrolled,
      label: "Courses enrolled",
      value: formatCount(stats.coursesEnrolled),
      hint: "Courses you have joined",
      Icon: BookIcon,
      tone: "bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-200",
    },
    {
      stat: "coursesCompleted",
      raw: stats.coursesCompleted,
      label: "Courses completed",
      value: formatCount(stats.coursesCompleted),
      hint: "Every lesson finished",
      Icon: GraduationCapIcon,
      tone: "bg-brand-100 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200",
    },
    {
      stat: "totalStudyHours",
      raw: stats.totalStudyHours,
      label: "Study hours",
      value: hours.format(stats.totalStudyHours),
      hint: stats.totalStudyHours === 1 ? "hour of lessons watched" : "hours of lessons watched",
      Icon: ClockIcon,
      tone: "bg-violet-100 text-violet-800 dark:bg-violet-900/40 dark:text-violet-200",
    },
    {
      stat: "currentStreak",
      raw: stats.currentStreak,
      label: "Current streak",
      value: formatCount(stats.currentStreak),
      hint: stats.currentStreak === 1 ? "day in a row" : "days in a row",
      Icon: FlameIcon,
      tone: "bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200",
    },
  ];
}

/**
 * With the study loop above them, the figures it says better give way: its review streak replaces
 * the study-day streak, and the courses completed join the courses enrolled as a hint.
 */
function studyCards(stats: DashboardStats): Card[] {
  const [enrolled, , hoursCard] = cards(stats);
  const hint =
    stats.totalStudyHours === 1 ? "hour of lessons, quizzes and papers" : "hours of lessons, quizzes and papers";
  return [
    { ...enrolled!, hint: `${formatCount(stats.coursesCompleted)} completed` },
    { ...hoursCard!, hint },
  ];
}

/**
 * The Overview's figures; `stat-value` holds the number alone as text, `data-value` the raw number.
 * Four, or two (courses and study hours) beside the study loop (`besideStudy`).
 */
export function StatCards({ stats, besideStudy = false }: { stats: DashboardStats; besideStudy?: boolean }) {
  return (
    // Two by two on a phone, compact (the four figures take under half of a 360 × 740 screen); roomier from sm up.
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" data-testid="stat-cards">
      {(besideStudy ? studyCards(stats) : cards(stats)).map((card) => (
        <div
          key={card.stat}
          data-testid="stat-card"
          data-stat={card.stat}
          data-value={card.raw}
          className="relative flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:py-5 sm:pr-5 sm:pl-20 dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="text-xs font-medium text-slate-600 sm:text-sm dark:text-slate-400">
            <span
              aria-hidden="true"
              className={`absolute top-3 right-3 flex h-7 w-7 items-center justify-center rounded-lg text-sm sm:top-5 sm:right-auto sm:left-5 sm:h-11 sm:w-11 sm:rounded-xl sm:text-xl ${card.tone}`}
            >
              <card.Icon className="h-4 w-4 sm:h-6 sm:w-6" />
            </span>
            {card.label}
          </dt>
          <dd className="order-first text-2xl font-bold tracking-tight sm:text-3xl" data-testid="stat-value">
            {card.value}
          </dd>
          <dd className={`text-xs text-slate-500 dark:text-slate-400 ${besideStudy ? "" : "hidden sm:block"}`}>
            {card.hint}
          </dd>
        </div>
      ))}
    </dl>
  );
}
