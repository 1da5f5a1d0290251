// Rate limits of the account endpoints (429 with Retry-After), and the two counter stores.
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { POST as resendHandler } from "@/app/api/auth/resend-verification/route";
import { POST as forgotHandler } from "@/app/api/students/forgot-password/route";
import { MemoryStore, RedisStore, type CounterStore } from "@/server/rate-limit";
import { call, newStudent, openDb, randomIp, signInResponse, uniqueEmail, type ApiResponse } from "../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

function expectLimited(res: ApiResponse) {
  expect(res.status).toBe(429);
  expect(res.body.error).toBe("rate_limited");
  expect(res.body.message).toMatch(/too many attempts/i);
  const retryAfter = res.headers.get("retry-after");
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  return Number(retryAfter);
}

describe("API rate limits", () => {
  it("allows 30 sign-ins per IP, then answers 429 with Retry-After", async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i++) {
      const res = await signInResponse(uniqueEmail("guess"), `Wrong-Password-${i}`, "student", ip);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const limited = await signInResponse(uniqueEmail("guess"), "Wrong-Password-x", "student", ip);
    expect(expectLimited(limited)).toBeLessThanOrEqual(600);
    expect(limited.body.message).toContain(`${limited.headers.get("retry-after")} seconds`);
    // The tutor login shares the per-IP budget; another address is not limited.
    expect((await signInResponse(uniqueEmail("guess"), "Wrong-Password-y", "tutor", ip)).status).toBe(429);
    expect((await signInResponse(uniqueEmail("guess"), "Wrong-Password-z", "student")).status).toBe(401);
  });

  it("allows 10 wrong passwords per account from one IP; the owner still signs in from another", async () => {
    const owner = await newStudent("target");
    const attacker = randomIp();
    for (let i = 0; i < 10; i++) {
      expect((await signInResponse(owner.email, `Wrong-Password-${i}`, "student", attacker)).status).toBe(401);
    }
    expectLimited(await signInResponse(owner.email.toUpperCase(), "Wrong-Password-x", "student", attacker));
    expectLimited(await signInResponse(owner.email, owner.password, "student", attacker));
    expect((await signInResponse(owner.email, owner.password, "student", randomIp())).status).toBe(200);
    expect((await signInResponse(uniqueEmail("bystander"), "Wrong-Password-x", "student", attacker)).status).toBe(401);
  });

  it("counts only failures: right passwords never use up the budget", async () => {
    const owner = await newStudent("regular");
    const ip = randomIp();
    for (let i = 0; i < 12; i++) expect((await signInResponse(owner.email, owner.password, "student", ip)).status).toBe(200);
  });

  it("allows 100 wrong passwords per account from all addresses in an hour, then answers 429 everywhere", { timeout: 120_000 }, async () => {
    const owner = await newStudent("besieged");
    const attempts = Array.from({ length: 100 }, (_, i) => i);
    for (const i of attempts) {
      const res = await signInResponse(owner.email, `Wrong-Password-${i}`, "student", randomIp());
      expect(res.status, `attempt ${i + 1}`).toBe(401);
      if (i === 50) expect((await signInResponse(owner.email, owner.password, "student", randomIp())).status).toBe(200);
    }
    expect(expectLimited(await signInResponse(owner.email, owner.password, "student", randomIp()))).toBeLessThanOrEqual(3600);
  });

  it("allows 5 reset requests per e-mail, then answers 429 and sends nothing more", async () => {
    const email = uniqueEmail("forgot");
    for (let i = 0; i < 5; i++) {
      expect((await call(forgotHandler, { path: "/api/students/forgot-password", body: { email } })).status).toBe(200);
    }
    expectLimited(await call(forgotHandler, { path: "/api/students/forgot-password", body: { email } }));
  });

  it("allows 3 verification resends per e-mail, then answers 429", async () => {
    const email = uniqueEmail("resend");
    for (let i = 0; i < 3; i++) {
      expect((await call(resendHandler, { path: "/api/auth/resend-verification", body: { email } })).status).toBe(200);
    }
    expectLimited(await call(resendHandler, { path: "/api/auth/resend-verification", body: { email } }));
    expect(await db.mailOutbox.count({ where: { to: email } })).toBe(0);
  });
});

// ── Counter stores ──────────────────────────────────────────────────────────────────

const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";

async function connectRedis(): Promise<Redis | null> {
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on("error", () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return null;
  }
}

const redis = await connectRedis();
const prefix = `rl-test:${randomUUID()}`;
afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

const stores: { name: string; available: boolean; make: () => CounterStore }[] = [
  { name: "MemoryStore", available: true, make: () => new MemoryStore() },
  { name: "RedisStore", available: redis !== null, make: () => new RedisStore(redis!) },
];

describe.each(stores)("$name", ({ name, available, make }) => {
  const key = (label: string) => `${prefix}:${name}:${label}`;

  it.skipIf(!available)("counts hits within a window, per key", async () => {
    const store = make();
    const a = key("count-a");
    const first = await store.hit(a, 60_000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(59_000);
    expect(first.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await store.hit(a, 60_000)).count).toBe(2);
    const third = await store.hit(a, 60_000);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeLessThanOrEqual(first.resetInMs);
    expect(third.resetInMs).toBeGreaterThan(0);
    expect((await store.hit(key("count-b"), 60_000)).count).toBe(1);
  });

  it.skipIf(!available)("does not extend the window on later hits", async () => {
    const store = make();
    const k = key("fixed");
    await store.hit(k, 60_000);
    await new Promise((r) => setTimeout(r, 30));
    const later = await store.hit(k, 60_000);
    expect(later.resetInMs).toBeLessThan(60_000 - 20);
  });

  it.skipIf(!available)("starts again after the window", async () => {
    const store = make();
    const k = key("expiry");
    expect((await store.hit(k, 1000)).count).toBe(1);
    expect((await store.hit(k, 1000)).count).toBe(2);
    await new Promise((r) => setTimeout(r, 1050));
    const fresh = await store.hit(k, 1000);
    expect(fresh.count).toBe(1);
    expect(fresh.resetInMs).toBeGreaterThan(900);
    if (redis && name === "RedisStore") {
      const ttl = await redis.pttl(k);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(1000);
    }
  });

  it.skipIf(!available)("counts concurrent hits exactly", async () => {
    const store = make();
    const k = key("concurrent");
    const hits = await Promise.all(Array.from({ length: 20 }, () => store.hit(k, 60_000)));
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe("Redis store across instances", () => {
  it.skipIf(!redis)("two stores on one Redis share their counters", async () => {
    const other = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    try {
      const a = new RedisStore(redis!);
      const b = new RedisStore(other);
      const k = `${prefix}:shared`;
      expect((await a.hit(k, 60_000)).count).toBe(1);
      expect((await b.hit(k, 60_000)).count).toBe(2);
      expect((await a.hit(k, 60_000)).count).toBe(3);
    } finally {
      other.disconnect();
    }
  });
});
