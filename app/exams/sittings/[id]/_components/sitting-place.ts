import type { Position } from "./sitting-types";

// Where the candidate is in a sitting, told to the server with the page's request: the phone
// keeps the place (sitting-storage.ts), and writes it to this cookie on every move as well, so
// that a reload is drawn by the server at the question the candidate left, not at question 1.
// One cookie for the sitting last moved in, sent only to the sitting pages.

export const PLACE_COOKIE = "examprep_place";
const PLACE_PATH = "/exams/sittings";
// A practice paper has no clock and may be picked up days later.
const PLACE_MAX_AGE_S = 14 * 24 * 60 * 60;

/** The cookie's value for a place in a sitting: `{id}.{section}.{question}`. */
export const placeValue = (sittingId: string, { section, question }: Position) =>
  `${encodeURIComponent(sittingId)}.${section}.${question}`;

/** The place the cookie gives for this sitting; null when it is for another one or not a place. */
export function readPlace(value: string | undefined, sittingId: string): Position | null {
  const match = value?.match(/^(.+)\.(\d{1,3})\.(\d{1,4})$/);
  if (!match || match[1] !== encodeURIComponent(sittingId)) return null;
  return { section: Number(match[2]), question: Number(match[3]) };
}

/** Writes the place for the next request of the sitting's page (on the phone only). */
export function rememberPlace(sittingId: string, position: Position) {
  document.cookie = `${PLACE_COOKIE}=${placeValue(sittingId, position)}; path=${PLACE_PATH}; max-age=${PLACE_MAX_AGE_S}; samesite=lax`;
}
