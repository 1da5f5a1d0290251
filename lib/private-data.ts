// Everything the browser keeps of one signed-in student, and how to forget it. A phone is
// often shared: what one student leaves here (the remembered user, progress and quiz answers
// queued offline, copies of pages naming them) must not reach the next person, nor be sent
// to the server under the next person's session.
import { forgetRegistered, readStored } from "./client/offline/storage";
import { isRegisteredKey, storedKey } from "./client/offline/stored-keys";
import { LESSONS_CACHE } from "./media/offline-lessons";

/** The service worker's copies of pages (public/sw.js keeps the same name). */
export const PAGES_CACHE = "examprep-pages";
/** The diagrams of papers downloaded to sit offline (public/sw.js and pack-storage.ts keep the same name). */
const PACK_MEDIA_CACHE = "examprep-pack-media";

// localStorage entries of one student are the ones registered in lib/client/offline/stored-keys.ts
// (the remembered user, lesson progress and its queue, which sitting is a started quiz's, the
// sittings of papers and quizzes with their progress, the review deck and its ratings, papers
// downloaded to sit offline); the kit writes no other key.
// Preferences (theme) are the phone's, and stay. Lessons downloaded for offline study (Cache
// Storage, lib/media/offline-lessons.ts) are the student's: paid courses' lessons.
export const isPrivateKey = isRegisteredKey;

/** Removes the student's localStorage entries at once. */
export const forgetStoredData = (storage?: Storage) => forgetRegistered(storage);

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
 * Forgets the service worker's copy of one page (a paper once submitted: offline, its copy
 * would open the paper again as if it were still open). Nothing happens without Cache Storage.
 */
export async function forgetKeptPage(path: string): Promise<void> {
  if (typeof caches === "undefined") return;
  try {
    await (await caches.open(PAGES_CACHE)).delete(path, { ignoreVary: true });
  } catch {
    // Cache Storage unavailable: the worker never cached anything
  }
}

/**
 * After the server refused the session: forget now, and again as the page is left (the
 * session-expired flow leaves it a second later), for what the screen kept meanwhile (an
 * answer given while the refusal was on its way). A page being left fires `pagehide`, then its
 * hidden `visibilitychange`, on which screens keep their state (the sitting keeps its time):
 * that is forgotten too, after every listener registered before.
 */
export function forgetRefusedSession(): Promise<void> {
  window.addEventListener(
    "pagehide",
    () => {
      forgetStoredData();
      document.addEventListener("visibilitychange", () => forgetStoredData(), { once: true });
    },
    { once: true },
  );
  return forgetPrivateData();
}

/** At sign-in: another student's leftovers go before this one's are remembered; the same student's queue is kept. */
export async function forgetOtherStudent(userId: string | undefined): Promise<void> {
  const previous = readStored<{ id?: string } | null>(storedKey("user"), null)?.id;
  if (previous === undefined || previous !== userId) await forgetPrivateData();
}
