// The small indicator of what the server has: "Saved", or how many answers wait on the phone.

/** Where the saving of answers stands (use-answer-sync.ts). */
export type SyncPhase = "idle" | "saving" | "retrying" | "stopped";

export type SaveStatus = { kind: "saved" | "saving" | "waiting" | "stopped"; text: string };

const answers = (n: number) => `${n} answer${n === 1 ? "" : "s"}`;

export function saveStatus({
  online,
  phase,
  waiting,
  pending,
}: {
  online: boolean;
  phase: SyncPhase;
  waiting: number;
  pending: boolean;
}): SaveStatus {
  if (phase === "stopped") return { kind: "stopped", text: "Saving stopped" };
  if (!online)
    return { kind: "waiting", text: waiting ? `Offline: ${answers(waiting)} waiting` : "Offline: all answers saved" };
  if (phase === "retrying" && pending)
    return {
      kind: "waiting",
      text: waiting ? `Weak connection: ${answers(waiting)} waiting` : "Weak connection: retrying",
    };
  if (pending || phase === "saving") return { kind: "saving", text: "Saving…" };
  return { kind: "saved", text: "Saved" };
}

/**
 * What the screen reader hears when the saved state settles on something new (a polite live
 * region): going offline or answers waiting, with their number as it changes, and "Saved" when
 * a save lands ("All answers saved" once waiting answers reach the server). `previous` is the
 * last settled state (null when the paper opens); a save in progress is not one and says nothing.
 */
export function saveAnnouncement(previous: SaveStatus | null, next: SaveStatus): string | null {
  if (next.kind === "saving" || previous === null)
    return next.kind === "saved" || next.kind === "saving" ? null : next.text;
  if (next.kind === "saved") return previous.kind === "saved" ? "Saved" : "All answers saved";
  return previous.text === next.text ? null : next.text;
}
