"use client";

import { useCallback } from "react";
import { useShortcutKeys } from "@/components/cbt/use-shortcut-keys";

// Keyboard shortcuts as in JAMB's CBT: A–F answer (as many as the question has options),
// N next, P previous, S submit, F flag.

export type CbtAction =
  { kind: "choose"; index: number } | { kind: "step"; by: 1 | -1 } | { kind: "submit" } | { kind: "flag" };

const ANSWER_KEYS = "abcdef";

/** The action of a key for a question with `optionCount` options; null when the key means nothing. */
export function cbtAction(key: string, optionCount: number): CbtAction | null {
  const k = key.toLowerCase();
  const index = k.length === 1 ? ANSWER_KEYS.indexOf(k) : -1;
  if (index >= 0 && index < optionCount) return { kind: "choose", index };
  if (k === "n") return { kind: "step", by: 1 };
  if (k === "p") return { kind: "step", by: -1 };
  if (k === "s") return { kind: "submit" };
  if (k === "f") return { kind: "flag" };
  return null;
}

/** Listens for the CBT keys while `enabled`; typing in a field and shortcuts with modifiers are left alone. */
export function useCbtKeys(enabled: boolean, optionCount: number, onAction: (action: CbtAction) => void) {
  const toAction = useCallback((key: string) => cbtAction(key, optionCount), [optionCount]);
  useShortcutKeys(enabled, toAction, onAction);
}
