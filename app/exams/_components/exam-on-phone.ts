import { storedKeysStartingWith } from "@/lib/client/offline/storage";
import { storedKey } from "@/lib/client/offline/stored-keys";
import { packDeadline, parseKeptPacks, keptPacksText } from "../[paperId]/_components/pack-storage";
import { keptSitting, type KeptSitting } from "../sittings/[id]/_components/sitting-storage";

// While an exam is open, practice and the keys it shows wait (docs/exam-engine.md, "Practice
// waits for an open exam"). The server says so with exam_in_progress; without a connection the
// phone decides from what it holds: an exam-mode sitting kept here and not yet over, or a paper
// downloaded for offline in exam mode, started and not finished.

/** Every sitting kept on this phone (its `{id}` entries, not their `{id}:progress`). */
function keptSittings(): KeptSitting[] {
  const prefix = storedKey("sitting");
  return storedKeysStartingWith(prefix)
    .map((key) => key.slice(prefix.length))
    .filter((id) => !id.includes(":"))
    .flatMap((id) => keptSitting(id) ?? []);
}

/** Whether this phone holds an exam that is still open (by its own clock). */
export function examOpenOnPhone(now = Date.now()): boolean {
  const sitting = keptSittings().some(
    ({ sitting, deadline }) =>
      sitting.mode === "exam" && !sitting.submitted_at && (deadline === null || deadline > now),
  );
  if (sitting) return true;
  return parseKeptPacks(keptPacksText()).some((kept) => {
    if (kept.pack.mode !== "exam" || kept.started_at === null || kept.finished_at !== null) return false;
    const deadline = packDeadline(kept.started_at, kept.pack);
    return deadline === null || deadline > now;
  });
}
