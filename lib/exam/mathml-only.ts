// Notation is MathML alone (docs/decisions.md, "Notation is MathML alone"). Versions stored before
// that carry KaTeX's HTML: each formula twice, as MathML and as styled spans that only KaTeX's
// stylesheet (no longer served) would draw. They are rendered again from their source when read
// (question-html.ts); this keeps the MathML alone of one that no longer renders.

const OPEN = '<span class="katex">';

/** True when `html` holds a formula rendered with KaTeX's styled spans. */
export function isKatexHtml(html: string): boolean {
  return html.includes(OPEN);
}

/** `html` with every KaTeX formula replaced by its MathML; anything else is left as it is. */
export function mathmlOnly(html: string): string {
  let out = "";
  let from = 0;
  for (;;) {
    const start = html.indexOf(OPEN, from);
    if (start < 0) return out + html.slice(from);
    const end = closingSpan(html, start);
    const mathStart = html.indexOf("<math", start);
    const mathEnd = html.indexOf("</math>", mathStart);
    if (end < 0 || mathStart < 0 || mathEnd < 0 || mathEnd > end) return out + html.slice(from);
    out += html.slice(from, start) + html.slice(mathStart, mathEnd + "</math>".length);
    from = end;
  }
}

/** Where the span opened at `start` ends (just after its `</span>`), or -1. */
function closingSpan(html: string, start: number): number {
  const tag = /<span\b|<\/span>/g;
  tag.lastIndex = start;
  let depth = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[0] === "</span>" ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return -1;
}
