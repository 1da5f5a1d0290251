const tones = {
  draft: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  published: "bg-brand-100 text-brand-900 dark:bg-brand-900/50 dark:text-brand-100",
  neutral: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
  working: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  ready: "bg-brand-100 text-brand-900 dark:bg-brand-900/50 dark:text-brand-100",
  problem: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
} as const;

/** A small pill naming a state: a course's draft/published, a lesson's upload. */
export function StatusBadge({
  tone,
  children,
  testId,
}: {
  tone: keyof typeof tones;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
