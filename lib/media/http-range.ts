// Parses a single HTTP Range header ("bytes=0-99", "bytes=100-", "bytes=-500") against a size.
export type ParsedRange = { start: number; end: number } | "unsatisfiable" | null;

export function parseRange(header: string | null, size: number): ParsedRange {
  if (!header) return null;
  if (size <= 0) return /^bytes=/.test(header.trim()) ? "unsatisfiable" : null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null; // malformed or multi-range: serve the whole file
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}
