// @vitest-environment jsdom
// The hydrate-on-intent loader as a browser runs it, on a page the rewrite made inert: what
// starts the framework's scripts, what does not, and a tap held until the page has hydrated.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LOADER_SOURCE, makeScriptsInert } from "./hydrate-on-intent";

const CHUNK = "/_next/static/chunks/app.js";
const PRELOADED = "/_next/static/chunks/entry.js";

function showInertPage(body: string) {
  document.documentElement.removeAttribute("data-hydrated");
  document.head.innerHTML = makeScriptsInert(
    `<link rel="preload" as="script" href="${PRELOADED}"/><script src="${CHUNK}" async=""></script>`,
  );
  document.body.innerHTML = body;
}

const liveScripts = () => [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));
const preloads = () => [...document.querySelectorAll("link[rel=preload]")].map((l) => l.getAttribute("href"));
const pointerUp = (target: Element) => target.dispatchEvent(new Event("pointerup", { bubbles: true }));
const keyDown = (target: Element) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { key: "Shift", bubbles: true }));

beforeAll(() => {
  new Function(LOADER_SOURCE)();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the hydrate-on-intent loader", () => {
  it("leaves the scripts inert until the student acts, then runs them and restores their preloads", () => {
    showInertPage('<main><h1 id="title">Courses</h1></main>');
    expect(liveScripts()).toEqual([]);
    expect(preloads()).toEqual([]);
    pointerUp(document.getElementById("title")!);
    expect(liveScripts()).toEqual([CHUNK]);
    expect(preloads()).toEqual([PRELOADED]);
    expect(document.querySelector("script[data-hydrate-on-intent-src]")).toBeNull();
  });

  it("does not start for a tap on a link, or for typing in a field", () => {
    showInertPage('<a id="link" href="/courses/1">Details</a><input id="search" type="search"/>');
    pointerUp(document.getElementById("link")!);
    keyDown(document.getElementById("search")!);
    expect(liveScripts()).toEqual([]);
    keyDown(document.body);
    expect(liveScripts()).toEqual([CHUNK]);
  });

  it("holds a button tapped before the page has hydrated and clicks it once when it has", async () => {
    showInertPage('<button id="back" type="button">Go Back</button>');
    const button = document.getElementById("back")!;
    const clicks = vi.fn();
    button.addEventListener("click", clicks);
    button.click();
    expect(clicks).not.toHaveBeenCalled();
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(liveScripts()).toEqual([CHUNK]);
    document.documentElement.setAttribute("data-hydrated", "");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute("aria-busy")).toBe(false);
  });

  it("drops a tap still held when the scripts do not come", () => {
    vi.useFakeTimers();
    showInertPage('<button id="back" type="button">Go Back</button>');
    const button = document.getElementById("back")!;
    button.click();
    expect(button.getAttribute("aria-busy")).toBe("true");
    vi.advanceTimersByTime(8000);
    expect(button.hasAttribute("aria-busy")).toBe(false);
  });

  it("lets a form's submit button and the theme toggle work without waiting", () => {
    showInertPage(
      '<form><button id="submit" type="submit">Search</button></form><button id="theme" type="button" data-theme-toggle>Theme</button>',
    );
    const clicks = vi.fn();
    for (const id of ["submit", "theme"]) {
      const button = document.getElementById(id)!;
      button.addEventListener("click", (e) => {
        e.preventDefault();
        clicks(id);
      });
      button.click();
      expect(button.hasAttribute("aria-busy")).toBe(false);
    }
    expect(clicks.mock.calls).toEqual([["submit"], ["theme"]]);
  });

  describe("at load", () => {
    /** A fresh loader on the page, then the window's load and the frame and task after it. */
    async function loadWith(body: string) {
      showInertPage(body);
      new Function(LOADER_SOURCE)();
      window.dispatchEvent(new Event("load"));
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }
    afterEach(() => localStorage.clear());

    it("runs the scripts for an element that asks for it, and only prefetches them otherwise", async () => {
      await loadWith('<button data-hydrate-on-intent-at-load="">Enroll</button>');
      expect(liveScripts()).toEqual([CHUNK]);
      await loadWith("<p>Courses</p>");
      expect(liveScripts()).toEqual([]);
    });

    it("runs them for a storage prefix only when this phone keeps something under it", async () => {
      const kept = '<section data-hydrate-on-intent-at-load="offline-pack:"></section>';
      localStorage.setItem("offline-packs-note", "x");
      await loadWith(kept);
      expect(liveScripts()).toEqual([]);
      localStorage.setItem("offline-pack:waec-mathematics", "{}");
      await loadWith(kept);
      expect(liveScripts()).toEqual([CHUNK]);
    });
  });
});
