import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeCacheStorage } from "@/tests/support/fake-cache-storage";
import { USER_STORAGE_KEY, USER_TYPE_STORAGE_KEY } from "./client/session";
import { LESSONS_CACHE } from "./media/offline-lessons";
import { storedKey } from "./client/offline/stored-keys";
import { forgetKeptPage, forgetPrivateData, forgetStoredData, isPrivateKey, PAGES_CACHE } from "./private-data";
import { deckKey, queueKey } from "./study/review-keys";
import { THEME_STORAGE_KEY } from "./ui/theme";

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe("isPrivateKey", () => {
  it("covers the remembered user, lesson progress and its queue, started quizzes (and an older quiz screen's answers and place), sittings, the review deck and its queue", () => {
    for (const key of [
      USER_STORAGE_KEY,
      USER_TYPE_STORAGE_KEY,
      "token",
      storedKey("progressQueue"),
      storedKey("progressCache", "course-1"),
      "quiz-start:q1",
      "quiz-answers:a1",
      "quiz-position:a1",
      "exam-sitting:s1",
      "exam-sitting:s1:progress",
      deckKey("u1"),
      queueKey("u1"),
    ]) {
      expect(isPrivateKey(key), key).toBe(true);
    }
  });

  it("leaves the phone's preferences", () => {
    for (const key of [THEME_STORAGE_KEY, "dataSaver", "users"]) expect(isPrivateKey(key), key).toBe(false);
  });
});

describe("forgetStoredData", () => {
  it("removes every private entry and keeps the rest", () => {
    const storage = new MemoryStorage();
    for (const key of [
      USER_STORAGE_KEY,
      storedKey("progressQueue"),
      storedKey("progressCache", "c"),
      "quiz-start:q",
      "quiz-answers:a",
      "quiz-position:a",
      "exam-sitting:s",
      "exam-sitting:s:progress",
      THEME_STORAGE_KEY,
    ])
      storage.setItem(key, "x");
    forgetStoredData(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe("x");
  });
});

describe("forgetPrivateData", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("deletes the page copies and the lessons downloaded for offline study, leaving the app's own files", async () => {
    const storage = new FakeCacheStorage();
    for (const name of [PAGES_CACHE, LESSONS_CACHE, "examprep-static-v2"]) await storage.open(name);
    vi.stubGlobal("caches", storage);
    vi.stubGlobal("localStorage", new MemoryStorage());
    vi.stubGlobal("sessionStorage", new MemoryStorage());
    await forgetPrivateData();
    expect(await storage.keys()).toEqual(["examprep-static-v2"]);
  });
});

describe("forgetKeptPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("deletes the worker's copy of one page and keeps the others", async () => {
    const storage = new FakeCacheStorage();
    const pages = await storage.open(PAGES_CACHE);
    await pages.put("/exams/sittings/s1", new Response("paper"));
    await pages.put("/exams", new Response("papers"));
    vi.stubGlobal("caches", storage);
    await forgetKeptPage("/exams/sittings/s1");
    expect((await pages.keys()).map((r) => new URL(r.url).pathname)).toEqual(["/exams"]);
  });

  it("does nothing without Cache Storage", async () => {
    vi.stubGlobal("caches", undefined);
    await expect(forgetKeptPage("/exams/sittings/s1")).resolves.toBeUndefined();
  });
});
