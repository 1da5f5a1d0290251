// Everything the browser keeps of one signed-in student, and how to forget it. A phone is
// often shared: what one student leaves here (the remembered user, progress and quiz answers
// queued offline, copies of pages naming them) must not reach the next person, nor be sent
// to the server under the next person's session.
import { LESSONS_CACHE } from "./media/offline-lessons";
import { QUEUE_KEY, cacheKey } from "./progress-keys";
import { REVIEW_DECK_PREFIX, REVIEW_QUEUE_PREFIX } from "./study/review-keys";

/** The service worker's copies of pages (public/sw.js keeps the same name). */
export const PAGES_CACHE = "examprep-pages";
/** The diagrams of papers downloaded to sit offline (public/sw.js and pack-storage.ts keep the same name). */
const PACK_MEDIA_CACHE = "examprep-pack-media";

const USER_KEY = "user";
// localStorage entries of one student: the remembered user (lib/client/session.ts), the queued
// and cached lesson progress (lib/progress-sync.ts), a started quiz and its unsaved answers
// (app/quiz/[quizId]/take), an exam sitting's questions, answers and place
// (app/exams/sittings/[id], "exam-sitting:"), the review deck's cards and its queue of ratings
// (app/review), papers downloaded to sit offline ("offline-pack:",
// app/exams/[paperId]/_components/pack-storage.ts). Preferences (theme) are the phone's, and stay. Lessons downloaded for offline
// study (Cache Storage, lib/media/offline-lessons.ts) are the student's: paid courses' lessons.
const PRIVATE_KEYS = new Set([USER_KEY, "userType", "token", QUEUE_KEY]);
const PRIVATE_PREFIXES = [
  cacheKey(""),
  "quiz-answers:",
  "quiz-start:",
  "exam-sitting:",
  "offline-pack:",
  REVIEW_DECK_PREFIX,
  REVIEW_QUEUE_PREFIX,
];

export const isPrivateKey = (key: string) =>
  PRIVATE_KEYS.has(key) || PRIVATE_PREFIXES.some((prefix) => key.startsWith(prefix));

/** Removes the student's localStorage entries at once. */
export function forgetStoredData(storage: Storage = localStorage) {
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key !== null,
    );
    for (const key of keys) if (isPrivateKey(key)) storage.removeItem(key);
  } catch {
    // storage unavailable (private mode): nothing was kept
  }
}

/** Forgets everything of the student: the stored entries now, the service worker's page copies when the promise settles. */
export async function forgetPrivateData(): Promise<void> {
  forgetStoredData();
  try {
    sessionStorage.clear();
  } catch {
    // unavailable
  }
  if (typeof caches === "undefined") return;
  try {
    await Promise.all([caches.delete(PAGES_CACHE), caches.delete(LESSONS_CACHE), caches.delete(PACK_MEDIA_CACHE)]);
  } catch {
    // Cache Storage unavailable (an insecure origin): the worker never cached anything
  }
}

/**
 * After the server refused the session: forget now, and again as the page is left (the
 * session-expired flow leaves it a second later), for what the screen kept meanwhile (an
 * answer given while the refusal was on its way).
 */
export function forgetRefusedSession(): Promise<void> {
  window.addEventListener("pagehide", () => forgetStoredData(), { once: true });
  return forgetPrivateData();
}

/** At sign-in: another student's leftovers go before this one's are remembered; the same student's queue is kept. */
export async function forgetOtherStudent(userId: string | undefined): Promise<void> {
  let previous: string | undefined;
  try {
    previous = (JSON.parse(localStorage.getItem(USER_KEY) ?? "null") as { id?: string } | null)?.id;
  } catch {
    previous = undefined;
  }
  if (previous === undefined || previous !== userId) await forgetPrivateData();
}
