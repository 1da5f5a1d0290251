import katex from "katex";

// Questions, options and explanations carry notation between $…$ (inline) and $$…$$ (display),
// in KaTeX syntax. KaTeX turns it into MathML on the server, which the phone's browser draws and
// reads aloud itself: no script, stylesheet or font to fetch (docs/decisions.md, "Notation is
// MathML alone"). Everything outside the delimiters is escaped text.

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
      const whole = mathml(segment.value, segment.display);
      if (segment.display) return whole;
      const lines = wrappableLines(segment.value);
      return lines.length > 1 ? lines.map((line) => mathml(line, false)).join("<wbr>") : whole;
    })
    .join("");
}

function mathml(tex: string, display: boolean): string {
  try {
    return bareMath(
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
}

// A line of working in an explanation ("$R^2 = 10^2 + 10^2 = 200$") is wider than a phone, and a
// browser never breaks a line inside one <math>. So a long inline formula is cut, as TeX breaks a
// formula in a paragraph, after relations and binary operators outside any group, into formulas
// the line may wrap between; a formula written inside one \mathrm{…} (a chemical equation) is cut
// inside it. Short formulas stay whole: each cut costs bytes and a pause in a screen reader.
// Display formulas stay whole too: they scroll on their own line.
const MIN_LINE = 20;
const RELATION =
  /^(?:=|<|>|\\(?:approx|neq?|leq?|geq?|equiv|sim(?:eq)?|propto|to|rightarrow|Rightarrow|longrightarrow|rightleftharpoons))$/;
const BINARY = /^(?:\+|-|\\(?:times|div|cdot|pm))$/;
const OPENING = /^(?:\(|\[|\{|\\left|,)$/;

/** `tex` as the formulas a long line of it is cut into (one, when it is short or cannot be cut). */
export function wrappableLines(tex: string): string[] {
  const tokens: string[] = tex.match(/\\[a-zA-Z]+|\\.|\s+|[^]/g) ?? [];
  const lines: string[] = [];
  let line = "";
  let reopened = 0;
  // The groups open at this point: a cut may fall inside \mathrm{…} alone, closed and reopened.
  const open: ("roman" | "group")[] = [];
  let previous: string | null = null;
  tokens.forEach((token, i) => {
    const cuttable = open.every((group) => group === "roman");
    if (token === "{") open.push(previous === "\\mathrm" ? "roman" : "group");
    else if (token === "\\left" || token === "\\begin") open.push("group");
    else if (token === "}" || token === "\\right" || token === "\\end") open.pop();
    const operator =
      RELATION.test(token) ||
      (BINARY.test(token) &&
        previous !== null &&
        !RELATION.test(previous) &&
        !BINARY.test(previous) &&
        !OPENING.test(previous));
    const last = tokens.slice(i + 1).every((rest) => !rest.trim() || rest === "}");
    const breaks = cuttable && operator && !last && line.slice(reopened).trim().length >= MIN_LINE;
    line += token;
    if (breaks) {
      lines.push(line + "}".repeat(open.length));
      line = "\\mathrm{".repeat(open.length);
      reopened = line.length;
    }
    if (token.trim()) previous = token;
  });
  lines.push(line);
  return lines;
}

/** KaTeX's `<math>` without the spans it wraps it in, which only its stylesheet would style. */
function bareMath(rendered: string): string {
  return rendered.slice(rendered.indexOf("<math"), rendered.lastIndexOf("</math>") + "</math>".length);
}

/** True when the text has notation to render; plain text is sent as it is. */
export function hasNotation(source: string): boolean {
  return splitNotation(source).some((segment) => segment.kind === "math");
}
