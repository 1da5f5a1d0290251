// Skeleton while the course content loads: the sidebar and the player.
import { loadingRegion } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <div
      className="mx-auto grid max-w-7xl animate-pulse gap-6 px-4 py-6 sm:px-6 grid-cols-1 lg:grid-cols-[20rem_minmax(0,1fr)]"
      {...loadingRegion("Loading course content")}
    >
      <div className="h-96 rounded-xl bg-slate-200 dark:bg-slate-800" />
      <div>
        <div className="h-7 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="mt-4 aspect-video rounded-xl bg-slate-200 dark:bg-slate-800" />
      </div>
    </div>
  );
}
