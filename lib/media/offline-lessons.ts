import type { RenditionKind } from "./renditions";

// Lessons kept on the phone for offline study (docs/player.md, "Offline downloads"), in Cache
// Storage. Signed URLs expire, so a copy is keyed by lesson and rendition under a path of our
// own, never by the URL it came from; what the list shows of it travels in one header of the
// stored response, so listing never reads a video's bytes. The cache is the signed-in
// student's, forgotten with the rest of their data (lib/private-data.ts), and kept by the
// service worker (public/sw.js) across its updates.

export const LESSONS_CACHE = "examprep-lessons";
const KEY_PREFIX = "/__examprep/lessons/";
const META_HEADER = "x-examprep-download";

export type DownloadMeta = {
  lessonId: string;
  lessonTitle: string;
  courseId: string;
  courseTitle: string;
  kind: RenditionKind;
  bytes: number;
  contentType: string;
  savedAt: string;
};

export const downloadsSupported = () => typeof caches !== "undefined";

const keyOf = (lessonId: string, kind: RenditionKind) => `${KEY_PREFIX}${encodeURIComponent(lessonId)}/${kind}`;

function metaOf(response: Response): DownloadMeta | null {
  const raw = response.headers.get(META_HEADER);
  if (!raw) return null;
  try {
    return JSON.parse(decodeURIComponent(raw)) as DownloadMeta;
  } catch {
    return null;
  }
}

/** Every lesson kept on this phone, newest first. */
export async function listDownloads(): Promise<DownloadMeta[]> {
  if (!downloadsSupported()) return [];
  const cache = await caches.open(LESSONS_CACHE);
  const metas = await Promise.all((await cache.keys()).map(async (request) => metaOf((await cache.match(request))!)));
  return metas.filter((m): m is DownloadMeta => m !== null).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

export type DownloadProgress = { received: number; total: number };

/**
 * Fetches a rendition and keeps it. Resolves with the copy's details and how long the transfer
 * took; rejects when the network fails or `signal` aborts, keeping nothing.
 */
export async function saveDownload(
  url: string,
  meta: Omit<DownloadMeta, "bytes" | "savedAt" | "contentType">,
  options: { expectedBytes: number | null; onProgress: (p: DownloadProgress) => void; signal?: AbortSignal },
): Promise<{ meta: DownloadMeta; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { signal: options.signal });
  if (!response.ok || !response.body) throw new Error(`download failed with ${response.status}`);
  const total = Number(response.headers.get("content-length")) || options.expectedBytes || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    options.onProgress({ received, total: Math.max(total, received) });
  }
  const contentType = response.headers.get("content-type") ?? "video/mp4";
  const full: DownloadMeta = { ...meta, bytes: received, contentType, savedAt: new Date().toISOString() };
  const body = new Blob(chunks as BlobPart[], { type: contentType });
  const cache = await caches.open(LESSONS_CACHE);
  await cache.put(keyOf(meta.lessonId, meta.kind), new Response(body, { headers: { "content-type": contentType, [META_HEADER]: encodeURIComponent(JSON.stringify(full)) } }));
  return { meta: full, ms: performance.now() - started };
}

/** A URL the player can play the kept copy from; revoke it when done. Null when there is none. */
export async function offlineCopyUrl(download: Pick<DownloadMeta, "lessonId" | "kind">): Promise<string | null> {
  if (!downloadsSupported()) return null;
  const response = await caches.match(keyOf(download.lessonId, download.kind), { cacheName: LESSONS_CACHE });
  return response ? URL.createObjectURL(await response.blob()) : null;
}

export async function deleteDownload(download: Pick<DownloadMeta, "lessonId" | "kind">): Promise<void> {
  if (!downloadsSupported()) return;
  await (await caches.open(LESSONS_CACHE)).delete(keyOf(download.lessonId, download.kind));
}

export type StorageUse = { used: number; quota: number } | null;

/** What the browser says this site uses of the phone's storage, where it says. */
export async function storageUse(): Promise<StorageUse> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  return estimate?.usage !== undefined && estimate.quota !== undefined ? { used: estimate.usage, quota: estimate.quota } : null;
}

/** Asks the browser not to clear the downloads when the phone runs short of space. */
export async function askToKeepDownloads(): Promise<void> {
  if (!navigator.storage?.persist || (await navigator.storage.persisted?.())) return;
  await navigator.storage.persist().catch(() => false);
}
