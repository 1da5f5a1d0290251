// Every localStorage entry the app writes for a signed-in person, registered once with the module
// that owns it. The kit's storage (storage.ts) writes only registered keys, and sign-out, a refused
// session and another student's sign-in forget every one of them (lib/private-data.ts): a phone
// is often shared. Preferences that belong to the phone (the theme) are not here, and stay.

type StoredKind = { key: string; exact: true } | { prefix: string; exact: false };

const exact = (key: string, owner: string) => ({ key, exact: true as const, owner });
const prefixed = (prefix: string, owner: string) => ({ prefix, exact: false as const, owner });

export const STORED_KEYS = {
  /** The remembered user (never the token). */
  user: exact("user", "lib/client/session.ts"),
  userType: exact("userType", "lib/client/session.ts"),
  /** Left by an older client that kept the token here; only ever removed. */
  legacyToken: exact("token", "lib/client/session.ts"),
  /** Lesson progress reports waiting for the server, folded per lesson. */
  progressQueue: exact("progress-queue", "lib/progress-sync.ts"),
  /** A course's completed lessons and positions, per course id. */
  progressCache: prefixed("progress:", "lib/progress-sync.ts"),
  /** A started quiz's start answer, per quiz id. */
  quizStart: prefixed("quiz-start:", "app/quiz/[quizId]/take/_components/attempt-storage.ts"),
  /** A quiz attempt's answers not yet saved, per attempt id. */
  quizAnswers: prefixed("quiz-answers:", "app/quiz/[quizId]/take/_components/attempt-storage.ts"),
  /** A quiz attempt's question on screen and flags, per attempt id. */
  quizPosition: prefixed("quiz-position:", "app/quiz/[quizId]/take/_components/attempt-storage.ts"),
  /** An exam sitting's paper (`{id}`) and its progress with the answers waiting (`{id}:progress`). */
  sitting: prefixed("exam-sitting:", "app/exams/sittings/[id]/_components/sitting-storage.ts"),
  /** The day's review deck, per account. */
  reviewDeck: prefixed("review-deck:", "app/review/_components/review-storage.ts"),
  /** Ratings waiting for the server, per account. */
  reviewQueue: prefixed("review-queue:", "app/review/_components/review-storage.ts"),
} satisfies Record<string, StoredKind & { owner: string }>;

export type StoredName = keyof typeof STORED_KEYS;

/** The key of a registered entry: the exact key, or the prefix followed by `id`. */
export function storedKey(name: StoredName, id = ""): string {
  const entry: StoredKind = STORED_KEYS[name];
  return entry.exact ? entry.key : `${entry.prefix}${id}`;
}

/** Whether `key` belongs to a registered entry. */
export function isRegisteredKey(key: string): boolean {
  return Object.values(STORED_KEYS).some((entry: StoredKind) =>
    entry.exact ? key === entry.key : key.startsWith(entry.prefix),
  );
}
