import { describe, expect, it } from "vitest";
import { THEME_STORAGE_KEY, THEME_TOGGLE_ATTRIBUTE, resolveTheme, themeBootScript, type Theme } from "./theme";

type Saved = string | null;
type System = "light" | "dark" | "none";

const savedValues: Saved[] = ["light", "dark", null, "garbage"];
const systems: System[] = ["light", "dark", "none"];
const cases = savedValues.flatMap((saved) => systems.map((system) => ({ saved, system })));

function expectedTheme(saved: Saved, system: System): Theme {
  if (saved === "light" || saved === "dark") return saved;
  return system === "light" ? "light" : "dark";
}

describe("resolveTheme", () => {
  it.each(cases)("saved=$saved, system=$system", ({ saved, system }) => {
    expect(resolveTheme(saved, system === "light", system === "dark")).toBe(expectedTheme(saved, system));
  });

  it("the saved choice wins over the system preference", () => {
    expect(resolveTheme("dark", true, false)).toBe("dark");
    expect(resolveTheme("light", false, true)).toBe("light");
  });

  it("falls back to the system preference for a missing or unknown saved value", () => {
    expect(resolveTheme(undefined, true, false)).toBe("light");
    expect(resolveTheme("", true, false)).toBe("light");
    expect(resolveTheme("Light", true, false)).toBe("light");
    expect(resolveTheme("Light", false, true)).toBe("dark");
  });

  it("defaults to dark with no saved value and no system preference", () => {
    expect(resolveTheme(null, false, false)).toBe("dark");
    expect(resolveTheme(undefined, false, false)).toBe("dark");
  });
});

// ---- themeBootScript, evaluated with fake browser globals ----

type FakeRoot = {
  classes: Set<string>;
  dataset: Record<string, string>;
  classList: { toggle(name: string, force?: boolean): boolean; contains(name: string): boolean };
};

function fakeRoot(initialClasses: string[] = []): FakeRoot {
  const classes = new Set(initialClasses);
  return {
    classes,
    dataset: {},
    classList: {
      toggle(name: string, force?: boolean) {
        const on = force ?? !classes.has(name);
        if (on) classes.add(name);
        else classes.delete(name);
        return on;
      },
      contains: (name: string) => classes.has(name),
    },
  };
}

function fakeWindow(system: System | "no-matchMedia") {
  const queries: string[] = [];
  if (system === "no-matchMedia") return { window: {}, queries };
  return {
    window: {
      matchMedia(q: string) {
        queries.push(q);
        const matches =
          (q === "(prefers-color-scheme: light)" && system === "light") ||
          (q === "(prefers-color-scheme: dark)" && system === "dark");
        return { matches };
      },
    },
    queries,
  };
}

function fakeStorage(values: Record<string, string>) {
  const reads: string[] = [];
  return {
    reads,
    storage: {
      getItem(key: string) {
        reads.push(key);
        return Object.prototype.hasOwnProperty.call(values, key) ? values[key] : null;
      },
    },
  };
}

const throwingStorage = {
  getItem(): string | null {
    throw new Error("SecurityError: access denied");
  },
};

function runBootScript(win: unknown, storage: unknown, initialClasses: string[] = []) {
  const root = fakeRoot(initialClasses);
  const document = { documentElement: root };
  const run = new Function("window", "document", "localStorage", themeBootScript) as (
    w: unknown,
    d: unknown,
    l: unknown,
  ) => void;
  run(win, document, storage);
  return { dark: root.classes.has("dark"), theme: root.dataset.theme, root };
}

describe("themeBootScript", () => {
  it.each(cases)("matches resolveTheme for saved=$saved, system=$system", ({ saved, system }) => {
    const { window } = fakeWindow(system);
    const { storage, reads } = fakeStorage(saved === null ? {} : { [THEME_STORAGE_KEY]: saved });
    const result = runBootScript(window, storage);
    const expected = resolveTheme(saved, system === "light", system === "dark");
    expect(result.theme).toBe(expected);
    expect(result.dark).toBe(expected === "dark");
    expect(reads).toEqual([THEME_STORAGE_KEY]);
  });

  it.each(systems)("treats a throwing localStorage as no saved value (system=%s)", (system) => {
    const { window } = fakeWindow(system);
    const result = runBootScript(window, throwingStorage);
    const expected = resolveTheme(null, system === "light", system === "dark");
    expect(result.theme).toBe(expected);
    expect(result.dark).toBe(expected === "dark");
  });

  it("defaults to dark when window.matchMedia does not exist", () => {
    const { window } = fakeWindow("no-matchMedia");
    const result = runBootScript(window, fakeStorage({}).storage);
    expect(result.theme).toBe("dark");
    expect(result.dark).toBe(true);
  });

  it("still honours a saved choice when window.matchMedia does not exist", () => {
    const { window } = fakeWindow("no-matchMedia");
    const result = runBootScript(window, fakeStorage({ [THEME_STORAGE_KEY]: "light" }).storage);
    expect(result.theme).toBe("light");
    expect(result.dark).toBe(false);
  });

  it("removes a stale dark class when the theme resolves to light", () => {
    const { window } = fakeWindow("dark");
    const result = runBootScript(window, fakeStorage({ [THEME_STORAGE_KEY]: "light" }).storage, ["dark", "other"]);
    expect(result.dark).toBe(false);
    expect(result.root.classes.has("other")).toBe(true);
    expect(result.theme).toBe("light");
  });

  it("keeps an existing dark class (does not toggle it off) when the theme resolves to dark", () => {
    const { window } = fakeWindow("none");
    const result = runBootScript(window, fakeStorage({ [THEME_STORAGE_KEY]: "dark" }).storage, ["dark"]);
    expect(result.dark).toBe(true);
    expect(result.theme).toBe("dark");
  });

  it("asks for the light colour scheme media query when nothing is saved", () => {
    const { window, queries } = fakeWindow("none");
    runBootScript(window, fakeStorage({}).storage);
    expect(queries).toContain("(prefers-color-scheme: light)");
  });

  it("never throws, even when document access fails", () => {
    const run = new Function("window", "document", "localStorage", themeBootScript) as (
      w: unknown,
      d: unknown,
      l: unknown,
    ) => void;
    expect(() => run(fakeWindow("light").window, {}, throwingStorage)).not.toThrow();
  });
});

// ---- the toggles' click listener, installed by the same boot script ----

type FakeStorage = { getItem(key: string): string | null; setItem(key: string, value: string): void };

/** A saving localStorage over `values`. */
function savingStorage(values: Record<string, string>): FakeStorage {
  return {
    getItem: (key) => values[key] ?? null,
    setItem: (key, value) => {
      values[key] = value;
    },
  };
}

function bootWithListener(initialClasses: string[], storage: FakeStorage) {
  const root = fakeRoot(initialClasses);
  const listeners: Array<(e: { target: unknown }) => void> = [];
  const document = {
    documentElement: root,
    addEventListener(type: string, listener: (e: { target: unknown }) => void) {
      if (type === "click") listeners.push(listener);
    },
  };
  const run = new Function("window", "document", "localStorage", themeBootScript) as (
    w: unknown,
    d: unknown,
    l: unknown,
  ) => void;
  run(fakeWindow("none").window, document, storage);
  // An element whose closest() finds a toggle when it is one (or inside one).
  const element = (insideToggle: boolean) => ({
    closest: (selector: string) => (selector === `[${THEME_TOGGLE_ATTRIBUTE}]` && insideToggle ? {} : null),
  });
  const click = (target: unknown) => listeners.forEach((l) => l({ target }));
  return { root, listeners, click, element };
}

describe("themeBootScript's toggle listener", () => {
  it("listens for clicks on the document once", () => {
    expect(bootWithListener([], savingStorage({})).listeners).toHaveLength(1);
  });

  it("flips dark to light and light to dark for a click inside a toggle, saving the choice", () => {
    const saved = { [THEME_STORAGE_KEY]: "dark" };
    const page = bootWithListener([], savingStorage(saved));
    expect(page.root.classes.has("dark")).toBe(true);
    page.click(page.element(true));
    expect(page.root.classes.has("dark")).toBe(false);
    expect(page.root.dataset.theme).toBe("light");
    expect(saved[THEME_STORAGE_KEY]).toBe("light");
    page.click(page.element(true));
    expect(page.root.classes.has("dark")).toBe(true);
    expect(page.root.dataset.theme).toBe("dark");
    expect(saved[THEME_STORAGE_KEY]).toBe("dark");
  });

  it("ignores clicks elsewhere, and targets that are not elements", () => {
    const saved = { [THEME_STORAGE_KEY]: "dark" };
    const page = bootWithListener([], savingStorage(saved));
    page.click(page.element(false));
    page.click(null);
    page.click({});
    expect(page.root.classes.has("dark")).toBe(true);
    expect(saved[THEME_STORAGE_KEY]).toBe("dark");
  });

  it("still flips the theme when the choice cannot be saved", () => {
    const failing: FakeStorage = {
      getItem: () => "light",
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    const page = bootWithListener([], failing);
    expect(() => page.click(page.element(true))).not.toThrow();
    expect(page.root.classes.has("dark")).toBe(true);
  });
});
