"use client";

import { useEffect, useState } from "react";
import { offlineCopyUrl, type DownloadMeta } from "@/lib/media/offline-lessons";

/**
 * An object URL of the kept copy of a lesson (`download`, or none), made once per copy and
 * revoked when the player moves on. Null until it is ready.
 */
export function useOfflineCopy(download: Pick<DownloadMeta, "lessonId" | "kind"> | null): string | null {
  const key = download ? `${download.lessonId}/${download.kind}` : null;
  const [copy, setCopy] = useState<{ key: string; url: string } | null>(null);

  useEffect(() => {
    if (!key || !download) return;
    let made: string | null = null;
    let cancelled = false;
    void offlineCopyUrl(download).then((url) => {
      made = url;
      if (url && cancelled) URL.revokeObjectURL(url);
      else if (url) setCopy({ key, url });
    });
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the copy is named by its key; `download` is a new object on every list refresh
  }, [key]);

  return copy && copy.key === key ? copy.url : null;
}
