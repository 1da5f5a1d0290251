// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queueRunner } from "./queue-runner";
import { serialQueue, type Refusal } from "./serial-flush";

class Refused extends Error {
  constructor(readonly status: number) {
    super(`refused ${status}`);
  }
}

/** A queue of items and a server scripted per request: "ok", "offline" or a status that refuses. */
function setup(items: string[], script: (string | number)[] = []) {
  const sent: string[] = [];
  const send = vi.fn(async (batch: string) => {
    sent.push(batch);
    const step = script.shift() ?? "ok";
    if (step === "offline") throw new TypeError("Failed to fetch");
    if (typeof step === "number") throw new Refused(step);
    return step;
  });
  const refusal = (error: unknown): Refusal =>
    error instanceof Refused ? (error.status === 409 ? "stop" : "drop") : "retry";
  const queue = serialQueue<string, string>({
    next: (force) => items[0] ?? (force ? "(time)" : null),
    send,
    settle: (batch) => {
      if (items[0] === batch) items.shift();
    },
    refusal,
    drop: (batch) => {
      if (items[0] === batch) items.shift();
    },
  });
  const runner = queueRunner(queue);
  return { runner, sent, items };
}

/** The connection goes or comes as a browser says it: navigator.onLine, then the event. */
let connected = true;
const goOffline = () => {
  connected = false;
  window.dispatchEvent(new Event("offline"));
};
const goOnline = () => {
  connected = true;
  window.dispatchEvent(new Event("online"));
};
let visibility: DocumentVisibilityState = "visible";
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event("visibilitychange"));
};
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, "random").mockReturnValue(0.5);
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => connected);
  visibility = "visible";
  goOnline();
});
afterEach(() => {
  goOnline();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("queueRunner", () => {
  it("sends what an earlier visit left as soon as it starts, then rests", async () => {
    const { runner, sent } = setup(["a", "b"]);
    const stop = runner.start();
    expect(runner.phase()).toBe("saving");
    await settle();
    expect(sent).toEqual(["a", "b"]);
    expect(runner.phase()).toBe("idle");
    stop();
  });

  it("tries nothing offline, and sends at once when the connection returns", async () => {
    const { runner, sent, items } = setup(["a"]);
    goOffline();
    const stop = runner.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual([]);
    expect(runner.phase()).toBe("retrying");
    goOnline();
    await settle();
    expect(sent).toEqual(["a"]);
    expect(items).toEqual([]);
    expect(runner.phase()).toBe("idle");
    stop();
  });

  it("retries a send that got no answer after 1, 2, 4 s, then rests once it lands", async () => {
    const { runner, sent } = setup(["a"], ["offline", "offline", "offline"]);
    const stop = runner.start();
    await settle();
    expect(sent).toHaveLength(1);
    expect(runner.phase()).toBe("retrying");
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(sent).toEqual(["a", "a", "a", "a"]);
    expect(runner.phase()).toBe("idle");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(4);
    stop();
  });

  it("sends at once when the connection returns during a pause, with a fresh start to the pauses", async () => {
    const { runner, sent } = setup(["a"], ["offline", "offline", "offline"]);
    const stop = runner.start();
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(2);
    goOffline();
    goOnline();
    await settle();
    expect(sent).toHaveLength(3);
    // The pauses start again from 1 s.
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(4);
    expect(runner.phase()).toBe("idle");
    stop();
  });

  it("sends when the page is hidden (the student left for another app) and when it is shown again", async () => {
    const { runner, sent, items } = setup([], ["offline"]);
    const stop = runner.start();
    items.push("a");
    setVisibility("hidden");
    await settle();
    expect(sent).toEqual(["a"]);
    setVisibility("visible");
    await settle();
    expect(sent).toEqual(["a", "a"]);
    expect(items).toEqual([]);
    stop();
  });

  it("waits for a pause without another change before sending a scheduled change", async () => {
    const { runner, sent, items } = setup([]);
    const stop = runner.start();
    items.push("a");
    runner.schedule(700);
    await vi.advanceTimersByTimeAsync(500);
    runner.schedule(700);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(sent).toEqual(["a"]);
    stop();
  });

  it("stops for good when the server takes nothing more", async () => {
    const { runner, sent, items } = setup(["a", "b"], [409]);
    const stop = runner.start();
    await settle();
    expect(runner.phase()).toBe("stopped");
    expect(items).toEqual(["a", "b"]);
    runner.schedule(10);
    runner.run();
    goOnline();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual(["a"]);
    expect(await runner.drain()).toBe("stopped");
    stop();
  });

  it("drains before a submit: at least one send, then everything waiting", async () => {
    const { runner, sent } = setup([]);
    expect(await runner.drain()).toBe("saved");
    expect(sent).toEqual(["(time)"]);
    const second = setup(["a", "b"]);
    expect(await second.runner.drain()).toBe("saved");
    expect(second.sent).toEqual(["a", "b"]);
  });

  it("throws a network failure from a drain that cannot reach the server", async () => {
    const { runner } = setup(["a"], ["offline"]);
    await expect(runner.drain()).rejects.toThrow(TypeError);
  });

  it("tells subscribers when the phase changes, and stops listening once stopped", async () => {
    const { runner, sent, items } = setup(["a"]);
    const listener = vi.fn();
    const unsubscribe = runner.subscribe(listener);
    const stop = runner.start();
    await settle();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    stop();
    items.push("b");
    goOffline();
    goOnline();
    setVisibility("hidden");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual(["a"]);
  });
});
