// Rate limits of the account endpoints (429 with Retry-After), bursts judged one by one on
// both counter stores, the fail-closed limits while Redis is unreachable, and the two stores.
import { randomBytes, randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as resendHandler } from "@/app/api/auth/resend-verification/route";
import { GET as healthHandler } from "@/app/api/health/route";
import { POST as initializePaymentHandler } from "@/app/api/payments/initialize/route";
import { POST as forgotHandler } from "@/app/api/students/forgot-password/route";
import { POST as resetHandler } from "@/app/api/students/reset-password/route";
import {
  limits,
  MemoryStore,
  OUTAGE_RETRY_SECONDS,
  RedisStore,
  useCounterStore,
  type CounterStore,
} from "@/server/rate-limit";
import { createRedisClient, REDIS_TIMEOUTS } from "@/server/rate-limit-store";
import {
  call,
  newStudent,
  openDb,
  randomIp,
  newTutor,
  signInResponse,
  signUp,
  studentFields,
  uniqueEmail,
  type ApiResponse,
} from "../support/api";

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
    for (let i = 0; i < 12; i++)
      expect((await signInResponse(owner.email, owner.password, "student", ip)).status).toBe(200);
  });

  it(
    "allows 100 wrong passwords per account from all addresses in an hour, then answers 429 everywhere",
    { timeout: 120_000 },
    async () => {
      const owner = await newStudent("besieged");
      const attempts = Array.from({ length: 100 }, (_, i) => i);
      for (const i of attempts) {
        const res = await signInResponse(owner.email, `Wrong-Password-${i}`, "student", randomIp());
        expect(res.status, `attempt ${i + 1}`).toBe(401);
        if (i === 50)
          expect((await signInResponse(owner.email, owner.password, "student", randomIp())).status).toBe(200);
      }
      expect(
        expectLimited(await signInResponse(owner.email, owner.password, "student", randomIp())),
      ).toBeLessThanOrEqual(3600);
    },
  );

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
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
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

  it.skipIf(!available)("release takes one back, never below zero, and keeps the window's end", async () => {
    const store = make();
    const k = key("release");
    await store.hit(k, 60_000);
    await store.hit(k, 60_000);
    await store.release(k);
    const again = await store.hit(k, 60_000);
    expect(again.count).toBe(2);
    expect(again.resetInMs).toBeLessThanOrEqual(60_000);
    for (let i = 0; i < 4; i++) await store.release(k);
    expect((await store.hit(k, 60_000)).count).toBe(1);
    await store.release(key("release-unknown"));
    expect((await store.hit(key("release-unknown"), 60_000)).count).toBe(1);
    if (redis && name === "RedisStore") expect(await redis.pttl(k)).toBeGreaterThan(0);
  });

  it.skipIf(!available)("release after the window ended leaves no counter behind", async () => {
    const store = make();
    const k = key("release-late");
    await store.hit(k, 200);
    await new Promise((r) => setTimeout(r, 250));
    await store.release(k);
    if (redis && name === "RedisStore") expect(await redis.exists(k)).toBe(0);
    const fresh = await store.hit(k, 60_000);
    expect(fresh.count).toBe(1);
    expect(fresh.resetInMs).toBeGreaterThan(59_000);
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

// ── Bursts: a slot is reserved before the password is checked ──────────────────────

describe.each(stores)("sign-in bursts on the $name", ({ available, make }) => {
  let restore: (() => void) | undefined;
  beforeAll(() => {
    if (available) restore = useCounterStore(make());
  });
  afterAll(() => restore?.());

  it.skipIf(!available)("30 wrong passwords sent at once: 10 are judged, 20 answer 429", async () => {
    const owner = await newStudent("burst");
    const attacker = randomIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signInResponse(owner.email, `Wrong-Password-${i}`, "student", attacker)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(limits.signinFailuresAccountIp.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - limits.signinFailuresAccountIp.max);
    for (const res of answers.filter((r) => r.status === 429)) expectLimited(res);
    expectLimited(await signInResponse(owner.email, owner.password, "student", attacker));
  });

  it.skipIf(!available)("refused bursts keep nothing: the owner still signs in from another address", async () => {
    const owner = await newStudent("besieged-burst");
    const attacker = randomIp();
    // Far more refused guesses than the per-account budget; only the 10 judged ones count against it.
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => signInResponse(owner.email, `Wrong-${round}-${i}`, "student", attacker)),
      );
      expect(answers.filter((res) => res.status === 401).length).toBeLessThanOrEqual(round === 0 ? 10 : 0);
    }
    expect(limits.signinFailuresAccount.max).toBeLessThan(150);
    expect((await signInResponse(owner.email, owner.password, "student", randomIp())).status).toBe(200);
  });

  it.skipIf(!available)("right passwords sent at once all sign in and give their slots back", async () => {
    const owner = await newStudent("rush");
    const ip = randomIp();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => signInResponse(owner.email, owner.password, "student", ip)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
    for (let i = 0; i < 10; i++)
      expect((await signInResponse(owner.email, `Wrong-Password-${i}`, "student", ip)).status).toBe(401);
    expectLimited(await signInResponse(owner.email, "Wrong-Password-x", "student", ip));
  });
});

// ── Redis unreachable: the fail-closed limits refuse, fast ──────────────────────────

/**
 * A refusal for an outage: 503 with Retry-After and the contract's body, as soon as the Redis
 * client's bound runs out (a refused connection at once, a hung one after the command timeout).
 */
async function expectRefusedFast(request: () => Promise<ApiResponse>): Promise<void> {
  const started = performance.now();
  const res = await request();
  expect(performance.now() - started).toBeLessThan(Math.max(REDIS_TIMEOUTS.connectMs, REDIS_TIMEOUTS.commandMs) + 500);
  expect(res.status, res.text).toBe(503);
  expect(res.body).toEqual({
    error: "service_unavailable",
    message: `This is briefly unavailable. Please try again in ${OUTAGE_RETRY_SECONDS} seconds.`,
  });
  expect(res.headers.get("retry-after")).toBe(String(OUTAGE_RETRY_SECONDS));
}

describe("with REDIS_URL set but nothing listening", () => {
  let restore: () => void;
  let dead: Redis;
  let student: Awaited<ReturnType<typeof newStudent>>;
  let courseId: string;
  beforeAll(async () => {
    student = await newStudent("outage");
    const tutor = await newTutor();
    const course = await db.course.create({
      data: {
        ownerId: tutor.id,
        status: "published",
        instructor: "Emeka Obi",
        title: `Outage ${randomBytes(4).toString("hex")}`,
        level: "Beginner",
        category: "Physics",
        price: 1500,
      },
    });
    courseId = course.id;
    dead = createRedisClient("redis://127.0.0.1:1");
    restore = useCounterStore(new RedisStore(dead));
  });
  afterAll(() => {
    restore();
    dead.disconnect();
  });

  it("sign-in answers 503 with Retry-After, for a right password too, and opens no session", async () => {
    const sessionsBefore = await db.session.count({ where: { userId: student.id } });
    await expectRefusedFast(() => signInResponse(student.email, "Wrong-Password-1", "student"));
    await expectRefusedFast(() => signInResponse(student.email, student.password, "student"));
    await expectRefusedFast(() => signInResponse(student.email, student.password, "tutor"));
    expect(await db.session.count({ where: { userId: student.id } })).toBe(sessionsBefore);
  });

  it("sign-up answers 503 and creates no account", async () => {
    const fields = studentFields();
    await expectRefusedFast(() => signUp(fields));
    expect(await db.user.count({ where: { email: String(fields.email) } })).toBe(0);
  });

  it("forgot-password, reset-password and resend-verification answer 503 and send nothing", async () => {
    await expectRefusedFast(() =>
      call(forgotHandler, { path: "/api/students/forgot-password", body: { email: student.email } }),
    );
    await expectRefusedFast(() =>
      call(resendHandler, { path: "/api/auth/resend-verification", body: { email: student.email } }),
    );
    await expectRefusedFast(() =>
      call(resetHandler, {
        path: "/api/students/reset-password",
        body: { token: "x".repeat(40), password: "New-Password-42" },
      }),
    );
    expect(await db.mailOutbox.count({ where: { to: student.email } })).toBe(0);
  });

  it("payment initialize answers 503 and records no payment", async () => {
    await expectRefusedFast(() =>
      call(initializePaymentHandler, { token: student.token, body: { course_id: courseId } }),
    );
    expect(await db.payment.count({ where: { courseId } })).toBe(0);
  });

  it("health answers 200 degraded, naming Redis as down", async () => {
    const started = performance.now();
    const res = await call(healthHandler, { path: "/api/health" });
    expect(performance.now() - started).toBeLessThan(REDIS_TIMEOUTS.connectMs);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "degraded", database: "ok", checks: { database: "ok", redis: "down" } });
  });
});

describe("a fresh Redis client", () => {
  it.skipIf(!redis)("counts the first call while it is still connecting, instead of refusing it", async () => {
    const client = createRedisClient(redisUrl);
    try {
      expect(client.status).not.toBe("ready");
      const hit = await new RedisStore(client).hit(`${prefix}:fresh`, 60_000);
      expect(hit.count).toBe(1);
    } finally {
      client.disconnect();
    }
  });
});

const ready = (client: Redis) =>
  client.status === "ready" ? Promise.resolve() : new Promise<void>((resolve) => client.once("ready", () => resolve()));

describe("with Redis answering", () => {
  it.skipIf(!redis)("health reports it ok", async () => {
    const client = createRedisClient(redisUrl);
    await ready(client);
    const restore = useCounterStore(new RedisStore(client));
    try {
      const res = await call(healthHandler, { path: "/api/health" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: "ok", database: "ok", checks: { database: "ok", redis: "ok" } });
    } finally {
      restore();
      client.disconnect();
    }
  });

  it.skipIf(!redis)("a Redis that stops answering writes refuses sign-in within the command timeout", async () => {
    const owner = await newStudent("paused");
    const client = createRedisClient(redisUrl);
    await ready(client);
    const restore = useCounterStore(new RedisStore(client));
    try {
      // Writes wait on the server for the pause; the client gives up after its command timeout.
      await redis!.call("CLIENT", "PAUSE", String(REDIS_TIMEOUTS.commandMs * 3), "WRITE");
      await expectRefusedFast(() => signInResponse(owner.email, owner.password, "student"));
    } finally {
      await redis!.call("CLIENT", "UNPAUSE");
      restore();
      client.disconnect();
    }
  });
});
