import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { secondsLeft, useCountdown } from "./use-countdown";

describe("secondsLeft", () => {
  it("rounds to whole seconds and stops at zero", () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_400)).toBe(1);
    expect(secondsLeft(10_000, 9_600)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});

describe("useCountdown", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("counts down from the server's seconds and calls onZero once at zero", () => {
    const onZero = vi.fn();
    const { result } = renderHook(() => useCountdown(3, { running: true, onZero }));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(0);
    expect(onZero).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it("keeps to the deadline while paused, so time away still counts", () => {
    const onZero = vi.fn();
    const { result, rerender } = renderHook(({ running }) => useCountdown(10, { running, onZero }), {
      initialProps: { running: false },
    });
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current).toBe(10);
    rerender({ running: true });
    expect(result.current).toBe(6);
  });

  it("has nothing to count for a quiz without a time limit", () => {
    const onZero = vi.fn();
    const { result } = renderHook(() => useCountdown(null, { running: true, onZero }));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBeNull();
    expect(onZero).not.toHaveBeenCalled();
  });
});
