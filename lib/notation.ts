import katex from "katex";

// Questions, options and explanations carry notation between $…$ (inline) and $$…$$ (display),
// in KaTeX syntax. It is rendered on the server to HTML with MathML, so the phone needs KaTeX's
// stylesheet and fonts but no JavaScript. Everything outside the delimiters is escaped text.

export type NotationSegment = { kind: "text"; value: string } | { kind: "math"; value: string; display: boolean };

/** Splits text into plain text and notation. A "\$" is a literal dollar sign (prices: "\$5"). */
export function splitNotation(source: string): NotationSegment[] {
  const segments: NotationSegment[] = [];
  let text = "";
  let i = 0;
  while (i < source.length) {
    if (source[i] === "\\" && source[i + 1] === "$") {
      text += "$";
      i += 2;
      continue;
    }
    if (source[i] === "$") {
      const display = source[i + 1] === "$";
      const open = display ? 2 : 1;
      const close = source.indexOf(display ? "$$" : "$", i + open);
      if (close === -1) throw new NotationError(`an opening ${display ? "$$" : "$"} has no closing one`);
      if (text) segments.push({ kind: "text", value: text });
      text = "";
      segments.push({ kind: "math", value: source.slice(i + open, close), display });
      i = close + open;
      continue;
    }
    text += source[i];
    i += 1;
  }
  if (text) segments.push({ kind: "text", value: text });
  return segments;
}

export class NotationError extends Error {}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

/** HTML for a question, an option or an explanation. Throws NotationError on bad notation. */
export function renderNotation(source: string): string {
  return splitNotation(source)
    .map((segment) => {
      if (segment.kind === "text") return escapeHtml(segment.value).replace(/\n/g, "<br>");
      try {
        return katex.renderToString(segment.value, {
          displayMode: segment.display,
          output: "htmlAndMathml",
          throwOnError: true,
          strict: "ignore",
          trust: false,
        });
      } catch (error) {
        throw new NotationError(error instanceof Error ? error.message : String(error));
      }
    })
    .join("");
}

/** True when the text has notation to render; plain text is sent as it is. */
export function hasNotation(source: string): boolean {
  return splitNotation(source).some((segment) => segment.kind === "math");
}
