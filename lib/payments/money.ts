// Naira amounts are whole numbers: shown with the sign, thousands separators and no decimals.
const formatter = new Intl.NumberFormat("en-NG", { maximumFractionDigits: 0, minimumFractionDigits: 0 });

export function formatNaira(amount: number): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? "-" : "";
  return `${sign}₦${formatter.format(Math.abs(rounded))}`;
}

/** Course price as the catalogue shows it: "Free" for 0. */
export function formatPrice(amount: number): string {
  return amount === 0 ? "Free" : formatNaira(amount);
}

/** The struck-out original price is shown only when it is greater than the price. */
export function showOriginalPrice(price: number, originalPrice: number | null | undefined): originalPrice is number {
  return typeof originalPrice === "number" && originalPrice > price;
}
