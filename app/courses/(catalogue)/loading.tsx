// Skeleton while the catalogue loads: 6 cards (spec part 9).
export default function Loading() {
  return (
    <div className="mx-auto max-w-7xl animate-pulse px-4 py-10 sm:px-6" aria-busy="true" aria-label="Loading courses">
      <div className="h-9 w-48 rounded bg-slate-200 dark:bg-slate-800" />
      <div className="mt-6 h-11 rounded-lg bg-slate-200 dark:bg-slate-800" />
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} data-testid="skeleton-card" className="h-96 rounded-xl bg-slate-200 dark:bg-slate-800" />
        ))}
      </div>
    </div>
  );
}
