// Sharing a page: the phone's share sheet where there is one (navigator.share), else the
// link copied to the clipboard. Returns what happened so the caller can say so.

export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

type ShareNavigator = {
  share?: (data: { title?: string; text?: string; url?: string }) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
};

export async function shareLink(
  data: { title: string; text?: string; url: string },
  nav: ShareNavigator,
): Promise<ShareOutcome> {
  if (typeof nav.share === "function") {
    try {
      await nav.share(data);
      return "shared";
    } catch (err) {
      // The student closed the share sheet: not an error, and no reason to copy instead.
      if ((err as { name?: string }).name === "AbortError") return "cancelled";
    }
  }
  try {
    if (!nav.clipboard) return "failed";
    await nav.clipboard.writeText(data.url);
    return "copied";
  } catch {
    return "failed";
  }
}
