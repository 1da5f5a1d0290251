import { afterEach, describe, expect, it } from "vitest";
import { writeStored } from "./client/offline/storage";
import { storedKey } from "./client/offline/stored-keys";
import { forgetRefusedSession } from "./private-data";

// A .tsx file so that it runs in the browser-like environment: it needs the page's events.

const progress = storedKey("sitting", "s1:progress");

afterEach(() => localStorage.clear());

describe("forgetRefusedSession", () => {
  it("forgets what a screen keeps as the page is left, on pagehide and the hidden state after it", async () => {
    // A screen that keeps its state when the page is hidden (the sitting's time per subject),
    // registered before the refusal, as a screen open at the time is.
    const keepOnHide = () => writeStored(progress, { timeSpent: { English: 1000 } });
    document.addEventListener("visibilitychange", keepOnHide);
    writeStored(progress, { answers: { q1: "A" } });

    await forgetRefusedSession();
    expect(localStorage.getItem(progress)).toBeNull();

    // An answer given while the refusal was on its way.
    writeStored(progress, { answers: { q1: "B" } });
    // Leaving the page: pagehide, then the document turns hidden.
    window.dispatchEvent(new Event("pagehide"));
    expect(localStorage.getItem(progress)).toBeNull();
    document.dispatchEvent(new Event("visibilitychange"));
    expect(localStorage.getItem(progress)).toBeNull();
    document.removeEventListener("visibilitychange", keepOnHide);
  });

  it("forgets nothing more once the page was left: a later hidden state keeps what is kept", async () => {
    await forgetRefusedSession();
    window.dispatchEvent(new Event("pagehide"));
    document.dispatchEvent(new Event("visibilitychange"));
    writeStored(progress, { answers: { q1: "C" } });
    document.dispatchEvent(new Event("visibilitychange"));
    expect(localStorage.getItem(progress)).not.toBeNull();
  });
});
