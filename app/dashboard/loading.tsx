// Skeleton while the dashboard loads: the 4 stat cards, the activity list and the side cards.
export default function Loading() {
  return (
    <div className="mx-auto max-w-7xl animate-pulse px-4 py-10 sm:px-6" aria-busy="true" aria-label="Loading dashboard">
      <div className="h-9 w-48 rounded bg-slate-200 dark:bg-slate-800" />
      <div className="mt-3 h-5 w-80 max-w-full rounded bg-slate-200 dark:bg-slate-800" />
      <div className="mt-6 h-10 w-56 rounded bg-slate-200 dark:bg-slate-800" />
      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} data-testid="skeleton-stat-card" className="h-24 rounded-2xl bg-slate-200 dark:bg-slate-800" />
        ))}
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-3 rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
          <div className="h-6 w-40 rounded bg-slate-200 dark:bg-slate-800" />
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} data-testid="skeleton-row" className="h-14 rounded-lg bg-slate-200 dark:bg-slate-800" />
          ))}
        </div>
        <div className="space-y-6">
          <div className="h-44 rounded-2xl bg-slate-200 dark:bg-slate-800" />
          <div className="space-y-3 rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} data-testid="skeleton-row" className="h-16 rounded-lg bg-slate-200 dark:bg-slate-800" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
