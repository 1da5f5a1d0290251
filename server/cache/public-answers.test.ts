import { describe, expect, it, vi } from "vitest";
import { cachedPublicAnswer, invalidateCached } from "./public-answers";

describe("cachedPublicAnswer", () => {
  it("produces once within the time to live and serialises the answer", async () => {
    const produce = vi.fn(async () => ({ courses: [1, 2] }));
    const first = await cachedPublicAnswer("t1:a", 5000, produce);
    const second = await cachedPublicAnswer("t1:a", 5000, produce);
    expect(produce).toHaveBeenCalledTimes(1);
    expect(second.body).toBe(first.body);
    expect(JSON.parse(second.body)).toEqual({ courses: [1, 2] });
    expect(second.remainingMs).toBeGreaterThan(0);
    expect(second.remainingMs).toBeLessThanOrEqual(5000);
  });

  it("produces again once the time to live has passed", async () => {
    const produce = vi.fn(async () => "answer");
    await cachedPublicAnswer("t2:a", 1, produce);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await cachedPublicAnswer("t2:a", 1, produce);
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it("forgets only the answers under the given prefixes", async () => {
    const produce = vi.fn(async () => "answer");
    for (const key of ["t3:courses:x", "t3:courses:y", "t3:course:1"]) await cachedPublicAnswer(key, 5000, produce);
    invalidateCached("t3:courses:");
    for (const key of ["t3:courses:x", "t3:courses:y", "t3:course:1"]) await cachedPublicAnswer(key, 5000, produce);
    expect(produce).toHaveBeenCalledTimes(5);
  });

  it("when full, drops the least recently used answer and keeps the rest", async () => {
    const produce = vi.fn(async () => "answer");
    await cachedPublicAnswer("t4:oldest", 60_000, produce);
    for (let i = 0; i < 2000; i++) await cachedPublicAnswer(`t4:${i}`, 60_000, produce);
    produce.mockClear();
    await cachedPublicAnswer("t4:1999", 60_000, produce);
    await cachedPublicAnswer("t4:1", 60_000, produce);
    expect(produce).not.toHaveBeenCalled();
    await cachedPublicAnswer("t4:oldest", 60_000, produce);
    expect(produce).toHaveBeenCalledTimes(1);
  });
});
