// Small display formats shared by cards and detail screens.
const count = new Intl.NumberFormat("en-NG");

export function formatCount(n: number): string {
  return count.format(n);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** Rating with one decimal; the spec's default is 4.5 when a course has none. */
export function formatRating(rating: number | null | undefined): string {
  return (rating ?? 4.5).toFixed(1);
}
