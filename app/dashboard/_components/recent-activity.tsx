import Link from "next/link";
import type { ComponentType, SVGProps } from "react";
import { CheckIcon, PencilIcon, PlusIcon } from "@/components/ui/icons";
import type { ActivityItem, ActivityType } from "@/server/study/dashboard";

const kinds: Record<ActivityType, { label: string; Icon: ComponentType<SVGProps<SVGSVGElement>>; tone: string }> = {
  lesson_completed: {
    label: "Completed a lesson",
    Icon: CheckIcon,
    tone: "bg-brand-100 text-brand-800 dark:bg-brand-900/50 dark:text-brand-200",
  },
  quiz_taken: {
    label: "Took a quiz",
    Icon: PencilIcon,
    tone: "bg-violet-100 text-violet-800 dark:bg-violet-900/50 dark:text-violet-200",
  },
  enrolled: {
    label: "Enrolled in a course",
    Icon: PlusIcon,
    tone: "bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200",
  },
};

const relative = new Intl.RelativeTimeFormat("en-NG", { numeric: "auto" });
const fullDate = new Intl.DateTimeFormat("en-NG", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Africa/Lagos",
});
const shortDate = new Intl.DateTimeFormat("en-NG", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Africa/Lagos",
});

/** "just now", "5 minutes ago", "yesterday", "3 days ago", then the date. */
export function timeAgo(at: Date, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000));
  if (seconds < 60) return "just now";
  if (seconds < 3600) return relative.format(-Math.floor(seconds / 60), "minute");
  if (seconds < 86_400) return relative.format(-Math.floor(seconds / 3600), "hour");
  if (seconds < 7 * 86_400) return relative.format(-Math.floor(seconds / 86_400), "day");
  return shortDate.format(at);
}

/** The ten newest things the student did: lessons completed, quizzes taken, courses joined. */
export function RecentActivity({ items, now }: { items: ActivityItem[]; now: Date }) {
  return (
    <section
      aria-labelledby="recent-activity-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="recent-activity-heading" className="text-lg font-bold">
        Recent Activity
      </h2>
      {items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400" data-testid="activity-empty">
          Nothing here yet. Finish a lesson or{" "}
          <Link href="/quizzes" className="font-semibold text-brand-700 hover:underline dark:text-brand-400">
            try a quiz
          </Link>{" "}
          and it will show up here.
        </p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-100 dark:divide-slate-800">
          {items.map((item, i) => {
            const kind = kinds[item.type];
            return (
              <li
                key={`${item.type}-${item.at.getTime()}-${i}`}
                data-testid="activity-item"
                data-type={item.type}
                className="flex items-start gap-3 py-3"
              >
                <span
                  aria-hidden="true"
                  className={`mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full ${kind.tone}`}
                >
                  <kind.Icon className="h-4 w-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
                    {kind.label}
                  </p>
                  <p className="font-semibold break-words">{item.title}</p>
                  <p className="text-sm break-words text-slate-600 dark:text-slate-400">{item.detail}</p>
                </div>
                <time
                  dateTime={item.at.toISOString()}
                  title={fullDate.format(item.at)}
                  className="shrink-0 text-xs text-slate-500 dark:text-slate-400"
                >
                  {timeAgo(item.at, now)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
