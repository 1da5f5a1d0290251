"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { measuredKbps } from "@/lib/media/network-hints";
import {
  askToKeepDownloads,
  deleteDownload,
  downloadsSupported,
  listDownloads,
  saveDownload,
  storageUse,
  type DownloadMeta,
  type DownloadProgress,
  type StorageUse,
} from "@/lib/media/offline-lessons";
import type { LessonRendition } from "@/lib/media/renditions";
import { rememberThroughput } from "@/lib/media/throughput-memory";

// The player's side of offline downloads (lib/media/offline-lessons.ts): what is kept, what is
// on its way, the space used, and the actions. A download measures the connection as it goes.

export type DownloadRequest = Omit<DownloadMeta, "bytes" | "savedAt" | "contentType"> & { rendition: LessonRendition };

export function useOfflineLessons() {
  const [supported, setSupported] = useState(false);
  const [downloads, setDownloads] = useState<DownloadMeta[]>([]);
  const [active, setActive] = useState<Record<string, DownloadProgress>>({});
  const [failed, setFailed] = useState<Record<string, string>>({});
  const [usage, setUsage] = useState<StorageUse>(null);
  const aborts = useRef(new Map<string, AbortController>());

  const refresh = useCallback(async () => {
    const [list, use] = await Promise.all([listDownloads(), storageUse()]);
    setDownloads(list);
    setUsage(use);
  }, []);

  useEffect(() => {
    const controllers = aborts.current;
    setSupported(downloadsSupported());
    void refresh();
    return () => controllers.forEach((c) => c.abort());
  }, [refresh]);

  const start = useCallback(
    async ({ rendition, ...meta }: DownloadRequest, onMeasured?: () => void) => {
      const controller = new AbortController();
      aborts.current.set(meta.lessonId, controller);
      setFailed(({ [meta.lessonId]: _, ...rest }) => rest);
      setActive((a) => ({ ...a, [meta.lessonId]: { received: 0, total: rendition.bytes ?? 0 } }));
      try {
        const firstDownload = downloads.length === 0;
        const { meta: saved, ms } = await saveDownload(rendition.url, meta, {
          expectedBytes: rendition.bytes,
          signal: controller.signal,
          onProgress: (p) => setActive((a) => ({ ...a, [meta.lessonId]: p })),
        });
        rememberThroughput(measuredKbps(saved.bytes, ms));
        onMeasured?.();
        if (firstDownload) await askToKeepDownloads();
      } catch (err) {
        if (!controller.signal.aborted)
          setFailed((f) => ({ ...f, [meta.lessonId]: err instanceof Error ? err.message : "failed" }));
      } finally {
        aborts.current.delete(meta.lessonId);
        setActive(({ [meta.lessonId]: _, ...rest }) => rest);
        await refresh();
      }
    },
    [downloads.length, refresh],
  );

  const cancel = useCallback((lessonId: string) => aborts.current.get(lessonId)?.abort(), []);

  const remove = useCallback(
    async (download: DownloadMeta) => {
      await deleteDownload(download);
      await refresh();
    },
    [refresh],
  );

  return { supported, downloads, active, failed, usage, start, cancel, remove };
}
export type OfflineLessons = ReturnType<typeof useOfflineLessons>;
