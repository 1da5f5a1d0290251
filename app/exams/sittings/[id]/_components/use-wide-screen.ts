"use client";

import { useSyncExternalStore } from "react";

// Tailwind's lg breakpoint: from here the paper lays out side by side.
const WIDE = "(min-width: 64rem)";

const subscribe = (changed: () => void) => {
  if (!window.matchMedia) return () => {};
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", changed);
  return () => query.removeEventListener("change", changed);
};

/** Whether the screen is wide enough for the side-by-side layout (false on the server). */
export function useWideScreen() {
  return useSyncExternalStore(
    subscribe,
    () => Boolean(window.matchMedia?.(WIDE).matches),
    () => false,
  );
}
