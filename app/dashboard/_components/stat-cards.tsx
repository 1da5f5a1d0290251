import type { ComponentType, SVGProps } from "react";
import { BookIcon, ClockIcon, FlameIcon, GraduationCapIcon } from "@/components/ui/icons";
import { formatCount } from "@/lib/format";
import type { DashboardStats } from "@/server/services/dashboard";

const hours = new Intl.NumberFormat("en-NG", { maximumFractionDigits: 1 });

type Card = { stat: keyof DashboardStats; raw: number; label: string; value: string; hint: string; Icon: ComponentType<SVGProps<SVGSVGElement>>; tone: string };

function cards(stats: DashboardStats): Card[] {
  return [
    { stat: "coursesEnrolled", raw: stats.coursesEnrolled, label: "Courses enrolled", value: formatCount(stats.coursesEnrolled), hint: "Courses you have joined", Icon: BookIcon, tone: "bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-200" },
    { stat: "coursesCompleted", raw: stats.coursesCompleted, label: "Courses completed", value: formatCount(stats.coursesCompleted), hint: "Every lesson finished", Icon: GraduationCapIcon, tone: "bg-brand-100 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200" },
    { stat: "totalStudyHours", raw: stats.totalStudyHours, label: "Study hours", value: hours.format(stats.totalStudyHours), hint: stats.totalStudyHours === 1 ? "hour of lessons watched" : "hours of lessons watched", Icon: ClockIcon, tone: "bg-violet-100 text-violet-800 dark:bg-violet-900/40 dark:text-violet-200" },
    { stat: "currentStreak", raw: stats.currentStreak, label: "Current streak", value: formatCount(stats.currentStreak), hint: stats.currentStreak === 1 ? "day in a row" : "days in a row", Icon: FlameIcon, tone: "bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200" },
  ];
}

/** The four Overview figures; `stat-value` holds the number alone as text, `data-value` the raw number. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards(stats).map((card) => (
        <div
          key={card.stat}
          data-testid="stat-card"
          data-stat={card.stat}
          data-value={card.raw}
          className="relative flex flex-col rounded-2xl border border-slate-200 bg-white py-5 pr-5 pl-20 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">
            <span aria-hidden="true" className={`absolute top-5 left-5 flex h-11 w-11 items-center justify-center rounded-xl ${card.tone}`}>
              <card.Icon className="h-6 w-6" />
            </span>
            {card.label}
          </dt>
          <dd className="order-first text-3xl font-bold tracking-tight" data-testid="stat-value">
            {card.value}
          </dd>
          <dd className="text-xs text-slate-500 dark:text-slate-400">{card.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
