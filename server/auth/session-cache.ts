import { LRUCache } from "lru-cache";
import type { ChangeFeed } from "../db-notifications";

// The sessions this process resolved recently, so a student's next request skips the
// database: a round trip costs a request more than the rest of its own work. A write in any
// process to a session, or to the user fields a session carries, reaches every process at
// commit through PostgreSQL (the trigger of migration session_change_notify, NOTIFY
// session_changed with the user's id), and each forgets that user's sessions. Entries are
// kept only while this process is listening: when the connection drops, everything goes and
// requests read the database until it is back.

export const SESSION_CHANGED_CHANNEL = "session_changed";
export const SESSIONS_KEPT = 50_000;
export const SESSION_KEPT_MS = 5 * 60_000;

export type CachedSession = { userId: string };

export function createSessionCache<S extends CachedSession>(
  feed: ChangeFeed,
  options: { max?: number; ttlMs?: number; retryMs?: number } = {},
) {
  const sessionsOfUser = new Map<string, Set<string>>();
  const sessions = new LRUCache<string, S>({
    max: options.max ?? SESSIONS_KEPT,
    ttl: options.ttlMs ?? SESSION_KEPT_MS,
    dispose: (session, sessionId) => {
      const ids = sessionsOfUser.get(session.userId);
      ids?.delete(sessionId);
      if (ids?.size === 0) sessionsOfUser.delete(session.userId);
    },
  });
  let listening = false;
  let connecting: Promise<void> | null = null;
  // Bumped by every change and every loss: a read that started before one must not be kept.
  let generation = 0;

  const forgetUser = (userId: string) => {
    generation++;
    for (const id of [...(sessionsOfUser.get(userId) ?? [])]) sessions.delete(id);
  };
  const forgetAll = () => {
    generation++;
    sessions.clear();
  };

  function connect() {
    if (listening) return;
    connecting ??= feed
      .listen(forgetUser, () => {
        listening = false;
        forgetAll();
        setTimeout(connect, options.retryMs ?? 1_000).unref();
      })
      .then(
        () => {
          // Changes made while nobody listened were missed: start from nothing.
          forgetAll();
          listening = true;
        },
        () => {
          setTimeout(connect, options.retryMs ?? 1_000).unref();
        },
      )
      .finally(() => {
        connecting = null;
      });
  }

  return {
    /** The session as read before, if this process still holds it. */
    get(sessionId: string): S | undefined {
      if (!listening) {
        connect();
        return undefined;
      }
      return sessions.get(sessionId);
    },
    /** The moment a read starts: pass it to `remember` with what the read found. */
    readStarted: () => generation,
    /** Keeps a session read from the database, unless a change arrived since `readStarted`. */
    remember(sessionId: string, session: S, startedAt: number) {
      if (!listening || startedAt !== generation) return;
      sessions.set(sessionId, session);
      let ids = sessionsOfUser.get(session.userId);
      if (!ids) sessionsOfUser.set(session.userId, (ids = new Set()));
      ids.add(sessionId);
    },
    /** Forgets a user's sessions in this process now (the notification reaches the others). */
    forgetUser,
    /** Forgets one session in this process now. */
    forgetSession(sessionId: string) {
      generation++;
      sessions.delete(sessionId);
    },
    /** How many sessions are held (for tests). */
    get size() {
      return sessions.size;
    },
    get listening() {
      return listening;
    },
  };
}

export type SessionCache<S extends CachedSession> = ReturnType<typeof createSessionCache<S>>;
