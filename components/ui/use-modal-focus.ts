"use client";

import { useEffect, useRef, type RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `root`, in order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  // Drawn ones only (not display: none); where layout is unknown (no checkVisibility), all.
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && (typeof el.checkVisibility !== "function" || el.checkVisibility()),
  );
}

/**
 * Keeps the keyboard inside a modal dialog while it is open (WAI-ARIA's dialog pattern): focus
 * starts on `initial` (else the first control), Tab and Shift+Tab wrap around inside the dialog,
 * Escape calls `onClose`, and on closing focus goes back to what had it before the dialog opened.
 * `onClose` should be stable across renders.
 */
export function useModalFocus(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  onClose: () => void,
  initial?: RefObject<HTMLElement | null>,
) {
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = container.current;
    (initial?.current ?? (root && focusableIn(root)[0]) ?? root)?.focus();
    const onKey = (e: KeyboardEvent) => {
      const dialog = container.current;
      if (!dialog) return;
      if (e.key === "Escape") {
        e.preventDefault();
        e.stopPropagation();
        latestClose.current();
        return;
      }
      if (e.key !== "Tab") return;
      const items = focusableIn(dialog);
      if (items.length === 0) {
        e.preventDefault();
        dialog.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const here = document.activeElement;
      if (e.shiftKey && (here === first || !dialog.contains(here))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (here === last || !dialog.contains(here))) {
        e.preventDefault();
        first.focus();
      }
    };
    // Capture: the dialog hears Escape and Tab before the page's own shortcuts do.
    document.addEventListener("keydown", onKey, true);
    return () => {
      document.removeEventListener("keydown", onKey, true);
      // Back to where the student was, unless something else took focus meanwhile.
      const now = document.activeElement;
      if (opener?.isConnected && (!now || now === document.body || !now.isConnected || root?.contains(now)))
        opener.focus();
    };
  }, [open, container, initial]);
}
