type Place = Pick<Location, "pathname" | "search" | "reload" | "assign">;

/**
 * Loads `href` afresh from the server: a reload when the page is already there, otherwise a full
 * navigation to it. A client-side push still in flight on a slow connection has not changed the
 * address yet, and a plain reload then would reload the page being left and undo the push.
 */
export function reloadAt(href: string, place: Place = window.location): void {
  if (place.pathname + place.search === href) place.reload();
  else place.assign(href);
}
