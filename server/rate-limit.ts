import "server-only";
import { Redis } from "ioredis";
import { env } from "./env";
import { AppError } from "./http/app-error";
import { log } from "./log";

// Fixed-window counters: Redis when REDIS_URL is set (shared by every instance), else a
// map in this process. A limited call answers 429 with Retry-After.

export type { Hit };
export type Limit = { name: string; max: number; windowSeconds: number };
type Hit = { count: number; resetInMs: number };

export interface CounterStore {
  hit(key: string, windowMs: number): Promise<Hit>;
}

export class MemoryStore implements CounterStore {
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

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

export class RedisStore implements CounterStore {
  constructor(private redis: Redis) {}

  async hit(key: string, windowMs: number): Promise<Hit> {
    const results = await this.redis.multi().incr(key).pexpire(key, windowMs, "NX").pttl(key).exec();
    if (!results) throw new Error("redis transaction aborted");
    const count = Number(results[0]?.[1]);
    const ttl = Number(results[2]?.[1]);
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }
}

const globalForLimits = globalThis as unknown as { examprepLimitStore?: CounterStore };

function store(): CounterStore {
  if (globalForLimits.examprepLimitStore) return globalForLimits.examprepLimitStore;
  if (env.REDIS_URL) {
    const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    redis.on("error", (err) => log.warn("redis error", { err }));
    globalForLimits.examprepLimitStore = new RedisStore(redis);
  } else {
    globalForLimits.examprepLimitStore = new MemoryStore();
  }
  return globalForLimits.examprepLimitStore;
}

/** Counts one call against each (limit, subject) pair and throws 429 when any is over. */
export async function enforceRateLimits(checks: { limit: Limit; subject: string | null | undefined }[]): Promise<void> {
  let retryAfterMs = 0;
  for (const { limit, subject } of checks) {
    if (!subject) continue;
    let hit: Hit;
    try {
      hit = await store().hit(`rl:${limit.name}:${subject.toLowerCase()}`, limit.windowSeconds * 1000);
    } catch (err) {
      // A Redis outage must not lock everyone out: fail open, but say so.
      log.warn("rate limit store unavailable", { err, limit: limit.name });
      continue;
    }
    if (hit.count > limit.max) retryAfterMs = Math.max(retryAfterMs, hit.resetInMs);
  }
  if (retryAfterMs > 0) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    throw new AppError("rate_limited", `Too many attempts. Please wait ${seconds} seconds and try again.`, {
      headers: { "retry-after": String(seconds) },
    });
  }
}

export const limits = {
  signinIp: { name: "signin-ip", max: 30, windowSeconds: 600 },
  signinAccount: { name: "signin-account", max: 10, windowSeconds: 600 },
  signupIp: { name: "signup-ip", max: 10, windowSeconds: 3600 },
  signupAccount: { name: "signup-account", max: 5, windowSeconds: 3600 },
  resendIp: { name: "resend-ip", max: 10, windowSeconds: 3600 },
  resendAccount: { name: "resend-account", max: 3, windowSeconds: 3600 },
  forgotIp: { name: "forgot-ip", max: 10, windowSeconds: 3600 },
  forgotAccount: { name: "forgot-account", max: 5, windowSeconds: 3600 },
  resetIp: { name: "reset-ip", max: 20, windowSeconds: 3600 },
  uploadUser: { name: "upload-user", max: 20, windowSeconds: 3600 },
} satisfies Record<string, Limit>;
