import "server-only";
import { Redis } from "ioredis";
import { env } from "./env";
import { AppError } from "./errors";
import { log } from "./log";

// Fixed-window counters: Redis when REDIS_URL is set (shared by every instance), else a
// map in this process. A limited call answers 429 with Retry-After. Most limits count
// every call (enforceRateLimits); sign-in counts only failures, checked before the attempt
// (assertUnderLimits) and counted after a wrong password (countAgainstLimits).

export type { Hit };
export type Limit = { name: string; max: number; windowSeconds: number };
type Hit = { count: number; resetInMs: number };

export interface CounterStore {
  hit(key: string, windowMs: number): Promise<Hit>;
  /** The current window's count without adding to it; null when there is none. */
  peek(key: string): Promise<Hit | null>;
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

  async peek(key: string): Promise<Hit | null> {
    const now = Date.now();
    const current = this.windows.get(key);
    return current && current.resetAt > now ? { count: current.count, resetInMs: current.resetAt - now } : null;
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

  async peek(key: string): Promise<Hit | null> {
    const results = await this.redis.multi().get(key).pttl(key).exec();
    if (!results) throw new Error("redis transaction aborted");
    const count = Number(results[0]?.[1] ?? 0);
    const ttl = Number(results[1]?.[1]);
    return count > 0 && ttl > 0 ? { count, resetInMs: ttl } : null;
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

type Check = { limit: Limit; subject: string | null | undefined };

const keyOf = (limit: Limit, subject: string) => `rl:${limit.name}:${subject.toLowerCase()}`;

/** Runs `read` for each check that has a subject; a store outage skips the check. */
async function readCounters(checks: Check[], read: (key: string, limit: Limit) => Promise<Hit | null>) {
  const hits: { limit: Limit; hit: Hit }[] = [];
  for (const { limit, subject } of checks) {
    if (!subject) continue;
    try {
      const hit = await read(keyOf(limit, subject), limit);
      if (hit) hits.push({ limit, hit });
    } catch (err) {
      // A Redis outage must not lock everyone out: fail open, but say so.
      log.warn("rate limit store unavailable", { err, limit: limit.name });
    }
  }
  return hits;
}

function throwIfOver(hits: { limit: Limit; hit: Hit }[], isOver: (count: number, max: number) => boolean): void {
  const retryAfterMs = Math.max(0, ...hits.filter(({ limit, hit }) => isOver(hit.count, limit.max)).map(({ hit }) => hit.resetInMs));
  if (retryAfterMs > 0) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    throw new AppError("rate_limited", `Too many attempts. Please wait ${seconds} seconds and try again.`, {
      headers: { "retry-after": String(seconds) },
    });
  }
}

/** Counts one call against each (limit, subject) pair and throws 429 when any is over. */
export async function enforceRateLimits(checks: Check[]): Promise<void> {
  const hits = await readCounters(checks, (key, limit) => store().hit(key, limit.windowSeconds * 1000));
  throwIfOver(hits, (count, max) => count > max);
}

/** Throws 429 when any pair has already used its budget; counts nothing. */
export async function assertUnderLimits(checks: Check[]): Promise<void> {
  const hits = await readCounters(checks, (key) => store().peek(key));
  throwIfOver(hits, (count, max) => count >= max);
}

/** Counts one event (such as a failed sign-in) against each pair. */
export async function countAgainstLimits(checks: Check[]): Promise<void> {
  await readCounters(checks, (key, limit) => store().hit(key, limit.windowSeconds * 1000));
}

/**
 * Failed sign-ins, counted so that a stranger cannot lock a student out: the tight budget
 * is per account and client address, the per-account one is far higher and slower.
 */
export function signInFailureChecks(email: string, ip: string | null | undefined): Check[] {
  return [
    { limit: limits.signinFailuresIp, subject: ip },
    { limit: limits.signinFailuresAccountIp, subject: `${email}|${ip ?? "unknown"}` },
    { limit: limits.signinFailuresAccount, subject: email },
  ];
}

export const limits = {
  signinFailuresIp: { name: "signin-fail-ip", max: 30, windowSeconds: 600 },
  signinFailuresAccountIp: { name: "signin-fail-account-ip", max: 10, windowSeconds: 600 },
  signinFailuresAccount: { name: "signin-fail-account", max: 100, windowSeconds: 3600 },
  signupIp: { name: "signup-ip", max: 10, windowSeconds: 3600 },
  signupAccount: { name: "signup-account", max: 5, windowSeconds: 3600 },
  resendIp: { name: "resend-ip", max: 10, windowSeconds: 3600 },
  resendAccount: { name: "resend-account", max: 3, windowSeconds: 3600 },
  forgotIp: { name: "forgot-ip", max: 10, windowSeconds: 3600 },
  forgotAccount: { name: "forgot-account", max: 5, windowSeconds: 3600 },
  resetIp: { name: "reset-ip", max: 20, windowSeconds: 3600 },
  // Change-password and account deletion both confirm the current password: one budget for the two.
  currentPasswordUser: { name: "current-password-user", max: 10, windowSeconds: 900 },
  uploadUser: { name: "upload-user", max: 20, windowSeconds: 3600 },
  // Question diagrams are small and come many at a time, while a bank is being written.
  bankImageUser: { name: "bank-image-user", max: 120, windowSeconds: 3600 },
  // Reusing a pending payment makes repeated checkouts cheap; this bounds the rest.
  paymentInitStudent: { name: "payment-init-student", max: 20, windowSeconds: 600 },
  // Enough for a class sharing one phone, not for a flood.
  subjectRequestIp: { name: "subject-request-ip", max: 10, windowSeconds: 3600 },
  subjectRequestUser: { name: "subject-request-user", max: 5, windowSeconds: 3600 },
} satisfies Record<string, Limit>;
