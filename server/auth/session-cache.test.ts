import { describe, expect, it } from "vitest";
import type { ChangeFeed } from "../db-notifications";
import { createSessionCache } from "./session-cache";

type Session = { userId: string; name: string };

/** A feed the test drives: it connects when told to, sends changes and drops the connection. */
function fakeFeed() {
  let onChange: ((userId: string) => void) | undefined;
  let onLost: (() => void) | undefined;
  let pending: { resolve: () => void; reject: (err: Error) => void } | undefined;
  const feed: ChangeFeed = {
    listen(change, lost) {
      onChange = change;
      onLost = lost;
      return new Promise((resolve, reject) => (pending = { resolve, reject }));
    },
  };
  return {
    feed,
    get asked() {
      return pending !== undefined;
    },
    async connect() {
      pending?.resolve();
      pending = undefined;
      await new Promise((r) => setImmediate(r));
    },
    async refuse() {
      pending?.reject(new Error("refused"));
      pending = undefined;
      await new Promise((r) => setImmediate(r));
    },
    change: (userId: string) => onChange?.(userId),
    lose: () => onLost?.(),
  };
}

async function listeningCache(options: { retryMs?: number; max?: number; ttlMs?: number } = {}) {
  const f = fakeFeed();
  const cache = createSessionCache<Session>(f.feed, { retryMs: 1, ...options });
  expect(cache.get("s1")).toBeUndefined();
  await f.connect();
  expect(cache.listening).toBe(true);
  return { f, cache };
}

const ada = (name = "Ada"): Session => ({ userId: "u1", name });

describe("session cache", () => {
  it("keeps nothing and asks the feed to connect until it listens", async () => {
    const f = fakeFeed();
    const cache = createSessionCache<Session>(f.feed);
    cache.remember("s1", ada(), cache.readStarted());
    expect(cache.get("s1")).toBeUndefined();
    expect(f.asked).toBe(true);
    expect(cache.size).toBe(0);
  });

  it("gives back a session read while listening", async () => {
    const { cache } = await listeningCache();
    cache.remember("s1", ada(), cache.readStarted());
    expect(cache.get("s1")).toEqual(ada());
    expect(cache.get("s2")).toBeUndefined();
  });

  it("forgets every session of a user when a change for that user arrives, and only theirs", async () => {
    const { f, cache } = await listeningCache();
    cache.remember("s1", ada(), cache.readStarted());
    cache.remember("s2", ada(), cache.readStarted());
    cache.remember("s3", { userId: "u2", name: "Bola" }, cache.readStarted());
    f.change("u1");
    expect(cache.get("s1")).toBeUndefined();
    expect(cache.get("s2")).toBeUndefined();
    expect(cache.get("s3")).toEqual({ userId: "u2", name: "Bola" });
  });

  it("does not keep a read that a change overtook", async () => {
    const { f, cache } = await listeningCache();
    const started = cache.readStarted();
    f.change("u1");
    cache.remember("s1", ada("stale"), started);
    expect(cache.get("s1")).toBeUndefined();
    // Any change counts, whoever it is for: the read cannot tell.
    const again = cache.readStarted();
    f.change("someone-else");
    cache.remember("s1", ada("stale"), again);
    expect(cache.get("s1")).toBeUndefined();
  });

  it("does not keep a read that a local forget overtook", async () => {
    const { cache } = await listeningCache();
    const started = cache.readStarted();
    cache.forgetSession("s1");
    cache.remember("s1", ada(), started);
    expect(cache.get("s1")).toBeUndefined();
    const next = cache.readStarted();
    cache.forgetUser("u1");
    cache.remember("s1", ada(), next);
    expect(cache.get("s1")).toBeUndefined();
  });

  it("forgets one session on its own", async () => {
    const { cache } = await listeningCache();
    cache.remember("s1", ada(), cache.readStarted());
    cache.remember("s2", ada(), cache.readStarted());
    cache.forgetSession("s1");
    expect(cache.get("s1")).toBeUndefined();
    expect(cache.get("s2")).toEqual(ada());
  });

  it("drops everything when the connection is lost, serves nothing until it is back, then starts empty", async () => {
    const { f, cache } = await listeningCache({ retryMs: 1 });
    cache.remember("s1", ada(), cache.readStarted());
    f.lose();
    expect(cache.listening).toBe(false);
    expect(cache.size).toBe(0);
    const started = cache.readStarted();
    cache.remember("s1", ada(), started);
    expect(cache.get("s1")).toBeUndefined();
    await new Promise((r) => setTimeout(r, 10));
    expect(f.asked).toBe(true);
    await f.connect();
    expect(cache.listening).toBe(true);
    expect(cache.get("s1")).toBeUndefined();
    cache.remember("s1", ada(), cache.readStarted());
    expect(cache.get("s1")).toEqual(ada());
  });

  it("tries again when the first connection is refused", async () => {
    const f = fakeFeed();
    const cache = createSessionCache<Session>(f.feed, { retryMs: 1 });
    cache.get("s1");
    await f.refuse();
    expect(cache.listening).toBe(false);
    await new Promise((r) => setTimeout(r, 10));
    expect(f.asked).toBe(true);
    await f.connect();
    expect(cache.listening).toBe(true);
  });

  it("a read that started before the connection came back is not kept", async () => {
    const { f, cache } = await listeningCache({ retryMs: 1 });
    f.lose();
    const started = cache.readStarted();
    await new Promise((r) => setTimeout(r, 10));
    await f.connect();
    cache.remember("s1", ada(), started);
    expect(cache.get("s1")).toBeUndefined();
  });

  it("holds at most `max` sessions, the least recently used going first, and still forgets by user", async () => {
    const { f, cache } = await listeningCache({ max: 2 });
    cache.remember("s1", ada(), cache.readStarted());
    cache.remember("s2", { userId: "u2", name: "Bola" }, cache.readStarted());
    cache.get("s1");
    cache.remember("s3", { userId: "u3", name: "Chidi" }, cache.readStarted());
    expect(cache.get("s2")).toBeUndefined();
    expect(cache.size).toBe(2);
    f.change("u1");
    expect(cache.get("s1")).toBeUndefined();
    expect(cache.get("s3")).toEqual({ userId: "u3", name: "Chidi" });
  });

  it("lets a session go after the time it is kept", async () => {
    const { cache } = await listeningCache({ ttlMs: 20 });
    cache.remember("s1", ada(), cache.readStarted());
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.get("s1")).toBeUndefined();
  });

  it("opens one connection at a time, however often it is asked", async () => {
    let opened = 0;
    const cache = createSessionCache<Session>({ listen: async () => void opened++ }, { retryMs: 1 });
    cache.get("s1");
    cache.get("s1");
    await new Promise((r) => setTimeout(r, 10));
    expect(cache.listening).toBe(true);
    cache.get("s1");
    await new Promise((r) => setTimeout(r, 10));
    expect(opened).toBe(1);
  });
});
