// KaTeX marks \mathbf, \mathbb, \boldsymbol, \mathcal and the like with MathML's `mathvariant`,
// which Chromium (and so Android's browsers) ignores: a bold vector F would read as a scalar F.
// MathML Core draws such letters from Unicode's mathematical alphanumeric symbols instead, which
// every browser shows and screen readers name ("bold F"). Letters and digits without a symbol of
// their own in a style keep their mathvariant.

type Alphabet = { latin?: number; digits?: number; greek?: [capital: number, small: number] };

const ALPHABETS: Record<string, Alphabet> = {
  bold: { latin: 0x1d400, digits: 0x1d7ce, greek: [0x1d6a8, 0x1d6c2] },
  italic: { latin: 0x1d434, greek: [0x1d6e2, 0x1d6fc] },
  "bold-italic": { latin: 0x1d468, greek: [0x1d71c, 0x1d736] },
  script: { latin: 0x1d49c },
  "bold-script": { latin: 0x1d4d0 },
  fraktur: { latin: 0x1d504 },
  "double-struck": { latin: 0x1d538, digits: 0x1d7d8 },
  "bold-fraktur": { latin: 0x1d56c },
  "sans-serif": { latin: 0x1d5a0, digits: 0x1d7e2 },
  "bold-sans-serif": { latin: 0x1d5d4, digits: 0x1d7ec, greek: [0x1d756, 0x1d770] },
  "sans-serif-italic": { latin: 0x1d608 },
  "sans-serif-bold-italic": { latin: 0x1d63c, greek: [0x1d790, 0x1d7aa] },
  monospace: { latin: 0x1d670, digits: 0x1d7f6 },
};

// Letters Unicode had already encoded elsewhere before the mathematical block; its own slots for
// them are empty.
const EARLIER: Record<string, Record<string, string>> = {
  italic: { h: "ℎ" },
  script: { B: "ℬ", E: "ℰ", F: "ℱ", H: "ℋ", I: "ℐ", L: "ℒ", M: "ℳ", R: "ℛ", e: "ℯ", g: "ℊ", o: "ℴ" },
  fraktur: { C: "ℭ", H: "ℌ", I: "ℑ", R: "ℜ", Z: "ℨ" },
  "double-struck": { C: "ℂ", H: "ℍ", N: "ℕ", P: "ℙ", Q: "ℚ", R: "ℝ", Z: "ℤ" },
};

function letter(char: string, variant: string): string | null {
  const alphabet = ALPHABETS[variant];
  if (!alphabet) return null;
  const earlier = EARLIER[variant]?.[char];
  if (earlier) return earlier;
  const code = char.codePointAt(0)!;
  const at = (base: number | undefined, offset: number) =>
    base === undefined ? null : String.fromCodePoint(base + offset);
  if (code >= 0x41 && code <= 0x5a) return at(alphabet.latin, code - 0x41);
  if (code >= 0x61 && code <= 0x7a) return at(alphabet.latin, 26 + code - 0x61);
  if (code >= 0x30 && code <= 0x39) return at(alphabet.digits, code - 0x30);
  if (code >= 0x391 && code <= 0x3a9 && code !== 0x3a2) return at(alphabet.greek?.[0], code - 0x391);
  if (code >= 0x3b1 && code <= 0x3c9) return at(alphabet.greek?.[1], code - 0x3b1);
  return null;
}

/** `mathml` with each identifier and number in a styled alphabet written in its mathematical letters. */
export function mathLetters(mathml: string): string {
  return mathml.replace(
    /<(mi|mn) mathvariant="([a-z-]+)">([^<&]+)<\/\1>/g,
    (element, tag: string, variant: string, text: string) => {
      const letters = [...text].map((char) => letter(char, variant));
      return letters.every((l) => l !== null) ? `<${tag}>${letters.join("")}</${tag}>` : element;
    },
  );
}
