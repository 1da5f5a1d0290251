import { escapeHtml } from "./escape-html";

// A formula in words, for the `aria-label` of its <math>. A screen reader names an option or a
// question from its content, and most (TalkBack among them) flatten MathML to its characters:
// 476₈ is read "476 8", ¾ "3 4" and ML²T⁻² "M L 2 T − 2". The words say what the layout shows:
// "476 base 8", "3 over 4", "ML squared T to the power minus 2". They follow KaTeX's MathML, the
// only MathML the app renders (./render.ts).

type MathNode = { tag: string; attrs: string; children: MathNode[] } | { text: string };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#")
      return String.fromCodePoint(
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name] ?? whole;
  });
}

/** KaTeX's MathML as a tree: elements, their attributes as written, and text. */
function parse(mathml: string): MathNode[] {
  const root: MathNode[] = [];
  const stack: { tag: string; attrs: string; children: MathNode[] }[] = [];
  const into = () => stack.at(-1)?.children ?? root;
  const token = /<(\/?)([a-z]+)([^>]*?)(\/?)>|([^<]+)/gi;
  for (let m = token.exec(mathml); m; m = token.exec(mathml)) {
    const [, closing, tag, attrs, selfClosing, text] = m;
    if (text !== undefined) into().push({ text: decode(text) });
    else if (closing) stack.pop();
    else {
      const node = { tag: tag!, attrs: attrs ?? "", children: [] };
      into().push(node);
      if (!selfClosing) stack.push(node);
    }
  }
  return root;
}

const OPERATORS: Record<string, string> = {
  "+": "plus",
  "−": "minus",
  "-": "minus",
  "±": "plus or minus",
  "∓": "minus or plus",
  "×": "times",
  "·": "times",
  "⋅": "times",
  "∗": "times",
  "÷": "divided by",
  "/": "divided by",
  "=": "equals",
  "≠": "is not equal to",
  "≈": "is approximately equal to",
  "≡": "is identical to",
  "<": "is less than",
  ">": "is greater than",
  "≤": "is less than or equal to",
  "≥": "is greater than or equal to",
  "∝": "is proportional to",
  "→": "gives",
  "⟶": "gives",
  "⇌": "is in equilibrium with",
  "⇒": "implies",
  "⟹": "implies",
  "⇔": "if and only if",
  "∈": "is in",
  "∉": "is not in",
  "⊂": "is a subset of",
  "⊆": "is a subset of",
  "∪": "union",
  "∩": "intersection",
  "∴": "therefore",
  "∵": "because",
  "∠": "angle",
  "△": "triangle",
  "∞": "infinity",
  "%": "percent",
  "°": "degrees",
  "∘": "degrees",
  "′": "prime",
  "!": "factorial",
  "(": "open bracket",
  ")": "close bracket",
  "[": "open square bracket",
  "]": "close square bracket",
  "{": "open brace",
  "}": "close brace",
  "|": "bar",
  "∣": "bar",
  "∑": "the sum",
  "∫": "the integral",
  "∏": "the product",
  "\u2061": "",
  "\u2062": "",
};

const textOf = (node: MathNode): string => ("text" in node ? node.text : node.children.map(textOf).join(""));

const elements = (nodes: MathNode[]) => nodes.filter((n): n is Exclude<MathNode, { text: string }> => !("text" in n));

/** More than one token: read between words that say where it starts and ends. */
const compound = (node: MathNode): boolean => {
  if ("text" in node) return false;
  if (["mi", "mn", "mtext", "mo"].includes(node.tag)) return false;
  if (["mrow", "mstyle", "semantics", "mpadded"].includes(node.tag)) {
    const inner = elements(node.children);
    return inner.length !== 1 || compound(inner[0]!);
  }
  return true;
};

const POWERS: Record<string, string> = {
  "2": "squared",
  "3": "cubed",
  "∘": "degrees",
  "′": "prime",
  "″": "double prime",
};
const ROOTS: Record<string, string> = { "2": "square root", "3": "cube root" };

const ACCENTS: Record<string, (base: string) => string> = {
  "‾": (base) => `${base} bar`,
  "¯": (base) => `${base} bar`,
  "\u20d7": (base) => `vector ${base}`,
  "→": (base) => `vector ${base}`,
  "^": (base) => `${base} hat`,
  ˆ: (base) => `${base} hat`,
  "˙": (base) => `${base} dot`,
  "~": (base) => `${base} tilde`,
  "˜": (base) => `${base} tilde`,
};

function speak(nodes: MathNode[]): string {
  const parts: string[] = [];
  let previous: MathNode | undefined;
  for (const node of nodes) {
    // A mixed number: 3½ is "3 and 1 over 2".
    if (previous && isTag(previous, "mn") && isNumberFraction(node)) parts.push("and");
    // An element's symbol in upright letters (\mathrm{Ca^{2+}}): one word, "Ca".
    if (previous && uprightLetter(previous, /^[A-Z]$/) && uprightLetter(baseOf(node), /^[a-z]$/))
      parts.push(`${parts.pop() ?? ""}${spoken(node)}`);
    else parts.push(spoken(node));
    if (!("text" in node)) previous = node;
  }
  return words(parts);
}

/** A single upright letter (KaTeX's \mathrm) matching `letter`. */
const uprightLetter = (node: MathNode, letter: RegExp) =>
  isTag(node, "mi") && !("text" in node) && node.attrs.includes('mathvariant="normal"') && letter.test(textOf(node));

/** What a script is attached to, or the node itself. */
const baseOf = (node: MathNode): MathNode =>
  !("text" in node) && ["msub", "msup", "msubsup"].includes(node.tag) ? (elements(node.children)[0] ?? node) : node;

const isTag = (node: MathNode, tag: string) => !("text" in node) && node.tag === tag;

/** A fraction of two numbers, alone or in KaTeX's style wrapper (\tfrac, \dfrac). */
function isNumberFraction(node: MathNode): boolean {
  if ("text" in node) return false;
  if (node.tag === "mstyle")
    return elements(node.children).length === 1 && isNumberFraction(elements(node.children)[0]!);
  return node.tag === "mfrac" && elements(node.children).every((part) => isTag(part, "mn"));
}

function words(parts: string[]): string {
  return parts
    .filter((p) => p !== "")
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

function spoken(node: MathNode): string {
  if ("text" in node) return node.text.trim();
  const kids = elements(node.children);
  const [a, b, c] = kids;
  const say = (n: MathNode | undefined) => (n ? spoken(n) : "");
  switch (node.tag) {
    case "annotation":
    case "mphantom":
      return "";
    case "mi": {
      // KaTeX writes a few symbols as identifiers (\%, \angle, |x|).
      const name = textOf(node).trim();
      return /^\p{L}/u.test(name) ? name : (OPERATORS[name] ?? name);
    }
    case "mn":
    case "mtext":
    case "ms":
      return textOf(node).trim();
    case "mo": {
      const op = textOf(node).trim();
      return OPERATORS[op] ?? op;
    }
    case "mspace":
      return "";
    case "mfrac": {
      if (/linethickness="0(px|em)?"/.test(node.attrs)) return words([say(a), "choose", say(b)]);
      if (!compound(a!) && !compound(b!)) return words([say(a), "over", say(b)]);
      return words(["the fraction", say(a), "over", say(b), "end fraction"]);
    }
    case "msqrt":
      return kids.length === 1 && !compound(a!)
        ? words(["the square root of", say(a)])
        : words(["the square root of", speak(node.children), "end root"]);
    case "mroot": {
      const index = say(b);
      return words([`the ${ROOTS[index] ?? `${index}th root`} of`, say(a), compound(a!) ? "end root" : ""]);
    }
    case "msup":
      return power(say(a), b!);
    case "msub":
      return words([say(a), subscript(a!, b!), isLog(a!) ? "of" : ""]);
    case "msubsup":
      return power(words([say(a), subscript(a!, b!)]), c!);
    case "mover": {
      const accent = textOf(b!).trim();
      const read = ACCENTS[accent];
      return read ? read(say(a)) : words([say(a), "with", say(b), "above"]);
    }
    case "munder":
      return words([say(a), "with", say(b), "below"]);
    case "munderover":
      return words([say(a), "from", say(b), "to", say(c)]);
    case "mtable":
      return words(kids.map((row, i) => `row ${i + 1}: ${words(elements(row.children).map(spoken))},`));
    default:
      return speak(node.children);
  }
}

/** `base` raised to `exponent`, read as a reader would say it. */
function power(base: string, exponent: MathNode): string {
  const raw = textOf(exponent).trim();
  if (POWERS[raw]) return words([base, POWERS[raw]]);
  // An ion's charge (Ca²⁺, SO₄²⁻): a superscript, not a power.
  if (/^[0-9]*[+−-]$/.test(raw)) return words([base, "superscript", spoken(exponent)]);
  const signedNumber = /^[−-]?[0-9.]+$/.test(raw);
  return words([base, "to the power", spoken(exponent), compound(exponent) && !signedNumber ? "end power" : ""]);
}

const isLog = (node: MathNode) => textOf(node).replace("\u2061", "").trim() === "log";

/** A subscript: a number's or a logarithm's base (476₈, log₁₀), else a subscript (H₂, x₁). */
function subscript(base: MathNode, sub: MathNode): string {
  const isBase = isTag(base, "mn") || isLog(base);
  return words([isBase ? "base" : "sub", spoken(sub)]);
}

/** The words of one `<math>…</math>` as KaTeX renders it. */
export function spokenMath(mathml: string): string {
  return speak(parse(mathml));
}

const UNLABELLED = /<math(?![^>]* aria-label=)([^>]*)>([\s\S]*?)<\/math>/g;

const attribute = (words: string) => ` aria-label="${escapeHtml(words)}"`;

/** KaTeX's copy of the TeX in each formula: no reader uses it, and it is as long as the words. */
const withoutTex = (inner: string) =>
  inner.replace(/<annotation encoding="application\/x-tex">[^<]*<\/annotation>/g, "").replace(/<\/?semantics>/g, "");

/**
 * `html` with each `<math>` that has no accessible name given its words, and without KaTeX's copy
 * of its TeX: `words` for every one (a formula just rendered), else each one's own (stored HTML
 * from before formulas carried them).
 */
export function withSpokenLabels(html: string, words?: string): string {
  return html.replace(
    UNLABELLED,
    (_, attrs: string, inner: string) =>
      `<math${attrs}${attribute(words ?? spokenMath(inner))}>${withoutTex(inner)}</math>`,
  );
}

/** Whether `html` holds a formula without its words (stored before formulas carried them). */
export const hasUnlabelledMath = (html: string): boolean => /<math(?![^>]* aria-label=)/.test(html);
