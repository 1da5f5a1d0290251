"use client";

import { lazy, useEffect } from "react";

// The parts of the sitting that are not on screen when it opens, loaded after it: the
// calculator, and the submit and leave confirmations. Each is fetched as soon as the paper has
// started (never on the tap that opens it), so the service worker holds it for a paper sat
// offline; what the first screen waits for is the question.

const loadCalculator = () => import("./calculator-panel");
const loadConfirm = () => import("@/components/ui/confirm-dialog");

export const LazyCalculatorPanel = lazy(() => loadCalculator().then((m) => ({ default: m.CalculatorPanel })));
export const LazyConfirmDialog = lazy(() => loadConfirm().then((m) => ({ default: m.ConfirmDialog })));

/** Fetches the later parts once the page is up. */
export function usePreloadedParts() {
  useEffect(() => {
    void loadCalculator().catch(() => {});
    void loadConfirm().catch(() => {});
  }, []);
}
