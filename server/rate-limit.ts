import "server-only";
import { env } from "./env";
import { AppError } from "./errors";
import { log } from "./log";
import { createRedisClient, MemoryStore, RedisStore, type CounterStore, type Hit } from "./rate-limit-store";

// Fixed-window counters (./rate-limit-store.ts): Redis when REDIS_URL is set (shared by every
// instance), else a map in this process. A call is counted first, by the store's atomic
// increment, and judged on the count that increment returned, so a burst cannot slip in
// between a read and a write. A limited call answers 429 with Retry-After. Most limits count
// every call (enforceRateLimits); sign-in reserves a failure slot before the password is
// checked and gives it back unless the password was wrong (reserveSlots).
// When the store cannot be reached, a `failClosed` limit refuses the call (503 with
// Retry-After) and any other lets it through, logged: the table says which and why.

export { MemoryStore, RedisStore, type CounterStore, type Hit };
export type Limit = {
  name: string;
  max: number;
  windowSeconds: number;
  /** A store outage refuses the call (503) rather than letting it through uncounted. */
  failClosed?: boolean;
};

const globalForLimits = globalThis as unknown as { examprepLimitStore?: CounterStore };

function store(): CounterStore {
  globalForLimits.examprepLimitStore ??= env.REDIS_URL
    ? new RedisStore(createRedisClient(env.REDIS_URL, (err) => log.warn("redis unavailable", { err })))
    : new MemoryStore();
  return globalForLimits.examprepLimitStore;
}

/** Puts `next` in place of this process's store (tests); the returned function puts the old one back. */
export function useCounterStore(next: CounterStore): () => void {
  const previous = globalForLimits.examprepLimitStore;
  globalForLimits.examprepLimitStore = next;
  return () => {
    globalForLimits.examprepLimitStore = previous;
  };
}

/** What /api/health says of the counters: "not_configured" when they live in this process. */
export async function counterStoreHealth(): Promise<"ok" | "down" | "not_configured"> {
  const current = store();
  if (current.kind === "memory") return "not_configured";
  try {
    await current.ping();
    return "ok";
  } catch {
    return "down";
  }
}

type Check = { limit: Limit; subject: string | null | undefined };
type Counted = { key: string; limit: Limit; hit: Hit };

const keyOf = (limit: Limit, subject: string) => `${env.REDIS_KEY_PREFIX}rl:${limit.name}:${subject.toLowerCase()}`;

/** Long enough for Redis to come back or an operator to notice; the client reconnects meanwhile. */
export const OUTAGE_RETRY_SECONDS = 30;

async function giveBack(counted: Counted[]): Promise<void> {
  const release = async ({ key, limit }: Counted) => {
    try {
      await store().release(key);
    } catch (err) {
      log.warn("rate limit release failed", { err, limit: limit.name });
    }
  };
  await Promise.all(counted.map(release));
}

/** Counts one call against each pair that has a subject. A store failure on a fail-closed limit gives the others back and refuses. */
async function countAll(checks: Check[]): Promise<Counted[]> {
  const pairs = checks.flatMap(({ limit, subject }) => (subject ? [{ limit, key: keyOf(limit, subject) }] : []));
  const results = await Promise.allSettled(
    pairs.map(async ({ limit, key }) => ({ limit, key, hit: await store().hit(key, limit.windowSeconds * 1000) })),
  );
  const counted: Counted[] = [];
  let refuse = false;
  results.forEach((result, i) => {
    if (result.status === "fulfilled") return void counted.push(result.value);
    const limit = pairs[i]!.limit;
    log.warn("rate limit store unavailable", {
      err: result.reason,
      limit: limit.name,
      failClosed: limit.failClosed === true,
    });
    refuse ||= limit.failClosed === true;
  });
  if (refuse) {
    await giveBack(counted);
    throw new AppError(
      "service_unavailable",
      `This is briefly unavailable. Please try again in ${OUTAGE_RETRY_SECONDS} seconds.`,
      {
        headers: { "retry-after": String(OUTAGE_RETRY_SECONDS) },
      },
    );
  }
  return counted;
}

function throwIfOver(counted: Counted[]): void {
  const over = counted.filter(({ limit, hit }) => hit.count > limit.max);
  if (over.length === 0) return;
  const seconds = Math.max(1, Math.ceil(Math.max(...over.map(({ hit }) => hit.resetInMs)) / 1000));
  throw new AppError("rate_limited", `Too many attempts. Please wait ${seconds} seconds and try again.`, {
    headers: { "retry-after": String(seconds) },
  });
}

/** Counts one call against each (limit, subject) pair and throws 429 when any is over. */
export async function enforceRateLimits(checks: Check[]): Promise<void> {
  throwIfOver(await countAll(checks));
}

export type Reservation = { giveBack(): Promise<void> };

/**
 * Takes one slot in each pair before an attempt is judged and throws 429 when any pair was
 * already full; a refused call keeps no slot, so refusals never use up another pair's budget.
 * `giveBack` returns the slots of an attempt that should not count (once; later calls do nothing).
 */
export async function reserveSlots(checks: Check[]): Promise<Reservation> {
  const counted = await countAll(checks);
  try {
    throwIfOver(counted);
  } catch (err) {
    await giveBack(counted);
    throw err;
  }
  let returned = false;
  return {
    giveBack: async () => {
      if (returned) return;
      returned = true;
      await giveBack(counted);
    },
  };
}

/**
 * Failed sign-ins, counted so that a stranger cannot lock a student out: the tight budget
 * is per account and client address, the per-account one is far higher and slower. Each
 * attempt holds a slot in all three while its password is checked (reserveSlots); only a
 * wrong password keeps it, and a refused attempt holds none, so a stranger's refused
 * guesses from one address never eat into the account's budget elsewhere.
 */
export function signInFailureChecks(email: string, ip: string | null | undefined): Check[] {
  return [
    { limit: limits.signinFailuresIp, subject: ip },
    { limit: limits.signinFailuresAccountIp, subject: `${email}|${ip ?? "unknown"}` },
    { limit: limits.signinFailuresAccount, subject: email },
  ];
}

// failClosed: a Redis outage must not open password guessing (sign-in, reset, the current
// password), account creation, mail floods (sign-up, resend, forgot) or calls to the payment
// provider, nor anonymous writes (subject requests): those answer 503 until Redis is back.
// The rest stay open: they bound a signed-in user's own work, and an outage must not stop a
// tutor's upload or a candidate's sitting.
export const limits = {
  signinFailuresIp: { name: "signin-fail-ip", max: 30, windowSeconds: 600, failClosed: true },
  signinFailuresAccountIp: { name: "signin-fail-account-ip", max: 10, windowSeconds: 600, failClosed: true },
  signinFailuresAccount: { name: "signin-fail-account", max: 100, windowSeconds: 3600, failClosed: true },
  signupIp: { name: "signup-ip", max: 10, windowSeconds: 3600, failClosed: true },
  signupAccount: { name: "signup-account", max: 5, windowSeconds: 3600, failClosed: true },
  resendIp: { name: "resend-ip", max: 10, windowSeconds: 3600, failClosed: true },
  resendAccount: { name: "resend-account", max: 3, windowSeconds: 3600, failClosed: true },
  forgotIp: { name: "forgot-ip", max: 10, windowSeconds: 3600, failClosed: true },
  forgotAccount: { name: "forgot-account", max: 5, windowSeconds: 3600, failClosed: true },
  resetIp: { name: "reset-ip", max: 20, windowSeconds: 3600, failClosed: true },
  // Change-password and account deletion both confirm the current password: one budget for the two.
  currentPasswordUser: { name: "current-password-user", max: 10, windowSeconds: 900, failClosed: true },
  uploadUser: { name: "upload-user", max: 20, windowSeconds: 3600 },
  // Question diagrams are small and come many at a time, while a bank is being written.
  bankImageUser: { name: "bank-image-user", max: 120, windowSeconds: 3600 },
  // Reusing a pending payment makes repeated checkouts cheap; this bounds the rest.
  paymentInitStudent: { name: "payment-init-student", max: 20, windowSeconds: 600, failClosed: true },
  // Enough for a class sharing one phone, not for a flood.
  subjectRequestIp: { name: "subject-request-ip", max: 10, windowSeconds: 3600, failClosed: true },
  subjectRequestUser: { name: "subject-request-user", max: 5, windowSeconds: 3600, failClosed: true },
  // Sitting starts and drills each draw from the bank, checks reveal keys: far above what a
  // candidate does (a reload resumes; every answer of a 180-question paper checked twice).
  sittingStartStudent: { name: "sitting-start-student", max: 30, windowSeconds: 600 },
  drillStartStudent: { name: "drill-start-student", max: 30, windowSeconds: 600 },
  // Joining a class by its code: a student's guesses, and a school's shared address (a whole class
  // behind one NAT joins in a minute, so the address's budget is far higher than a student's).
  classJoinStudent: { name: "class-join-student", max: 20, windowSeconds: 600 },
  classJoinIp: { name: "class-join-ip", max: 600, windowSeconds: 600 },
  sittingCheckStudent: { name: "sitting-check-student", max: 400, windowSeconds: 900 },
  // The review screen rates and checks at most 20 cards a day and syncs its queue every 20 s
  // while anything waits: far below these, which only stop a flood (ratings and syncs share one).
  reviewRateStudent: { name: "review-rate-student", max: 120, windowSeconds: 600 },
  reviewCheckStudent: { name: "review-check-student", max: 120, windowSeconds: 600 },
} satisfies Record<string, Limit>;
