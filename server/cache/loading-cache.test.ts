import { describe, expect, it } from "vitest";
import { createLoadingCache } from "./loading-cache";

/** A load whose calls are counted and each settled by hand. */
function manualLoad() {
  const calls: { key: string; resolve: (v: { v: number }) => void; reject: (e: Error) => void }[] = [];
  const load = (key: string) => new Promise<{ v: number }>((resolve, reject) => calls.push({ key, resolve, reject }));
  return { calls, load };
}

function clock() {
  let now = 1_000;
  return { perf: { now: () => now }, advance: (ms: number) => (now += ms) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("createLoadingCache", () => {
  it("shares one load between concurrent misses and keeps the value", async () => {
    const { calls, load } = manualLoad();
    const { get } = createLoadingCache(load, { ttlMs: 30_000, max: 10, perf: clock().perf });
    const first = get("q1");
    const second = get("q1");
    await settle();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve({ v: 1 });
    expect(await first).toEqual({ v: 1 });
    expect(await second).toEqual({ v: 1 });
    expect(await get("q1")).toEqual({ v: 1 });
    expect(calls).toHaveLength(1);
  });

  it("answers an expired entry at once while one reload runs, then the reloaded value", async () => {
    const { calls, load } = manualLoad();
    const time = clock();
    const { get } = createLoadingCache(load, { ttlMs: 30_000, max: 10, perf: time.perf });
    const first = get("q1");
    await settle();
    calls[0]!.resolve({ v: 1 });
    await first;

    time.advance(30_001);
    await new Promise((r) => setTimeout(r, 5)); // the cache reads its clock at most once a millisecond
    expect(await get("q1")).toEqual({ v: 1 });
    expect(await get("q1")).toEqual({ v: 1 });
    expect(calls).toHaveLength(2);
    calls[1]!.resolve({ v: 2 });
    await settle();
    expect(await get("q1")).toEqual({ v: 2 });
    expect(calls).toHaveLength(2);
  });

  it("keeps no failed load: the error reaches the caller and the next call loads again", async () => {
    const { calls, load } = manualLoad();
    const { get } = createLoadingCache(load, { ttlMs: 30_000, max: 10, perf: clock().perf });
    const failing = get("gone");
    await settle();
    calls[0]!.reject(new Error("Quiz not found"));
    await expect(failing).rejects.toThrow("Quiz not found");
    const again = get("gone");
    await settle();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve({ v: 3 });
    expect(await again).toEqual({ v: 3 });
  });

  it("loads afresh after a delete, and a load the delete overtook is dropped while its waiters load again", async () => {
    const { calls, load } = manualLoad();
    const { get, cache } = createLoadingCache(load, { ttlMs: 30_000, max: 10, perf: clock().perf });
    const waiting = get("q1");
    await settle();
    cache.delete("q1"); // the quiz changed while it was being read
    calls[0]!.resolve({ v: 1 });
    await settle();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve({ v: 2 });
    expect(await waiting).toEqual({ v: 2 });
    expect(await get("q1")).toEqual({ v: 2 });
  });
});
