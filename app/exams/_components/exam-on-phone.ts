import { readRaw, storedKeysStartingWith } from "@/lib/client/offline/storage";
import { storedKey } from "@/lib/client/offline/stored-keys";
import { packDeadline, parseKeptPacks, keptPacksText } from "../[paperId]/_components/pack-storage";
import type { KeptSitting } from "../sittings/[id]/_components/sitting-storage";

// While an exam is open, practice and the keys it shows wait (docs/exam-engine.md, "Practice
// waits for an open exam"). The server says so with exam_in_progress; without a connection the
// phone decides from what it holds: an exam-mode sitting kept here and not yet over, or a paper
// downloaded for offline in exam mode, started and not finished.

function keptSittings(): KeptSitting[] {
  const prefix = storedKey("sitting");
  return storedKeysStartingWith(prefix)
    .filter((key) => !key.slice(prefix.length).includes(":"))
    .flatMap((key) => {
      try {
        const kept = JSON.parse(readRaw(key) ?? "null") as KeptSitting | null;
        return kept?.sitting ? [kept] : [];
      } catch {
        return [];
      }
    });
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
