"use client";

import { ShareIcon } from "@/components/ui/icons";
import { shareLink } from "@/lib/ui/share-link";
import { toast } from "@/lib/ui/toast";

const messages = {
  shared: null,
  cancelled: null,
  copied: ["Link copied. Paste it anywhere to share.", "success"],
  failed: ["Could not share. Copy the address from your browser instead.", "error"],
} as const;

/** Share: the phone's share sheet, or the course link copied, with a toast saying which. */
export function ShareCourseButton({ title, path }: { title: string; path: string }) {
  async function share() {
    const url = new URL(path, window.location.origin).toString();
    const outcome = await shareLink({ title, text: `${title} on ExamPrep`, url }, navigator);
    const message = messages[outcome];
    if (message) toast(message[0], message[1]);
  }
  return (
    <button
      type="button"
      onClick={share}
      data-testid="share-course"
      className="inline-flex min-h-11 w-full items-center justify-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium dark:border-slate-700"
    >
      <ShareIcon className="h-4 w-4" /> Share
    </button>
  );
}
