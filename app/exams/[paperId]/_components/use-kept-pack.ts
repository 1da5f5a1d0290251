"use client";

import { useMemo, useSyncExternalStore } from "react";
import { keptPackText, parseKeptPack, subscribePacks, type KeptPack } from "./pack-storage";

/** The paper's pack kept on this phone, as it changes; null on the server and when there is none. */
export function useKeptPack(paperId: string): KeptPack | null {
  const text = useSyncExternalStore(
    subscribePacks,
    () => keptPackText(paperId),
    () => null,
  );
  return useMemo(() => parseKeptPack(text), [text]);
}
