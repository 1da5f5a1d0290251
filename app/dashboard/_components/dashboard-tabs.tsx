import Link from "next/link";

export type DashboardTab = "overview" | "quizzes";

const tabs: { id: DashboardTab; label: string; href: string }[] = [
  { id: "overview", label: "Overview", href: "/dashboard" },
  { id: "quizzes", label: "Quizzes", href: "/dashboard?tab=quizzes" },
];

/** The Overview and Quizzes tabs as plain links (?tab=quizzes), so they work before JavaScript loads. */
export function DashboardTabs({ active }: { active: DashboardTab }) {
  return (
    <nav aria-label="Dashboard sections" className="flex gap-2 border-b border-slate-200 dark:border-slate-800">
      {tabs.map((tab) => {
        const current = tab.id === active;
        return (
          <Link
            key={tab.id}
            href={tab.href}
            aria-current={current ? "page" : undefined}
            data-testid={`dashboard-tab-${tab.id}`}
            className={`-mb-px min-h-11 border-b-2 px-4 py-2 text-sm font-semibold ${current ? "border-brand-600 text-brand-700 dark:text-brand-400" : "border-transparent text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-200"}`}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
