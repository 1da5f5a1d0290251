import { describe, expect, it } from "vitest";
import { saveStatus } from "./save-status";

describe("saveStatus", () => {
  it("says Saved when nothing waits", () => {
    expect(saveStatus({ online: true, phase: "idle", waiting: 0, pending: false })).toEqual({ kind: "saved", text: "Saved" });
  });

  it("says Saving… while changes are on their way", () => {
    expect(saveStatus({ online: true, phase: "idle", waiting: 1, pending: true }).text).toBe("Saving…");
    expect(saveStatus({ online: true, phase: "saving", waiting: 0, pending: false }).text).toBe("Saving…");
  });

  it("counts the answers waiting on the phone while offline", () => {
    expect(saveStatus({ online: false, phase: "retrying", waiting: 3, pending: true })).toEqual({ kind: "waiting", text: "Offline: 3 answers waiting" });
    expect(saveStatus({ online: false, phase: "idle", waiting: 1, pending: true }).text).toBe("Offline: 1 answer waiting");
    expect(saveStatus({ online: false, phase: "idle", waiting: 0, pending: false }).text).toBe("Offline: all answers saved");
  });

  it("says the connection is weak while a save is being retried", () => {
    expect(saveStatus({ online: true, phase: "retrying", waiting: 2, pending: true }).text).toBe("Weak connection: 2 answers waiting");
  });

  it("says saving stopped once the server refuses more", () => {
    expect(saveStatus({ online: true, phase: "stopped", waiting: 2, pending: true }).kind).toBe("stopped");
  });
});
