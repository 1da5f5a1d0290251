import "server-only";
import { byRung, type LessonRendition, type LessonSources } from "@/lib/media/renditions";
import { db } from "../../db";
import { signedFileUrl } from "../../integrations/storage/signed-url";

// What the player may play of a lesson (docs/player.md): every rendition of its ladder with
// its measured size and bitrate, behind short-lived signed URLs, and its poster. A lesson
// made before the ladder plays what it was given (its file, its data-lite copy, or its
// external address) with the size unknown rather than guessed. Callers check the viewer may
// watch the lesson (curriculum.ts) before asking.

const sourceSelect = {
  id: true,
  storageKey: true,
  lowStorageKey: true,
  videoUrl: true,
  posterKey: true,
  renditions: {
    select: {
      kind: true,
      storageKey: true,
      contentType: true,
      bytes: true,
      bitrateKbps: true,
      width: true,
      height: true,
    },
  },
} as const;

type SourceRow = {
  storageKey: string | null;
  lowStorageKey: string | null;
  videoUrl: string | null;
  posterKey: string | null;
  renditions: {
    kind: LessonRendition["kind"];
    storageKey: string;
    contentType: string;
    bytes: bigint;
    bitrateKbps: number;
    width: number | null;
    height: number | null;
  }[];
};

const unknownSize = { bytes: null, bitrate_kbps: null, width: null, height: null, content_type: null } as const;

async function renditionsOf(row: SourceRow): Promise<LessonRendition[]> {
  if (row.renditions.length > 0) {
    const ladder = await Promise.all(
      row.renditions.map(async (r) => ({
        kind: r.kind,
        url: (await signedFileUrl(r.storageKey)).url,
        bytes: Number(r.bytes),
        bitrate_kbps: r.bitrateKbps,
        width: r.width,
        height: r.height,
        content_type: r.contentType,
      })),
    );
    return ladder.sort(byRung);
  }
  if (row.videoUrl) return [{ kind: "original", url: row.videoUrl, ...unknownSize }];
  if (!row.storageKey) return [];
  const original: LessonRendition = {
    kind: "original",
    url: (await signedFileUrl(row.storageKey)).url,
    ...unknownSize,
  };
  if (!row.lowStorageKey) return [original];
  return [{ kind: "p240", url: (await signedFileUrl(row.lowStorageKey)).url, ...unknownSize }, original];
}

async function toSources(row: SourceRow): Promise<LessonSources> {
  const [renditions, poster] = await Promise.all([
    renditionsOf(row),
    row.posterKey ? signedFileUrl(row.posterKey) : null,
  ]);
  return { renditions, poster_url: poster?.url ?? null };
}

/** The sources of each lesson in `lessonIds`, by id; ids of unknown lessons are left out. */
export async function listLessonSources(lessonIds: string[]): Promise<Map<string, LessonSources>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await db.lesson.findMany({ where: { id: { in: lessonIds } }, select: sourceSelect });
  return new Map(await Promise.all(rows.map(async (row) => [row.id, await toSources(row)] as const)));
}

export async function getLessonSources(lessonId: string): Promise<LessonSources> {
  return (await listLessonSources([lessonId])).get(lessonId) ?? { renditions: [], poster_url: null };
}
