// Hydrate-on-intent: the public pages are sent with Next.js's scripts made inert, and a small
// loader runs them when the student first acts on the page (runtime/hydrate-on-intent.ts).
// The names the page, the loader and the app share are here.

/**
 * On an element whose page hydrates at load instead of on intent: its main action needs
 * React at once (a signed-in student's Enroll button). With a value, only when this phone's
 * storage holds a key starting with it (what /exams lists of the papers kept on the phone).
 */
export const HYDRATE_ON_INTENT_AT_LOAD_ATTRIBUTE = "data-hydrate-on-intent-at-load";

/** On <html> once React has hydrated the page (components/layout/hydration-mark.tsx): the loader then replays a held tap. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** On a Next.js script tag the rewrite made inert: the script's address, run by the loader. */
export const HYDRATE_ON_INTENT_SRC_ATTRIBUTE = "data-hydrate-on-intent-src";

/** The `rel` of a script preload the rewrite made inert; the loader turns it back into `preload`. */
export const HYDRATE_ON_INTENT_PRELOAD_REL = "hydrate-on-intent-preload";
