"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { chooseRendition, type NetworkHints, type RenditionChoice } from "@/lib/media/choose-rendition";
import { networkHints, type ConnectionInfo } from "@/lib/media/network-hints";
import type { LessonRendition, RenditionKind, VideoQuality } from "@/lib/media/renditions";
import { recallThroughput } from "@/lib/media/throughput-memory";

// The rendition the player streams: the student's setting, Save-Data and the connection decide
// (lib/media/choose-rendition.ts) until the student picks a rung by hand, which then holds for
// the lessons that follow. The server render knows only the Save-Data header; the phone's own
// signals are read once mounted.

const QUALITY_OF_KIND: Record<RenditionKind, Exclude<VideoQuality, "auto">> = {
  audio: "audio",
  p240: "lite",
  p360: "standard",
  original: "standard",
  p480: "high",
};

const connection = () => (navigator as Navigator & { connection?: ConnectionInfo }).connection;

export function useRenditionChoice(renditions: LessonRendition[], quality: VideoQuality, saveDataHeader: boolean) {
  const [hints, setHints] = useState<NetworkHints>({ saveData: saveDataHeader, throughputKbps: null });
  const [picked, setPicked] = useState<RenditionKind | null>(null);

  const readHints = useCallback(
    () => setHints(networkHints(connection(), saveDataHeader, recallThroughput())),
    [saveDataHeader],
  );
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the phone's connection is only readable after mounting
  useEffect(readHints, [readHints]);

  const choice: RenditionChoice | null = useMemo(
    () => chooseRendition(renditions, picked ? QUALITY_OF_KIND[picked] : quality, hints),
    [renditions, picked, quality, hints],
  );
  return { choice, picked, pick: setPicked, readHints };
}
