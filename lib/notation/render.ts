import katex from "katex";
import { wrappableLines } from "./lines";
import { escapeHtml } from "./escape-html";
import { mathLetters } from "./math-letters";
import { spokenMath, withSpokenLabels } from "./speech";

// Questions, options and explanations carry notation between $…$ (inline) and $$…$$ (display),
// in KaTeX syntax. KaTeX turns it into MathML on the server, which the phone's browser draws and
// reads aloud itself: no script, stylesheet or font to fetch (docs/decisions.md, "Notation is
// MathML alone"). A long inline formula becomes several, so a line may wrap between them
// (./lines.ts); styled letters are written in Unicode's mathematical alphabets (./math-letters.ts),
// and each formula carries its words for screen readers (./speech.ts).
// Everything outside the delimiters is escaped text.

export type NotationSegment = { kind: "text"; value: string } | { kind: "math"; value: string; display: boolean };

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";

/**
 * Inline notation follows Pandoc's rule, so a sentence with prices is not read as a formula: an
 * opening "$" has a non-space character right after it (else it is a dollar sign), and the
 * closing one has a non-space character right before it and no digit right after it ("$5 and
 * $2" has none). The index of the closing "$" of the one opened at `open`, or -1.
 */
function inlineClose(source: string, open: number): number {
  for (let at = source.indexOf("$", open + 2); at !== -1; at = source.indexOf("$", at + 1)) {
    if (!isSpace(source[at - 1]) && !isDigit(source[at + 1])) return at;
  }
  return -1;
}

/**
 * Splits text into plain text and notation. A "\$" is a literal dollar sign (prices: "\$5"), and
 * so is a "$" followed by a space or ending the text; any other "$" opens notation, which must close.
 */
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
    const display = source[i] === "$" && source[i + 1] === "$";
    if (source[i] === "$" && (display || (i + 1 < source.length && !isSpace(source[i + 1])))) {
      const open = display ? 2 : 1;
      const close = display ? source.indexOf("$$", i + open) : inlineClose(source, i);
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

export { escapeHtml };

/** HTML for a question, an option or an explanation. Throws NotationError on bad notation. */
export function renderNotation(source: string): string {
  return splitNotation(source)
    .map((segment) => {
      if (segment.kind === "text") return escapeHtml(segment.value).replace(/\n/g, "<br>");
      const lines = segment.display ? [] : wrappableLines(segment.value);
      if (lines.length > 1) {
        try {
          return lines.map((line) => mathml(line, false)).join("<wbr>");
        } catch {
          // a line that does not parse on its own (a rule the cutting missed): the formula whole
        }
      }
      return mathml(segment.value, segment.display);
    })
    .join("");
}

function mathml(tex: string, display: boolean): string {
  let math: string;
  try {
    math = bareMath(
      katex.renderToString(tex, {
        displayMode: display,
        output: "mathml",
        throwOnError: true,
        strict: "ignore",
        trust: false,
      }),
    );
  } catch (error) {
    throw new NotationError(error instanceof Error ? error.message : String(error));
  }
  return withSpokenLabels(mathLetters(math), spokenMath(math));
}

/** KaTeX's `<math>` without the spans it wraps it in, which only its stylesheet would style. */
function bareMath(rendered: string): string {
  return rendered.slice(rendered.indexOf("<math"), rendered.lastIndexOf("</math>") + "</math>".length);
}

/** True when the text has notation to render; plain text is sent as it is. */
export function hasNotation(source: string): boolean {
  return splitNotation(source).some((segment) => segment.kind === "math");
}
