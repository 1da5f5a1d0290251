import "server-only";
import { Redis } from "ioredis";

// The counters behind server/rate-limit.ts: fixed windows, in this process or in Redis.
// Every operation is one atomic step in the store, so concurrent calls each see their own count.

export type Hit = { count: number; resetInMs: number };

export interface CounterStore {
  /** "memory" stands alone; "redis" is the shared dependency /api/health reports on. */
  readonly kind: "memory" | "redis";
  /** Adds one to the key's window (opening one of `windowMs` when there is none) and returns the new count. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** Takes one back from the key's current window; never below zero, nothing when the window has ended. */
  release(key: string): Promise<void>;
  /** Resolves when the store answers; rejects when it does not. */
  ping(): Promise<void>;
}

export class MemoryStore implements CounterStore {
  readonly kind = "memory";
  private windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number): Promise<Hit> {
    const now = Date.now();
    if (this.windows.size > 50_000) this.sweep(now);
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return { count: 1, resetInMs: windowMs };
    }
    current.count += 1;
    return { count: current.count, resetInMs: current.resetAt - now };
  }

  async release(key: string): Promise<void> {
    const current = this.windows.get(key);
    if (current && current.resetAt > Date.now() && current.count > 0) current.count -= 1;
  }

  async ping(): Promise<void> {}

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

// A plain DECR on a key whose window has just expired would leave a -1 with no expiry.
const RELEASE_SCRIPT = `
local count = tonumber(redis.call("GET", KEYS[1]) or "0")
if count > 0 then return redis.call("DECR", KEYS[1]) end
return 0`;

export class RedisStore implements CounterStore {
  readonly kind = "redis";
  constructor(private redis: Redis) {}

  async hit(key: string, windowMs: number): Promise<Hit> {
    await this.connecting();
    const results = await this.redis.multi().incr(key).pexpire(key, windowMs, "NX").pttl(key).exec();
    if (!results) throw new Error("redis transaction aborted");
    const failed = results.find(([err]) => err);
    if (failed) throw failed[0];
    const count = Number(results[0]?.[1]);
    const ttl = Number(results[2]?.[1]);
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async release(key: string): Promise<void> {
    await this.connecting();
    await this.redis.eval(RELEASE_SCRIPT, 1, key);
  }

  async ping(): Promise<void> {
    await this.connecting();
    await this.redis.ping();
  }

  /**
   * Waits for a connection being made (a fresh process's first request, a reconnect), at most
   * the connect timeout, instead of failing at once; disconnected, the command then fails fast.
   */
  private connecting(): Promise<void> {
    if (this.redis.status !== "connecting" && this.redis.status !== "connect") return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        for (const event of ["ready", "error", "close"]) this.redis.off(event, done);
        resolve();
      };
      const timer = setTimeout(done, REDIS_TIMEOUTS.connectMs);
      for (const event of ["ready", "error", "close"]) this.redis.once(event, done);
    });
  }
}

/** How long a limit may wait on Redis before the request goes on without it. */
export const REDIS_TIMEOUTS = { connectMs: 1000, commandMs: 1000 } as const;

/**
 * A Redis client that fails fast while Redis is away: no offline queue (a command while
 * disconnected fails at once), no resend of a command a lost connection swallowed (it may
 * have counted), a bounded connect and command time; it keeps reconnecting in the background.
 */
export function createRedisClient(
  url: string,
  onError: (err: unknown) => void = () => undefined,
  options: { waitWhileConnecting?: boolean } = {},
): Redis {
  const redis = new Redis(url, {
    connectTimeout: REDIS_TIMEOUTS.connectMs,
    commandTimeout: REDIS_TIMEOUTS.commandMs,
    // Callers that can wait (an upload's lock, not a sign-in's limit) queue their commands until it connects.
    enableOfflineQueue: options.waitWhileConnecting ?? false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // One report per outage, not one per reconnect attempt.
  let reported = false;
  redis.on("error", (err) => {
    if (!reported) onError(err);
    reported = true;
  });
  redis.on("ready", () => {
    reported = false;
  });
  return redis;
}
