// Notation for a paper kept on the phone (docs/exam-engine.md, "Offline papers"): KaTeX's HTML
// carries each formula twice, as MathML for screen readers and as styled spans for the eye, and
// the spans are most of a science paper's bytes. A pack keeps the MathML alone, which the phone's
// browser draws itself and reads aloud as before.

const OPEN = '<span class="katex">';

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
