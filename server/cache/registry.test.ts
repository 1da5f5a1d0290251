import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseChange } from "./change-feed";
import { caches } from "./registry";

// The registry is the list of every in-process cache: a cache made anywhere else is one nobody
// knows how it learns of changes.

const root = path.resolve(import.meta.dirname, "../..");
const MADE_HERE = ["server/cache/registry.ts", "server/cache/loading-cache.ts"];
// Listed in the table, made by their own modules: sessions and decoded tokens (server/auth), and
// the runtime's front cache, which holds the public answers and forgets with them.
const LISTED_ELSEWHERE = ["server/auth/session-cache.ts", "server/auth/decoded-tokens.ts", "runtime/front-cache.ts"];

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sources(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

describe("the cache registry", () => {
  it("is where every in-process cache is made", () => {
    const makers = ["server", "app", "lib", "runtime"]
      .flatMap(sources)
      .filter((file) => /new LRUCache\b|createLoadingCache\(/.test(fs.readFileSync(path.join(root, file), "utf8")));
    expect(makers.filter((file) => !MADE_HERE.includes(file)).sort()).toEqual([...LISTED_ELSEWHERE].sort());
  });

  it("says for each cache how it learns of changes, and keeps stale answers away from entitlement and scoring", () => {
    for (const [name, spec] of Object.entries(caches)) {
      expect(spec.learns.length, name).toBeGreaterThan(10);
      expect(spec.bound, name).toBeGreaterThan(0);
    }
    expect("stale" in caches.quizzes).toBe(false);
    expect("stale" in caches.sittingFacts).toBe(false);
  });

  it("reads a notification's topic and key", () => {
    expect(parseChange("papers")).toEqual({ topic: "papers", key: null });
    expect(parseChange("bank:Further Mathematics")).toEqual({ topic: "bank", key: "Further Mathematics" });
    expect(parseChange("answers:courses:")).toEqual({ topic: "answers", key: "courses:" });
  });
});
