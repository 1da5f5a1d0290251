"use client";

import { useEffect, useRef } from "react";

// The keyboard shortcuts of a computer-based test (the course quiz, the exam sitting): one
// listener on the window that turns a key into the screen's own action through a pure map.

/** Where a typed key belongs to the element, not to the test: text fields and widgets that read keys themselves. */
const OWN_KEYS =
  "input:not([type=radio]):not([type=checkbox]),textarea,select,[contenteditable=''],[contenteditable=true],[data-own-keys]";

/** Whether a key press should reach the shortcuts: no modifier, and not typed into a field. */
export function isShortcutEvent(e: Pick<KeyboardEvent, "ctrlKey" | "metaKey" | "altKey" | "target">): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey) return false;
  return !(e.target instanceof Element && e.target.closest(OWN_KEYS));
}

/**
 * Listens for shortcut keys while `enabled`: `toAction` maps a key to an action (null: not a
 * shortcut, the key keeps its usual meaning), `onAction` runs it. A key that is a shortcut
 * does nothing else (no scrolling, no find-as-you-type).
 */
export function useShortcutKeys<A>(
  enabled: boolean,
  toAction: (key: string) => A | null,
  onAction: (action: A) => void,
) {
  const latest = useRef({ toAction, onAction });
  useEffect(() => {
    latest.current = { toAction, onAction };
  }, [toAction, onAction]);

  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcutEvent(e)) return;
      const action = latest.current.toAction(e.key);
      if (action === null) return;
      e.preventDefault();
      latest.current.onAction(action);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled]);
}
