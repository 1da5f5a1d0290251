import { describe, expect, it } from "vitest";
import { onRuntimeStop, runStopTasks } from "./runtime-bridge";

describe("stop tasks", () => {
  it("runs every registered task at once, and waits for all, a failing one included", async () => {
    const events: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    onRuntimeStop(async () => {
      events.push("workers stopping");
      await held;
      events.push("workers stopped");
    });
    onRuntimeStop(async () => {
      events.push("other started");
      throw new Error("could not stop");
    });
    const all = runStopTasks();
    await Promise.resolve();
    expect(events).toEqual(["workers stopping", "other started"]);
    let settled = false;
    void all.then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false);
    release();
    await expect(all).resolves.toBeUndefined();
    expect(events).toEqual(["workers stopping", "other started", "workers stopped"]);
  });
});
