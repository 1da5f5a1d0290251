import type { Endpoints } from "@/app/api/endpoints";
import type { ResponseOf } from "@/lib/api/endpoint";
import { readRaw, removeStored, storedKeysStartingWith, writeStoredText } from "@/lib/client/offline/storage";
import { packStartBy } from "@/lib/exam/offline-claims";
import { storedKey } from "@/lib/client/offline/stored-keys";
import type { Progress } from "../../sittings/[id]/_components/offline-queue";
import type { Sitting } from "../../sittings/[id]/_components/sitting-types";

// Papers kept on the phone to sit offline (docs/exam-engine.md, "Offline papers"), one per paper,
// in localStorage under `offline-pack:{paper id}`: the pack as downloaded, the offset from this
// phone's clock to the server's (measured at the download), and the times the server will check
// (the start, each answer, the end) by this phone's clock. The answers themselves live where the
// sitting screen keeps any paper's progress (sitting-storage.ts, under the pack's id). Both go on
// sign-out (the prefix is registered in lib/client/offline/stored-keys.ts); a pack goes once the server has scored it.
// Diagrams are kept in Cache Storage for the service worker to serve offline.

/** Kept in step with public/sw.js, which serves a pack's diagrams from it offline. */
export const PACK_MEDIA_CACHE = "examprep-pack-media";

/** POST /api/papers/{id}/offline-packs's `pack`, as its definition declares it (types only). */
export type OfflinePack = ResponseOf<Endpoints["POST /api/papers/{id}/offline-packs"]>["pack"];

export type KeptPack = {
  pack: OfflinePack;
  /** The server's clock minus this phone's, in ms. */
  offset_ms: number;
  /** What the pack took on the phone (and in data): its JSON and its diagrams. */
  bytes: number;
  /** Times by this phone's clock (ms). */
  started_at: number | null;
  finished_at: number | null;
  answered_at: Record<string, number>;
};

const keyOf = (paperId: string) => storedKey("offlinePack", paperId);
const CHANGE = "examprep:offline-packs";

function write(kept: KeptPack): boolean {
  const written = writeStoredText(keyOf(kept.pack.paper_id), JSON.stringify(kept));
  if (written) window.dispatchEvent(new Event(CHANGE));
  return written;
}

/** The raw entry, for useSyncExternalStore (a string compares by value between renders). */
export const keptPackText = (paperId: string): string | null => readRaw(keyOf(paperId));

export function parseKeptPack(text: string | null): KeptPack | null {
  try {
    const kept = JSON.parse(text ?? "null") as KeptPack | null;
    return kept?.pack && Array.isArray(kept.pack.sections) ? kept : null;
  } catch {
    return null;
  }
}

export const keptPack = (paperId: string) => parseKeptPack(keptPackText(paperId));

/** Every pack on this phone as one string (for useSyncExternalStore): a JSON array of the entries' texts. */
export const keptPacksText = (): string =>
  JSON.stringify(storedKeysStartingWith(storedKey("offlinePack")).map((key) => readRaw(key)));

/** The packs of keptPacksText that read as packs. */
export function parseKeptPacks(text: string): KeptPack[] {
  let entries: unknown;
  try {
    entries = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  return entries.map((entry) => parseKeptPack(typeof entry === "string" ? entry : null)).filter((k) => k !== null);
}

export function subscribePacks(onChange: () => void): () => void {
  window.addEventListener(CHANGE, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** Keeps a downloaded pack; false when the phone has no room for it. */
export function keepPack(pack: OfflinePack, offsetMs: number, bytes: number): boolean {
  return write({ pack, offset_ms: offsetMs, bytes, started_at: null, finished_at: null, answered_at: {} });
}

function change(paperId: string, edit: (kept: KeptPack) => KeptPack) {
  const kept = keptPack(paperId);
  if (kept) write(edit(kept));
}

/** The candidate tapped Start: the clock runs from now. */
export const startPack = (paperId: string, now = Date.now()) =>
  change(paperId, (k) => (k.started_at === null ? { ...k, started_at: now } : k));

export const noteAnswer = (paperId: string, questionId: string, now = Date.now()) =>
  change(paperId, (k) => (k.finished_at === null ? { ...k, answered_at: { ...k.answered_at, [questionId]: now } } : k));

/** The candidate submitted, or the clock ran out (then the paper ended at its deadline, not when the phone noticed). */
export const finishPack = (paperId: string, now = Date.now()) =>
  change(paperId, (k) =>
    k.finished_at !== null || k.started_at === null ? k : { ...k, finished_at: packEnd(k.started_at, k.pack, now) },
  );

/**
 * A pack not started within its days (lib/exam/offline-claims.ts) can no longer be sat: the
 * server would refuse it. `now` is this phone's clock; the pack's offset turns it to the server's.
 */
export const packExpired = (kept: KeptPack, now = Date.now()): boolean =>
  kept.started_at === null && now + kept.offset_ms > packStartBy(Date.parse(kept.pack.downloaded_at));

/** When a paper started at `startedAt` runs out by this phone's clock; null when untimed. */
export const packDeadline = (startedAt: number, pack: Pick<OfflinePack, "duration_minutes">): number | null =>
  pack.duration_minutes === null ? null : startedAt + pack.duration_minutes * 60_000;

/** When a paper started at `startedAt` ends if finished `now`: at its deadline at the latest. */
export function packEnd(startedAt: number, pack: Pick<OfflinePack, "duration_minutes">, now: number): number {
  return Math.min(now, packDeadline(startedAt, pack) ?? now);
}

export async function forgetPack(paperId: string) {
  const kept = keptPack(paperId);
  removeStored(keyOf(paperId));
  window.dispatchEvent(new Event(CHANGE));
  if (!kept || typeof caches === "undefined") return;
  const cache = await caches.open(PACK_MEDIA_CACHE).catch(() => null);
  await Promise.all(packImages(kept.pack).map((url) => cache?.delete(url)));
}

/** The pack's diagrams, each once. */
export function packImages(pack: Pick<OfflinePack, "sections" | "stimuli">): string[] {
  const urls = [
    ...pack.sections.flatMap((s) => s.questions.map((q) => q.image_url)),
    ...pack.stimuli.map((s) => s.image_url),
  ];
  return [...new Set(urls.filter((u): u is string => Boolean(u)))];
}

/** Fetches the pack's diagrams into Cache Storage; their bytes. */
export async function keepPackImages(pack: OfflinePack): Promise<number> {
  const urls = packImages(pack);
  if (urls.length === 0 || typeof caches === "undefined") return 0;
  const cache = await caches.open(PACK_MEDIA_CACHE);
  let bytes = 0;
  for (const url of urls) {
    const response = await fetch(url, { credentials: "same-origin" });
    if (!response.ok) continue;
    const body = await response.clone().arrayBuffer();
    bytes += body.byteLength;
    await cache.put(url, response);
  }
  return bytes;
}

/** The pack as the sitting screen takes a sitting: its id, its clock from the candidate's start. */
export function packSitting(kept: KeptPack): { sitting: Sitting; deadline: number | null; source: "phone" } {
  const { pack } = kept;
  const started = kept.started_at ?? Date.now();
  const deadline = packDeadline(started, pack);
  return {
    sitting: {
      id: pack.id,
      paper_id: pack.paper_id,
      exam: pack.exam,
      title: pack.title,
      mode: pack.mode,
      options: pack.options,
      started_at: new Date(started).toISOString(),
      expires_at: deadline === null ? null : new Date(deadline).toISOString(),
      remaining_seconds: deadline === null ? null : Math.max(0, Math.round((deadline - Date.now()) / 1000)),
      grace_seconds: pack.grace_seconds,
      max_score: pack.max_score,
      sections: pack.sections,
      stimuli: pack.stimuli,
      answers: {},
      flags: [],
      submitted_at: null,
      result: null,
    },
    deadline,
    source: "phone",
  };
}

/** POST /api/offline-packs/{id}/sitting's body: the phone's times turned to the server's clock. */
export function uploadBody(kept: KeptPack, progress: Partial<Progress> | null) {
  const server = (ms: number) => new Date(ms + kept.offset_ms).toISOString();
  const started = kept.started_at ?? Date.now();
  const finished = kept.finished_at ?? Date.now();
  const satSeconds = Math.max(0, Math.floor((finished - started) / 1000));
  const answers = Object.fromEntries(
    Object.entries(progress?.answers ?? {}).map(([id, answer]) => [
      id,
      { answer, answered_at: server(kept.answered_at[id] ?? started) },
    ]),
  );
  const timeSpent = Object.fromEntries(
    Object.entries(progress?.timeSpent ?? {}).flatMap(([subject, ms]) =>
      ms >= 1000 ? [[subject, Math.min(satSeconds, Math.floor(ms / 1000))]] : [],
    ),
  );
  return {
    started_at: server(started),
    finished_at: server(finished),
    answers,
    flags: progress?.flags ?? [],
    opened: progress?.opened ?? [],
    time_spent: timeSpent,
  };
}
