"use client";

import { useEffect } from "react";

export const CLIPBOARD_CLEAR_MS = 5000;

/** Keys the spec blocks on this screen (docs/product-spec.md part 2): save, print, view source and the developer tools. */
export function isBlockedShortcut(e: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey">): boolean {
  const key = e.key.toLowerCase();
  const mod = e.ctrlKey || e.metaKey;
  if (key === "f12" || key === "printscreen") return true;
  if (mod && ["s", "p", "u", "c", "x", "a"].includes(key)) return true;
  if (mod && e.shiftKey && ["i", "j", "c", "k"].includes(key)) return true;
  return false;
}

function clearClipboard() {
  navigator.clipboard?.writeText("").catch(() => undefined);
}

/**
 * The course-content screen's deterrents (docs/product-spec.md part 2): no copying, context menu,
 * downloading shortcuts, developer-tool shortcuts or print screen, and the clipboard is
 * cleared every 5 seconds. Scoped to this screen: everything is undone on leaving it.
 * A determined viewer can still record the screen; this only stops casual copying.
 */
export function useCopyProtection() {
  useEffect(() => {
    const prevent = (e: Event) => e.preventDefault();
    const onKey = (e: KeyboardEvent) => {
      if (!isBlockedShortcut(e)) return;
      e.preventDefault();
      e.stopPropagation();
      if (e.key.toLowerCase() === "printscreen") clearClipboard();
    };
    const events = ["copy", "cut", "contextmenu", "dragstart"] as const;
    events.forEach((name) => document.addEventListener(name, prevent));
    document.addEventListener("keydown", onKey, true);
    document.addEventListener("keyup", onKey, true);
    const timer = setInterval(clearClipboard, CLIPBOARD_CLEAR_MS);
    const style = document.createElement("style");
    style.textContent = "@media print { body { display: none !important; } }";
    document.head.appendChild(style);
    return () => {
      events.forEach((name) => document.removeEventListener(name, prevent));
      document.removeEventListener("keydown", onKey, true);
      document.removeEventListener("keyup", onKey, true);
      clearInterval(timer);
      style.remove();
    };
  }, []);
}
