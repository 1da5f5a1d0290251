"use client";

import { useEffect } from "react";

/**
 * Sets `data-hydrated` on <html> once React has hydrated the page. Public pages run their
 * scripts only when the student first acts on them (scripts/scripts-after-load.mjs), so this
 * is when their client parts start answering: the loader clicks again a button tapped before
 * it, and the end-to-end tests wait for it.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
