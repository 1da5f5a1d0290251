import { describe, expect, it } from "vitest";
import { saveAnnouncement, saveStatus, type SaveStatus } from "./save-status";

describe("saveStatus", () => {
  it("says Saved when nothing waits", () => {
    expect(saveStatus({ online: true, phase: "idle", waiting: 0, pending: false })).toEqual({
      kind: "saved",
      text: "Saved",
    });
  });

  it("says Saving… while changes are on their way", () => {
    expect(saveStatus({ online: true, phase: "idle", waiting: 1, pending: true }).text).toBe("Saving…");
    expect(saveStatus({ online: true, phase: "saving", waiting: 0, pending: false }).text).toBe("Saving…");
  });

  it("counts the answers waiting on the phone while offline", () => {
    expect(saveStatus({ online: false, phase: "retrying", waiting: 3, pending: true })).toEqual({
      kind: "waiting",
      text: "Offline: 3 answers waiting",
    });
    expect(saveStatus({ online: false, phase: "idle", waiting: 1, pending: true }).text).toBe(
      "Offline: 1 answer waiting",
    );
    expect(saveStatus({ online: false, phase: "idle", waiting: 0, pending: false }).text).toBe(
      "Offline: all answers saved",
    );
  });

  it("says the connection is weak while a save is being retried", () => {
    expect(saveStatus({ online: true, phase: "retrying", waiting: 2, pending: true }).text).toBe(
      "Weak connection: 2 answers waiting",
    );
  });

  it("says saving stopped once the server refuses more", () => {
    expect(saveStatus({ online: true, phase: "stopped", waiting: 2, pending: true }).kind).toBe("stopped");
  });
});

describe("saveAnnouncement", () => {
  const saved: SaveStatus = { kind: "saved", text: "Saved" };
  const saving: SaveStatus = { kind: "saving", text: "Saving…" };
  const offline = (n: number): SaveStatus => saveStatus({ online: false, phase: "idle", waiting: n, pending: n > 0 });

  it("says nothing on opening a saved paper or while a save is on its way", () => {
    expect(saveAnnouncement(null, saved)).toBeNull();
    expect(saveAnnouncement(saved, saving)).toBeNull();
    expect(saveAnnouncement(offline(2), saving)).toBeNull();
  });

  it("says a paper opened offline at once", () => {
    expect(saveAnnouncement(null, offline(2))).toBe("Offline: 2 answers waiting");
  });

  it("says Saved when a save lands (the previous settled state was saved too)", () => {
    expect(saveAnnouncement(saved, saved)).toBe("Saved");
  });

  it("says going offline, and each change in the answers waiting", () => {
    expect(saveAnnouncement(saved, offline(0))).toBe("Offline: all answers saved");
    expect(saveAnnouncement(offline(0), offline(1))).toBe("Offline: 1 answer waiting");
    expect(saveAnnouncement(offline(1), offline(1))).toBeNull();
    expect(saveAnnouncement(offline(1), offline(3))).toBe("Offline: 3 answers waiting");
  });

  it("says everything is saved once the waiting answers reach the server", () => {
    expect(saveAnnouncement(offline(3), saved)).toBe("All answers saved");
    expect(saveAnnouncement({ kind: "stopped", text: "Saving stopped" }, saved)).toBe("All answers saved");
  });

  it("says a stop once", () => {
    const stopped = saveStatus({ online: true, phase: "stopped", waiting: 0, pending: false });
    expect(saveAnnouncement(saved, stopped)).toBe("Saving stopped");
    expect(saveAnnouncement(stopped, stopped)).toBeNull();
  });
});
