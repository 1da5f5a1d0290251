"use client";

import { useEffect } from "react";
import { HYDRATED_ATTRIBUTE } from "@/lib/web/hydrate-on-intent";

/**
 * Sets `data-hydrated` on <html> once React has hydrated the page. Public pages hydrate on
 * intent (runtime/hydrate-on-intent.ts), so this is when their client parts start answering:
 * the hydrate-on-intent loader clicks again a button tapped before it, and the end-to-end
 * tests wait for it.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
  return null;
}
