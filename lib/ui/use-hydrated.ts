"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server HTML, true once React runs in the browser. Submit buttons wait for
 * it: a form submitted before hydration (slow phone, slow network) would otherwise be
 * sent by the browser itself, bypassing the checks.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
