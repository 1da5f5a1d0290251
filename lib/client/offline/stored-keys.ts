// Every localStorage entry the app writes for a signed-in person, registered once with the module
// that owns it. The kit's storage (storage.ts) writes only registered keys, and sign-out, a refused
// session and another student's sign-in forget every one of them (lib/private-data.ts): a phone
// is often shared. Preferences that belong to the phone (the theme) are not here, and stay.
// An entry ending in ":" is a prefix, followed by an id; any other is the exact key.

export const STORED_KEYS = {
  // lib/client/session.ts: the remembered user (never the token), and a token an older client
  // kept here (only ever removed).
  user: "user",
  userType: "userType",
  legacyToken: "token",
  // app/course-content/_components/progress-sync.ts: lesson reports waiting for the server; a course's ticks and positions.
  progressQueue: "progress-queue",
  progressCache: "progress:",
  // app/quiz/[quizId]/take/_components/quiz-sitting.ts: which sitting is a quiz's open attempt
  // (per quiz; the sitting itself is kept as a paper's, below). An older quiz screen kept the
  // attempt's waiting answers and its place (per attempt): only ever removed.
  quizStart: "quiz-start:",
  legacyQuizAnswers: "quiz-answers:",
  legacyQuizPosition: "quiz-position:",
  // app/exams/sittings/[id]/_components/sitting-storage.ts: a sitting's paper (`{id}`) and its
  // progress with the answers waiting (`{id}:progress`).
  sitting: "exam-sitting:",
  // app/review/_components/review-storage.ts: the day's deck and the ratings waiting, per account.
  reviewDeck: "review-deck:",
  reviewQueue: "review-queue:",
  // app/exams/[paperId]/_components/pack-storage.ts: a paper downloaded to sit offline, per paper.
  offlinePack: "offline-pack:",
} as const;

export type StoredName = keyof typeof STORED_KEYS;

const isPrefix = (entry: string) => entry.endsWith(":");

/** The key of a registered entry: the exact key, or the prefix followed by `id`. */
export function storedKey(name: StoredName, id = ""): string {
  const entry = STORED_KEYS[name];
  return isPrefix(entry) ? entry + id : entry;
}

/** Whether `key` belongs to a registered entry. */
export const isRegisteredKey = (key: string): boolean =>
  Object.values(STORED_KEYS).some((entry) => (isPrefix(entry) ? key.startsWith(entry) : key === entry));
