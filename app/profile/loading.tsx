// Skeleton while the profile loads: the sidebar and 6 course cards (docs/product-spec.md part 9).
import { loadingRegion } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <div
      className="mx-auto grid max-w-7xl animate-pulse gap-8 px-4 py-10 sm:px-6 grid-cols-1 lg:grid-cols-[18rem_minmax(0,1fr)]"
      {...loadingRegion("Loading profile")}
    >
      <div className="h-96 rounded-2xl bg-slate-200 dark:bg-slate-800" />
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} data-testid="skeleton-card" className="h-72 rounded-xl bg-slate-200 dark:bg-slate-800" />
        ))}
      </div>
    </div>
  );
}
