// The last throughput this tab measured from bytes it fetched itself (a lesson download), for
// the next rendition choice. Session-long: a phone's network changes as its owner moves.
const KEY = "media-throughput-kbps";

export function rememberThroughput(kbps: number | null): void {
  if (kbps === null) return;
  try {
    sessionStorage.setItem(KEY, String(kbps));
  } catch {
    // storage unavailable: the next choice goes by the connection's own estimate
  }
}

export function recallThroughput(): number | null {
  try {
    const value = Number(sessionStorage.getItem(KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}
