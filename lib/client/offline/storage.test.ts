// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  forgetRegistered,
  readStored,
  removeStored,
  storedKeysStartingWith,
  writeStored,
  writeStoredText,
} from "./storage";
import { readSnapshot, subscribeStored, writeSnapshot } from "./stored-snapshot";
import { STORED_KEYS, storedKey, type StoredName } from "./stored-keys";

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("the kit's storage", () => {
  it("removes entries, and reads them as absent after", () => {
    writeStored(storedKey("sitting", "s1"), { id: "s1" });
    writeStored(storedKey("sitting", "s1:progress"), {});
    removeStored(storedKey("sitting", "s1"), storedKey("sitting", "s1:progress"));
    expect(readStored(storedKey("sitting", "s1"), null)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("keeps a value as JSON under a registered key and reads it back", () => {
    expect(writeStored(storedKey("sitting", "a1:progress"), { current: 2, flags: ["q3"] })).toBe(true);
    expect(localStorage.getItem("exam-sitting:a1:progress")).toBe('{"current":2,"flags":["q3"]}');
    expect(readStored(storedKey("sitting", "a1:progress"), null)).toEqual({ current: 2, flags: ["q3"] });
  });

  it("lists the keys under a prefix, in order, and nothing else", () => {
    writeStored(storedKey("offlinePack", "waec-physics"), {});
    writeStored(storedKey("offlinePack", "jamb-utme"), {});
    writeStored(storedKey("sitting", "s1"), {});
    localStorage.setItem("theme", "dark");
    expect(storedKeysStartingWith("offline-pack:")).toEqual(["offline-pack:jamb-utme", "offline-pack:waec-physics"]);
    expect(storedKeysStartingWith("quiz-start:")).toEqual([]);
  });

  it("keeps plain text as it is", () => {
    writeStoredText(storedKey("userType"), "student");
    expect(localStorage.getItem("userType")).toBe("student");
  });

  it("refuses a key nobody registered, so sign-out cannot miss it", () => {
    expect(() => writeStored("quiz-notes:a1", {})).toThrow(/not registered/);
    expect(() => writeStoredText("token2", "x")).toThrow(/not registered/);
    expect(localStorage.length).toBe(0);
  });

  it("falls back when the entry is absent, null or not JSON", () => {
    expect(readStored(storedKey("progressQueue"), [])).toEqual([]);
    localStorage.setItem("progress-queue", "null");
    expect(readStored(storedKey("progressQueue"), [])).toEqual([]);
    localStorage.setItem("progress-queue", "{broken");
    expect(readStored(storedKey("progressQueue"), [])).toEqual([]);
  });

  it("says a write failed when storage is full, and still tells a snapshot's listeners", () => {
    const listener = vi.fn();
    const stop = subscribeStored(["review-queue:"], listener);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(writeStored(storedKey("reviewQueue", "u1"), [])).toBe(false);
    expect(writeSnapshot(storedKey("reviewQueue", "u1"), [])).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it("reads nothing when storage is blocked", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(readStored(storedKey("user"), "none")).toBe("none");
    expect(readSnapshot(storedKey("user"), "none")).toBe("none");
  });

  it("gives the same snapshot object until the entry's text changes, shaped once per change", () => {
    const key = storedKey("reviewQueue", "u1");
    const shape = vi.fn((queue: number[]) => [...queue].sort());
    writeSnapshot(key, [3, 1, 2]);
    const first = readSnapshot(key, [] as number[], shape);
    expect(first).toEqual([1, 2, 3]);
    expect(readSnapshot(key, [] as number[], shape)).toBe(first);
    expect(shape).toHaveBeenCalledTimes(1);
    writeStored(key, [5, 4]);
    expect(readSnapshot(key, [] as number[], shape)).toEqual([4, 5]);
    expect(shape).toHaveBeenCalledTimes(2);
  });

  it("tells listeners of snapshot writes under their prefixes, here and from another tab", () => {
    const listener = vi.fn();
    const stop = subscribeStored(["review-deck:", "review-queue:"], listener);
    writeSnapshot(storedKey("reviewDeck", "u1"), {});
    writeSnapshot(storedKey("sitting", "a1:progress"), {});
    writeSnapshot(storedKey("reviewQueue", "u1"), []);
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent("storage", { key: "review-queue:u2" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "progress:c1" }));
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(listener).toHaveBeenCalledTimes(4);
    stop();
    writeSnapshot(storedKey("reviewDeck", "u1"), {});
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it("forgets every registered entry on sign-out, the quiz's place too, and keeps the phone's preferences", () => {
    for (const name of Object.keys(STORED_KEYS) as StoredName[]) localStorage.setItem(storedKey(name, "x1"), "1");
    localStorage.setItem("quiz-position:a9", "{}");
    localStorage.setItem("theme", "dark");
    localStorage.setItem("tus::abc", "upload");
    forgetRegistered();
    expect(Object.keys(localStorage).sort()).toEqual(["theme", "tus::abc"]);
  });
});
