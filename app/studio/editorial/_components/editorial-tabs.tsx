import Link from "next/link";

const tabs = [
  { href: "/studio/editorial", label: "Questions to review", key: "queue" },
  { href: "/studio/editorial/reports", label: "Reports", key: "reports" },
] as const;

/** The editorial area's two screens. */
export function EditorialTabs({ current }: { current: (typeof tabs)[number]["key"] }) {
  return (
    <nav aria-label="Editorial" className="mt-4 flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          href={tab.href}
          aria-current={current === tab.key ? "page" : undefined}
          className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${current === tab.key ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200"}`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
