// A line of working in an explanation ("$R^2 = 10^2 + 10^2 = 200$") is wider than a phone, and a
// browser never breaks a line inside one <math>. So a long inline formula is cut, where TeX would
// let a paragraph's line break, after a relation or a binary operator outside any group (inside a
// \mathrm{…} that is not a script, closed and reopened: a chemical equation), into formulas the
// line may wrap between. Short formulas stay whole: each cut costs bytes and a pause in a screen
// reader. So does a formula using a command whose reach a cut would change (\over, \rm, \color,
// \def, …). Display formulas are never cut: they scroll on their own line.

const MIN_LINE = 20;
const RELATION =
  /^(?:=|<|>|:|\\(?:approx|neq?|leq?|geq?|equiv|sim(?:eq)?|cong|propto|to|rightarrow|Rightarrow|longrightarrow|leftrightarrow|Leftrightarrow|rightleftharpoons|in|notin|subset|subseteq|supset|supseteq|mid|parallel|perp))$/;
const BINARY = /^(?:\+|-|\\(?:times|div|cdot|pm|mp|cup|cap|setminus))$/;
/** Tokens after which a + or − is a sign, not an operator, as in TeX. */
const OPENING = /^(?:\(|\[|\\\{|\\left|,|;|&|\\\\|\\lbrace|\\langle)$/;
const SPACE = /^(?:\s+|~|\\[,;:! ]|\\quad|\\qquad|\\enspace|\\thinspace)$/;
const SCRIPT = /^(?:\^|_|'|\\limits|\\nolimits)$/;
const UNCUTTABLE =
  /\\(?:g?def|edef|xdef|let|(?:re|provide)?newcommand|begingroup|endgroup|over|atop|choose|brace|brack|above|rm|bf|it|sf|tt|cal|color|displaystyle|textstyle|scriptstyle|scriptscriptstyle|tiny|scriptsize|footnotesize|small|normalsize|large|Large|LARGE|huge|Huge|boldmath|unboldmath|global|mathchoice|tag|label)(?![a-zA-Z])/;

type Group = "roman" | "group" | "script" | "optional";

/** `tex` as the formulas a long line of it is cut into (one, when it is short or cannot be cut). */
export function wrappableLines(tex: string): string[] {
  if (UNCUTTABLE.test(tex)) return [tex];
  const tokens: string[] = tex.match(/\\[a-zA-Z]+|\\.|\s+|[^]/g) ?? [];
  const nextAtom = (i: number) => {
    let next = i + 1;
    while (next < tokens.length && SPACE.test(tokens[next]!)) next += 1;
    return tokens[next];
  };
  const lines: string[] = [];
  let line = "";
  let reopened = 0;
  const open: Group[] = [];
  let previous: string | undefined; // the last token that is not a space
  let operand = false; // whether what came last ends an operand, so a + or − after it is binary
  let script = false; // whether the next atom is a superscript's or subscript's

  tokens.forEach((token, i) => {
    const cuttable = open.every((group) => group === "roman");
    let cut = false;
    if (SPACE.test(token)) {
      // a space changes nothing
    } else if (script && token !== "{") {
      // The script itself (^+, _2, ^\circ), or a command taking the group that follows as it (_\mathrm{…}).
      script = /^\\[a-zA-Z]+$/.test(token);
      operand = true;
    } else if (token === "{") {
      open.push(script ? "script" : previous === "\\mathrm" ? "roman" : "group");
      script = false;
    } else if (token === "[" && previous !== undefined && /^\\[a-zA-Z]+$/.test(previous)) {
      open.push("optional"); // \sqrt[3]{…}, \xrightarrow[…]{…}
    } else if (token === "}" || (token === "]" && open.at(-1) === "optional")) {
      open.pop();
      operand = true;
    } else if (token === "\\left" || token === "\\begin") {
      open.push("group");
      operand = false;
    } else if (token === "\\right" || token === "\\end") {
      open.pop();
      operand = true;
    } else if (SCRIPT.test(token)) {
      script = token !== "'";
    } else if (RELATION.test(token) || (BINARY.test(token) && operand)) {
      const next = nextAtom(i);
      cut =
        cuttable &&
        next !== undefined &&
        next !== "}" &&
        !SCRIPT.test(next) &&
        line.slice(reopened).trim().length >= MIN_LINE;
      operand = false;
    } else {
      operand = !BINARY.test(token) && !OPENING.test(token);
    }
    line += token;
    if (!SPACE.test(token)) previous = token;
    if (cut) {
      lines.push(line + "}".repeat(open.length));
      line = "\\mathrm{".repeat(open.length);
      reopened = line.length;
    }
  });
  lines.push(line);
  return lines;
}
