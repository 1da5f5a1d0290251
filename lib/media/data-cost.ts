import { formatNaira } from "../payments/money";

// What a lesson costs in data. Nigerian networks count data in binary units: a 1 GB bundle is
// 1024 MB and a megabyte is 1024 × 1024 bytes, so sizes and costs here use the same units.

export const BYTES_PER_MB = 1024 * 1024;
export const BYTES_PER_GB = 1024 * BYTES_PER_MB;

export type Tariff = { network: string; name: string; naira_per_gb: number };

/** A size as the networks count it: "4.8 MB", "52 MB", "under 0.1 MB", "1.5 GB": one decimal below 10 MB, whole megabytes to 1 GB, then gigabytes. */
export function formatDataSize(bytes: number): string {
  const mb = bytes / BYTES_PER_MB;
  if (mb < 0.1) return "under 0.1 MB";
  if (mb < 10) return `${(Math.round(mb * 10) / 10).toFixed(1)} MB`;
  if (Math.round(mb) < 1024) return `${Math.round(mb)} MB`;
  return `${(Math.round((bytes / BYTES_PER_GB) * 10) / 10).toLocaleString("en-NG")} GB`;
}

/** Naira a download of `bytes` costs at `nairaPerGb`, unrounded. */
export const nairaFor = (bytes: number, nairaPerGb: number) => (bytes / BYTES_PER_GB) * nairaPerGb;

/** "under ₦1", "about ₦2", "about ₦1,350": bundles are bought in naira, so whole naira is as fine as it gets. */
export function formatDataCost(naira: number): string {
  if (naira < 0.5) return "under ₦1";
  return `about ${formatNaira(naira)}`;
}

/** The cost of `bytes` on the student's network, as shown beside the size. */
export const costOn = (bytes: number, tariff: Tariff) => formatDataCost(nairaFor(bytes, tariff.naira_per_gb));

/**
 * The cost line beside a size: on the student's network, or, before they have chosen one, on
 * every network (never a price at a network that may not be theirs). Empty for an unknown size.
 */
export function describeCost(bytes: number | null, tariffs: Tariff[], network: string | null): string {
  if (bytes === null) return "";
  const own = tariffs.find((t) => t.network === network);
  if (own) return `${costOn(bytes, own)} on ${own.name}`;
  return tariffs.map((t) => `${t.name} ${costOn(bytes, t).replace("about ", "")}`).join(" · ");
}
