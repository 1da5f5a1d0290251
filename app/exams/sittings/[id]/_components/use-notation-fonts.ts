"use client";

import { useEffect } from "react";
import type { Sitting } from "./sitting-types";

// KaTeX's faces, each with the class in KaTeX's HTML that draws with it (the regular face draws
// all notation). The browser fetches a face only when text first needs it.
const FACES: { face: string; used: (html: string) => boolean }[] = [
  { face: "1em KaTeX_Main", used: () => true },
  { face: "italic 1em KaTeX_Math", used: (html) => html.includes("mathnormal") },
  { face: "bold 1em KaTeX_Main", used: (html) => /mathbf|textbf/.test(html) },
  { face: "1em KaTeX_Size1", used: (html) => /small-op|size1/.test(html) },
];

/** The faces (as `document.fonts.load` takes them) the paper's notation draws with; none without notation. */
export function notationFaces(sitting: Sitting): string[] {
  const notation = sitting.sections
    .flatMap((s) => s.questions.flatMap((q) => [q.html ?? "", ...q.options.map((o) => o.html ?? "")]))
    .filter((html) => html.includes("katex"))
    .join("");
  return notation ? FACES.filter(({ used }) => used(notation)).map(({ face }) => face) : [];
}

/**
 * A paper with notation fetches the KaTeX faces its notation uses once it is open, not when a
 * subject with notation is first chosen (where the tap would wait on them), and so the service
 * worker holds them for a reload offline.
 */
export function useNotationFonts(sitting: Sitting) {
  useEffect(() => {
    if (!document.fonts?.load) return;
    for (const face of notationFaces(sitting)) void document.fonts.load(face).catch(() => {});
  }, [sitting]);
}
