// Horizontal bars drawn with CSS widths: no chart library reaches the phone. Each row says its
// figure in words too, so the bars are decoration for sighted readers.

export type BarRow = { key: string; label: string; value: number; display: string };

/** `stacked` puts each label on its own line above its bar, for labels too long to share a phone's row. */
export function Bars({
  rows,
  max,
  testId,
  stacked = false,
}: {
  rows: BarRow[];
  max?: number;
  testId?: string;
  stacked?: boolean;
}) {
  const top = max ?? Math.max(0, ...rows.map((r) => r.value));
  return (
    <ul className={`grid text-sm ${stacked ? "gap-3" : "gap-2"}`} data-testid={testId}>
      {rows.map((row) => (
        <li
          key={row.key}
          className={
            stacked
              ? "grid grid-cols-[1fr_auto] items-center gap-x-2 gap-y-1"
              : "grid grid-cols-[minmax(0,7rem)_1fr_auto] items-center gap-2"
          }
        >
          <span
            className={
              stacked
                ? "col-span-2 break-words text-slate-700 dark:text-slate-300"
                : "truncate text-slate-700 dark:text-slate-300"
            }
            title={row.label}
          >
            {row.label}
          </span>
          <span className="h-3 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
            <span
              className="block h-full rounded-full bg-brand-500"
              style={{ width: `${top > 0 ? Math.round((row.value / top) * 100) : 0}%` }}
            />
          </span>
          <span className="text-right font-semibold tabular-nums">{row.display}</span>
        </li>
      ))}
    </ul>
  );
}

export function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums">{value}</dd>
      {hint && <dd className="text-xs text-slate-600 dark:text-slate-400">{hint}</dd>}
    </div>
  );
}
