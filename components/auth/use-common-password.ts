"use client";

import { useEffect, useState } from "react";
import { loadCommonPasswords } from "@/lib/auth/common-passwords";

/**
 * Whether `password` is on the common-password list. The list is fetched the first time
 * the field holds something, so it never weighs on the page's first load; until it has
 * arrived (or if it cannot), the answer is false and the server still has the last word.
 */
export function useIsCommonPassword(password: string): boolean {
  const [list, setList] = useState<ReadonlySet<string> | null>(null);
  const needed = password !== "" && list === null;
  useEffect(() => {
    if (!needed) return;
    let live = true;
    loadCommonPasswords().then(
      (loaded) => live && setList(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed]);
  return list?.has(password.toLowerCase()) ?? false;
}
