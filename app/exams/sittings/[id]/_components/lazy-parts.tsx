"use client";

import { lazy, useEffect } from "react";
import type { CalculatorPanel } from "./calculator-panel";

// The parts of the sitting that are not on screen when it opens, loaded after it: the
// calculator, and the submit and leave confirmations. Each is fetched as soon as the paper has
// started (never on the tap that opens it), so the service worker holds it for a paper sat
// offline; what the first screen waits for is the question.

type Loaded<T> = { default: T };

let calculator: Loaded<typeof CalculatorPanel> | null = null;
const loadCalculator = () => import("./calculator-panel").then((m) => (calculator = { default: m.CalculatorPanel }));
const loadConfirm = () => import("@/components/ui/confirm-dialog");

/**
 * Drawn only when opened, and it takes the keyboard at once: once fetched it renders in the
 * same pass (a thenable already settled), so keys typed right after the tap reach it.
 */
export const LazyCalculatorPanel = lazy(() => {
  const ready = calculator;
  if (!ready) return loadCalculator();
  // React reads a settled thenable's value at once; a promise's, only a tick later.
  const settled = { then: (resolve: (m: Loaded<typeof CalculatorPanel>) => void) => resolve(ready) };
  return settled as unknown as Promise<Loaded<typeof CalculatorPanel>>;
});

/** Rendered (closed) from the start, so it is ready before it is first opened. */
export const LazyConfirmDialog = lazy(() => loadConfirm().then((m) => ({ default: m.ConfirmDialog })));

/** Fetches the calculator once the page is up. */
export function usePreloadedParts() {
  useEffect(() => {
    void loadCalculator().catch(() => {});
  }, []);
}
