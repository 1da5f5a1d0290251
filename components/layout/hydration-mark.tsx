"use client";

import { useEffect } from "react";

/**
 * Sets `data-hydrated` on <html> once React has hydrated the page. Public pages fetch their
 * scripts only after they have loaded (scripts/scripts-after-load.mjs), so this is when their
 * client parts start answering; the end-to-end tests wait for it.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
