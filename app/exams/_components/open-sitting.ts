import { sittingPath } from "../sittings/[id]/_components/sitting-messages";

// A sitting is opened by loading its page's document, never by a client-side navigation: the
// service worker keeps a copy of a page only when it serves the page's document (public/sw.js),
// and a paper must reopen without a connection from its first minute. Links to a sitting are
// plain <a> elements for the same reason.

/** Loads the sitting's page (after a start: its paper is already on the phone). */
export function openSitting(id: string) {
  window.location.assign(sittingPath(id));
}
