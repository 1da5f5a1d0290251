import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_TOAST_DURATION_MS, TOAST_EVENT, makeToast, toast, type Toast } from "./toast";

describe("makeToast", () => {
  it("defaults to type info and a 5000 ms duration", () => {
    const t = makeToast("Saved");
    expect(t.message).toBe("Saved");
    expect(t.type).toBe("info");
    expect(t.duration).toBe(5000);
  });

  it("keeps the given type and duration", () => {
    expect(makeToast("Oops", "error")).toMatchObject({ message: "Oops", type: "error", duration: 5000 });
    expect(makeToast("Done", "success", 1500)).toMatchObject({ type: "success", duration: 1500 });
    expect(makeToast("Careful", "warning", 0).duration).toBe(0);
  });

  it("gives every toast a unique id, even within the same millisecond", () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date("2025-01-01T00:00:00Z"));
      const ids = Array.from({ length: 50 }, () => makeToast("x").id);
      expect(new Set(ids).size).toBe(50);
    } finally {
      vi.useRealTimers();
    }
  });

  it("ids are non-empty strings", () => {
    const { id } = makeToast("x");
    expect(typeof id).toBe("string");
    expect(id.length).toBeGreaterThan(0);
  });
});

describe("toast", () => {
  const hadWindow = Object.prototype.hasOwnProperty.call(globalThis, "window");
  const originalWindow: unknown = (globalThis as { window?: unknown }).window;
  let target: EventTarget;

  beforeEach(() => {
    target = new EventTarget();
    Object.defineProperty(globalThis, "window", { value: target, configurable: true, writable: true });
  });

  afterEach(() => {
    if (hadWindow)
      Object.defineProperty(globalThis, "window", { value: originalWindow, configurable: true, writable: true });
    else delete (globalThis as { window?: unknown }).window;
  });

  it("dispatches a CustomEvent named TOAST_EVENT on window with the toast as detail", () => {
    const received: Event[] = [];
    target.addEventListener(TOAST_EVENT, (e) => received.push(e));

    const t = toast("Payment received", "success", 2000);

    expect(received).toHaveLength(1);
    const event = received[0];
    expect(event).toBeInstanceOf(CustomEvent);
    expect(event?.type).toBe(TOAST_EVENT);
    expect((event as CustomEvent<Toast>).detail).toEqual(t);
    expect(t).toMatchObject({ message: "Payment received", type: "success", duration: 2000 });
  });

  it("uses the defaults in the dispatched toast", () => {
    let detail: Toast | undefined;
    target.addEventListener(TOAST_EVENT, (e) => {
      detail = (e as CustomEvent<Toast>).detail;
    });
    toast("Hello");
    expect(detail).toMatchObject({ message: "Hello", type: "info", duration: DEFAULT_TOAST_DURATION_MS });
  });

  it("dispatches one event per call with distinct ids", () => {
    const ids: string[] = [];
    target.addEventListener(TOAST_EVENT, (e) => ids.push((e as CustomEvent<Toast>).detail.id));
    toast("a");
    toast("b");
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("does not dispatch events of other names", () => {
    const other = vi.fn();
    target.addEventListener("toast", other);
    toast("a");
    expect(other).not.toHaveBeenCalled();
  });
});

describe("toast without a window", () => {
  it("returns the toast and does not throw", () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe("undefined");
    const t = toast("Server side", "warning");
    expect(t).toMatchObject({ message: "Server side", type: "warning", duration: 5000 });
  });
});
