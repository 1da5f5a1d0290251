// The in-process counter store, and the Redis client's fail-fast options (against a port with
// nothing listening). The Redis store itself is tested on a real Redis in
// tests/integration/rate-limit.test.ts.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRedisClient, MemoryStore, REDIS_TIMEOUTS, RedisStore } from "./rate-limit-store";

afterEach(() => {
  vi.useRealTimers();
});

describe("MemoryStore", () => {
  it("counts hits per key within a window", async () => {
    const store = new MemoryStore();
    expect(await store.hit("a", 1000)).toEqual({ count: 1, resetInMs: 1000 });
    expect((await store.hit("a", 1000)).count).toBe(2);
    expect((await store.hit("b", 1000)).count).toBe(1);
  });

  it("gives each of a burst of concurrent hits its own count", async () => {
    const store = new MemoryStore();
    const hits = await Promise.all(Array.from({ length: 30 }, () => store.hit("burst", 1000)));
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it("keeps the window's end on later hits and opens a new window once it has passed", async () => {
    vi.useFakeTimers({ now: 0 });
    const store = new MemoryStore();
    await store.hit("k", 1000);
    vi.setSystemTime(400);
    expect(await store.hit("k", 1000)).toEqual({ count: 2, resetInMs: 600 });
    vi.setSystemTime(999);
    expect(await store.hit("k", 1000)).toEqual({ count: 3, resetInMs: 1 });
    vi.setSystemTime(1000);
    expect(await store.hit("k", 1000)).toEqual({ count: 1, resetInMs: 1000 });
  });

  it("release takes one back from the current window", async () => {
    const store = new MemoryStore();
    await store.hit("r", 1000);
    await store.hit("r", 1000);
    await store.release("r");
    expect((await store.hit("r", 1000)).count).toBe(2);
  });

  it("release never goes below zero, and does nothing to an unknown key", async () => {
    const store = new MemoryStore();
    await store.release("never-hit");
    expect((await store.hit("never-hit", 1000)).count).toBe(1);
    await store.release("never-hit");
    await store.release("never-hit");
    await store.release("never-hit");
    expect((await store.hit("never-hit", 1000)).count).toBe(1);
  });

  it("release after the window ended does not take from the next one", async () => {
    vi.useFakeTimers({ now: 0 });
    const store = new MemoryStore();
    await store.hit("late", 1000);
    vi.setSystemTime(1000);
    await store.release("late");
    expect((await store.hit("late", 1000)).count).toBe(1);
    expect((await store.hit("late", 1000)).count).toBe(2);
  });

  it("always answers a ping", async () => {
    await expect(new MemoryStore().ping()).resolves.toBeUndefined();
    expect(new MemoryStore().kind).toBe("memory");
  });
});

describe("createRedisClient", () => {
  it("bounds connecting and every command, and queues nothing while disconnected", () => {
    const redis = createRedisClient("redis://127.0.0.1:1");
    try {
      expect(redis.options).toMatchObject({
        connectTimeout: REDIS_TIMEOUTS.connectMs,
        commandTimeout: REDIS_TIMEOUTS.commandMs,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
      });
      expect(REDIS_TIMEOUTS.connectMs).toBeLessThanOrEqual(2000);
      expect(REDIS_TIMEOUTS.commandMs).toBeLessThanOrEqual(1000);
    } finally {
      redis.disconnect();
    }
  });

  it("fails every operation at once when nothing listens, and reports the outage once", async () => {
    const errors: unknown[] = [];
    const redis = createRedisClient("redis://127.0.0.1:1", (err) => errors.push(err));
    const store = new RedisStore(redis);
    try {
      const started = Date.now();
      await expect(store.hit("k", 1000)).rejects.toThrow();
      await expect(store.release("k")).rejects.toThrow();
      await expect(store.ping()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(REDIS_TIMEOUTS.commandMs);
      await vi.waitFor(() => expect(errors.length).toBe(1), { timeout: 2000 });
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(errors.length).toBe(1);
      expect(store.kind).toBe("redis");
    } finally {
      redis.disconnect();
    }
  });
});
