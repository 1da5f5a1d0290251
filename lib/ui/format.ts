// Small display formats shared by cards and detail screens.
const count = new Intl.NumberFormat("en-NG");

export function formatCount(n: number): string {
  return count.format(n);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** Rating with one decimal; the default of docs/product-spec.md part 9 is 4.5 when a course has none. */
export function formatRating(rating: number | null | undefined): string {
  return (rating ?? 4.5).toFixed(1);
}

/**
 * The count line of a paged list: which items this page shows out of how many match,
 * "Showing 1–12 of 14 courses", "Showing 13–14 of 14 courses", "Showing 1 of 1 course".
 */
export function showingRange(page: number, limit: number, matching: number, one: string, many = `${one}s`): string {
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, matching);
  const noun = matching === 1 ? one : many;
  if (first > last) return `Showing 0 of ${formatCount(matching)} ${noun}`;
  const range = first === last ? formatCount(first) : `${formatCount(first)}–${formatCount(last)}`;
  return `Showing ${range} of ${formatCount(matching)} ${noun}`;
}
