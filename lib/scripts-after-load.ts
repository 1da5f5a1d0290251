import type { Metadata } from "next";

/**
 * Metadata for a page whose links and forms work before hydration: its framework scripts are
 * fetched after the page has loaded and painted (scripts/scripts-after-load.mjs).
 *   export const metadata: Metadata = { title: "…", ...scriptsAfterLoad };
 */
export const scriptsAfterLoad = { other: { "examprep-scripts": "after-load" } } satisfies Metadata;
