import { loadingRegion } from "@/components/ui/skeleton";

const block = "rounded-2xl bg-slate-200 dark:bg-slate-800";

// Skeleton while the dashboard loads, in the overview's layout: the reviews note, the
// predicted score beside the next and weakest topics, the 4 stat cards, then the activity list
// beside the side cards.
export default function Loading() {
  return (
    <div className="mx-auto max-w-7xl animate-pulse px-4 py-10 sm:px-6" {...loadingRegion("Loading dashboard")}>
      <div className="h-9 w-48 rounded bg-slate-200 dark:bg-slate-800" />
      <div className="mt-3 h-5 w-80 max-w-full rounded bg-slate-200 dark:bg-slate-800" />
      <div className="mt-6 h-10 w-56 rounded bg-slate-200 dark:bg-slate-800" />
      <div className="mt-6 space-y-4 sm:space-y-6">
        <div className="h-12 rounded-xl bg-slate-200 dark:bg-slate-800" />
        <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2">
          <div data-testid="skeleton-prediction" className={`h-56 ${block}`} />
          <div className="space-y-4 sm:space-y-6">
            <div className={`h-24 ${block}`} />
            <div className={`h-28 ${block}`} />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} data-testid="skeleton-stat-card" className={`h-20 sm:h-24 ${block}`} />
          ))}
        </div>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-3 rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
            <div className="h-6 w-40 rounded bg-slate-200 dark:bg-slate-800" />
            {Array.from({ length: 5 }, (_, i) => (
              <div key={i} data-testid="skeleton-row" className="h-14 rounded-lg bg-slate-200 dark:bg-slate-800" />
            ))}
          </div>
          <div className="space-y-6">
            <div className={`h-44 ${block}`} />
            <div className={`h-44 ${block}`} />
          </div>
        </div>
      </div>
    </div>
  );
}
