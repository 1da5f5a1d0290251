import Link from "next/link";
import { ChevronRightIcon, FlameIcon } from "@/components/ui/icons";
import { reminderText } from "@/lib/study/review-days";
import type { DeckSummary } from "@/lib/study/review-types";

/**
 * The in-app reminder of the mistakes deck: "12 cards due today — keep your 4-day streak",
 * linking to the review. Renders nothing when no card is due. It holds no state, so a server
 * page renders it from deckSummary() (server/study/deck.ts), and the review screen from the
 * figures it keeps on the phone (with `href` null: the review itself is the page).
 */
export function ReviewReminder({
  summary,
  href = "/review",
  className = "",
}: {
  summary: Pick<DeckSummary, "due_count" | "streak_days" | "reviewed_today">;
  href?: string | null;
  className?: string;
}) {
  const text = reminderText(summary);
  if (!text) return null;
  const look = `flex min-h-11 items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100 ${className}`;
  const content = (
    <>
      <FlameIcon className="h-6 w-6 shrink-0 text-amber-600 dark:text-amber-400" />
      <span className="flex-1 text-sm font-semibold">{text}</span>
    </>
  );
  if (href === null) {
    return (
      <p data-testid="review-reminder" className={look}>
        {content}
      </p>
    );
  }
  return (
    <Link href={href} data-testid="review-reminder" className={`${look} hover:bg-amber-100 dark:hover:bg-amber-950`}>
      {content}
      <ChevronRightIcon className="h-5 w-5 shrink-0" />
    </Link>
  );
}
