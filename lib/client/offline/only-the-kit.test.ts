import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every key a module keeps on the phone is registered only if nothing but the kit writes to the
// phone's storage. ESLint says so as code is written; this reads the tree as it is.

const root = path.resolve(import.meta.dirname, "../../..");
const KIT = path.join("lib", "client", "offline");
/** The theme is the phone's preference, kept by an inline script before the page paints. */
const ALLOWED = new Set([path.join("lib", "ui", "theme.ts")]);

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || file === KIT ? [] : sources(file);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Lines of code that name localStorage or IndexedDB, comments left out. */
function storageUses(file: string): string[] {
  return readFileSync(path.join(root, file), "utf8")
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .map((line) => line.replace(/\s\/\/.*$/, ""))
    .filter((line) => /\b(localStorage|indexedDB)\b/.test(line));
}

describe("the phone's storage", () => {
  it("is touched by the offline kit alone", () => {
    const files = ["app", "components", "lib"].flatMap(sources).filter((file) => !ALLOWED.has(file));
    expect(files.length).toBeGreaterThan(100);
    const uses = files.flatMap((file) => storageUses(file).map((line) => `${file}: ${line.trim()}`));
    expect(uses).toEqual([]);
  });
});
