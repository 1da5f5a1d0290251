"use client";

import { useEffect } from "react";
import type { Sitting } from "./sitting-types";

// KaTeX's faces most notation uses; the browser fetches a face only when text first needs it.
const FACES = ["1em KaTeX_Main", "italic 1em KaTeX_Math", "bold 1em KaTeX_Main", "1em KaTeX_Size1"];

const hasNotation = (sitting: Sitting) =>
  sitting.sections.some((s) => s.questions.some((q) => q.html || q.options.some((o) => o.html)));

/**
 * A paper with notation fetches KaTeX's fonts once it is open, not when a subject with notation
 * is first chosen (where the tap would wait on them), and so the service worker holds them for a
 * reload offline.
 */
export function useNotationFonts(sitting: Sitting) {
  useEffect(() => {
    if (!hasNotation(sitting) || !document.fonts?.load) return;
    for (const face of FACES) void document.fonts.load(face).catch(() => {});
  }, [sitting]);
}
