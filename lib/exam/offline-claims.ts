import { optionKeys } from "./draw";

// What a phone claims about a paper it sat offline (docs/exam-engine.md, "Offline papers"), and
// which claims cannot be true. Times are the server's (the phone converts its clock with the
// offset it measured when it downloaded the pack), in milliseconds.

/**
 * A pack must be started within this many days of its download. Until then its questions are
 * held back from the student's other draws (server/exam/pool.ts); a pack left longer is a stale
 * draw that would hold them back for good, so it expires: the phone offers a fresh download
 * and the server refuses a start after it.
 */
export const PACK_START_DAYS = 14;
const PACK_START_MS = PACK_START_DAYS * 24 * 60 * 60 * 1000;

/** The last moment (server time, ms) a pack downloaded at `downloadedAt` may be started. */
export const packStartBy = (downloadedAt: number): number => downloadedAt + PACK_START_MS;

/** Packs downloaded before this moment (server time, ms) and not started by `now` have expired. */
export const packsExpiredBefore = (now: number): number => now - PACK_START_MS;

/** What the server knows of a pack it handed out. */
export type PackFacts = {
  downloadedAt: number;
  /** The paper's time in seconds; null for untimed practice. */
  durationSeconds: number | null;
  graceSeconds: number;
  options: number;
  subjects: readonly string[];
  questionIds: ReadonlySet<string>;
};

/** The phone's account of the sitting. */
export type OfflineClaim = {
  startedAt: number;
  finishedAt: number;
  answers: Record<string, { answer: string; answeredAt: number }>;
  flags: readonly string[];
  opened: readonly string[];
  timeSpent: Readonly<Record<string, number>>;
};

/**
 * The first impossible claim as a field and a sentence for the student, or null when every
 * claim could be true: a start before the download or after the pack expired, an end before the start or after `uploadedAt`,
 * longer than the paper and its grace, an answer outside the start and the end, or anything about
 * a question or subject the pack does not hold.
 */
export function impossibleClaim(
  pack: PackFacts,
  claim: OfflineClaim,
  uploadedAt: number,
): { field: string; message: string } | null {
  if (claim.startedAt < pack.downloadedAt)
    return { field: "started_at", message: "The paper cannot have started before it was downloaded" };
  if (claim.startedAt > packStartBy(pack.downloadedAt))
    return {
      field: "started_at",
      message: `A downloaded paper must be started within ${PACK_START_DAYS} days: download it again`,
    };
  if (claim.finishedAt < claim.startedAt)
    return { field: "finished_at", message: "The paper cannot have ended before it started" };
  if (claim.finishedAt > uploadedAt)
    return { field: "finished_at", message: "The paper cannot have ended after it was sent" };
  if (pack.durationSeconds !== null) {
    const allowed = (pack.durationSeconds + pack.graceSeconds) * 1000;
    if (claim.finishedAt - claim.startedAt > allowed)
      return { field: "finished_at", message: "The paper took longer than its time allows" };
  }
  const keys = optionKeys(pack.options);
  for (const [questionId, { answer, answeredAt }] of Object.entries(claim.answers)) {
    const field = `answers.${questionId}`;
    if (!pack.questionIds.has(questionId)) return { field, message: "This question is not in the paper" };
    if (!keys.includes(answer)) return { field, message: `Answer with a letter from ${keys[0]} to ${keys.at(-1)}` };
    if (answeredAt < claim.startedAt) return { field, message: "An answer cannot come before the paper started" };
    if (answeredAt > claim.finishedAt) return { field, message: "An answer cannot come after the paper ended" };
  }
  if (claim.flags.some((id) => !pack.questionIds.has(id)))
    return { field: "flags", message: "A flagged question is not in the paper" };
  if (claim.opened.some((id) => !pack.questionIds.has(id)))
    return { field: "opened", message: "An opened question is not in the paper" };
  const sat = (claim.finishedAt - claim.startedAt) / 1000;
  for (const [subject, seconds] of Object.entries(claim.timeSpent)) {
    if (!pack.subjects.includes(subject)) return { field: "time_spent", message: `${subject} is not in the paper` };
    if (seconds > Math.ceil(sat)) return { field: "time_spent", message: "More time on a subject than on the paper" };
  }
  return null;
}
