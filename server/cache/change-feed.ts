import "server-only";
import { db } from "../db";
import { env } from "../env";
import { listenChannel, type ChangeFeed } from "../db-notifications";
import { log } from "../log";

// How every process's caches hear of a change made anywhere: PostgreSQL notifications on one
// channel, listened to on one connection per process. Triggers on the cached tables send them at
// commit, whoever wrote (migration cache_change_notify); `announce` sends the few that are not
// a table's rows (answers put together from many tables). A payload is "<topic>" or
// "<topic>:<key>". When the connection drops, every handler forgets everything (a change may
// have been missed), and again when it is back.

export const CACHE_CHANGED_CHANNEL = "cache_changed";

/**
 * What changed: papers (templates), bank (a subject's platform questions and topics), quiz, course
 * (its title, price or status), stimulus, version (a question version), sitting (its deadline or
 * keys), answers (public answers whose keys start with the key).
 */
export type ChangeTopic = "papers" | "bank" | "quiz" | "course" | "stimulus" | "version" | "sitting" | "answers";

/** Called with the key that changed, or null: everything of the topic may have changed. */
export type ChangeHandler = (key: string | null) => void;

type Feed = { handlers: Map<ChangeTopic, ChangeHandler[]>; live: boolean; connecting: boolean; started: boolean };
const globalForFeed = globalThis as unknown as { examprepChangeFeed?: Feed };
const feed = (globalForFeed.examprepChangeFeed ??= {
  handlers: new Map(),
  live: false,
  connecting: false,
  started: false,
});

const RETRY_MS = 1_000;

/** Runs `handler` for every change of `topic`, in this process and (through PostgreSQL) every other. */
export function onChange(topic: ChangeTopic, handler: ChangeHandler): void {
  const list = feed.handlers.get(topic) ?? [];
  list.push(handler);
  feed.handlers.set(topic, list);
  startListening();
}

/** Whether this process hears changes now; while it does not, caches are emptied on each loss and return. */
export const hearsChanges = (): boolean => feed.live;

/** Tells every process (this one at once) that `topic` changed, for changes no trigger sees. */
export async function announce(topic: ChangeTopic, key?: string): Promise<void> {
  deliver(topic, key ?? null);
  const payload = key === undefined ? topic : `${topic}:${key}`;
  await db.$executeRaw`SELECT pg_notify(${CACHE_CHANGED_CHANNEL}, ${payload})`;
}

/** The payload of a notification, as delivered. */
export function parseChange(payload: string): { topic: ChangeTopic; key: string | null } {
  const at = payload.indexOf(":");
  return at < 0
    ? { topic: payload as ChangeTopic, key: null }
    : { topic: payload.slice(0, at) as ChangeTopic, key: payload.slice(at + 1) || null };
}

function deliver(topic: ChangeTopic, key: string | null) {
  for (const handler of feed.handlers.get(topic) ?? []) {
    try {
      handler(key);
    } catch (err) {
      log.error("a cache could not take a change", { err, topic });
    }
  }
}

function forgetEverything() {
  for (const topic of feed.handlers.keys()) deliver(topic, null);
}

/** The connection the feed listens on: the direct one when a transaction-mode pooler fronts DATABASE_URL. */
function changeFeed(): ChangeFeed | null {
  const url = env.DATABASE_DIRECT_URL ?? env.DATABASE_URL;
  return url ? listenChannel(url, CACHE_CHANGED_CHANNEL) : null;
}

function startListening() {
  if (feed.live || feed.connecting) return;
  const source = changeFeed();
  if (!source) return;
  feed.connecting = true;
  source
    .listen(
      (payload) => {
        const { topic, key } = parseChange(payload);
        deliver(topic, key);
      },
      () => {
        feed.live = false;
        forgetEverything();
        log.warn("cache change feed lost; listening again", {});
        setTimeout(startListening, RETRY_MS).unref();
      },
    )
    .then(
      () => {
        // Whatever changed while nobody listened was missed.
        forgetEverything();
        feed.live = true;
      },
      (err) => {
        if (!feed.started) log.warn("cache change feed not listening yet; retrying", { err });
        setTimeout(startListening, RETRY_MS).unref();
      },
    )
    .finally(() => {
      feed.connecting = false;
      feed.started = true;
    });
}
