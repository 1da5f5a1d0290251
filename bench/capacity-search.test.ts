import { describe, expect, it } from "vitest";
import { searchCapacity, type CapacitySearch } from "./capacity-search";

const search: CapacitySearch = { start: 100, resolution: 0.05, maxSteps: 12, minRate: 10 };

/** A service that keeps its latency bound up to `limit` requests per second and not beyond. */
const serviceUpTo = (limit: number) => async (rate: number) => rate <= limit;

describe("searchCapacity", () => {
  it("doubles up from the start, then narrows the gap to the resolution", async () => {
    const result = await searchCapacity(serviceUpTo(730), search);
    expect(result.capacity).toBeLessThanOrEqual(730);
    expect(result.failedAt! - result.capacity).toBeLessThanOrEqual(0.05 * result.capacity);
    expect(result.failedAt).toBeGreaterThan(730);
    expect(result.steps.slice(0, 4).map((s) => s.rate)).toEqual([100, 200, 400, 800]);
  });

  it("halves down from the start when the start already fails", async () => {
    const result = await searchCapacity(serviceUpTo(30), search);
    expect(result.capacity).toBeLessThanOrEqual(30);
    expect(result.capacity).toBeGreaterThan(25);
    expect(result.steps[0]).toEqual({ rate: 100, holds: false });
  });

  it("reports no capacity when even the lowest rate fails", async () => {
    const result = await searchCapacity(serviceUpTo(5), search);
    expect(result.capacity).toBe(0);
    expect(result.steps.every((s) => !s.holds)).toBe(true);
    expect(Math.min(...result.steps.map((s) => s.rate))).toBeGreaterThanOrEqual(10);
  });

  it("never tries more rates than allowed", async () => {
    const result = await searchCapacity(serviceUpTo(10_000_000), { ...search, maxSteps: 5 });
    expect(result.steps).toHaveLength(5);
    expect(result.capacity).toBe(1600);
    expect(result.failedAt).toBeNull();
  });

  it("keeps the highest rate that held when a noisy service fails below it", async () => {
    // Fails at 600 once (noise) although it holds at 800 otherwise.
    const holds = async (rate: number) => rate !== 600 && rate <= 1000;
    const result = await searchCapacity(holds, { ...search, start: 200 });
    expect(result.steps.filter((s) => s.holds).every((s) => s.rate <= result.capacity)).toBe(true);
  });
});
