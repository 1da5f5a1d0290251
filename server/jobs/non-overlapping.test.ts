import { describe, expect, it } from "vitest";
import { nonOverlapping } from "./non-overlapping";

function deferred() {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("nonOverlapping", () => {
  it("skips a run asked for while one is in flight, and runs again once it is done", async () => {
    let started = 0;
    let current = deferred();
    const sweep = nonOverlapping(() => {
      started++;
      return current.promise;
    });
    const first = sweep();
    expect(await sweep()).toBe(false);
    expect(await sweep()).toBe(false);
    expect(started).toBe(1);
    current.resolve();
    expect(await first).toBe(true);
    current = deferred();
    const second = sweep();
    expect(started).toBe(2);
    current.resolve();
    expect(await second).toBe(true);
  });

  it("is free again after a run that failed", async () => {
    const failing = deferred();
    let calls = 0;
    const sweep = nonOverlapping(() => (++calls === 1 ? failing.promise : Promise.resolve()));
    const first = sweep();
    failing.reject(new Error("database down"));
    await expect(first).rejects.toThrow("database down");
    expect(await sweep()).toBe(true);
    expect(calls).toBe(2);
  });
});
