import { describe, expect, it } from "vitest";
import { hasNotation, NotationError, renderNotation, splitNotation, wrappableLines } from "./notation";

describe("renderNotation", () => {
  it("turns inline notation into bare MathML between escaped text", () => {
    const html = renderNotation("If $x^{2} = 9$ & x < 0,\nthen");
    expect(html).toMatch(/^If <math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML">/);
    expect(html).toContain("<msup><mi>x</mi><mn>2</mn></msup>");
    expect(html).toContain("</math> &amp; x &lt; 0,<br>then");
    expect(html).not.toContain("katex");
  });

  it("marks display notation as a block", () => {
    expect(renderNotation("$$\\frac{1}{2}$$")).toMatch(/^<math [^>]*display="block"[^>]*>.*<mfrac>.*<\/math>$/);
  });

  it("keeps every formula of a text, each once", () => {
    const html = renderNotation("$a$ and $\\sqrt{b}$");
    expect(html.match(/<math/g)).toHaveLength(2);
    expect(html).toContain("</math> and <math");
    expect(html).toContain("<msqrt>");
  });

  it("lets a long line of working wrap, and keeps a short or a display formula whole", () => {
    const html = renderNotation("so $R^{2} = 10^{2} + 10^{2} = 20 \\times 10 = 200$.");
    expect(html.match(/<math/g)).toHaveLength(2);
    expect(html).toMatch(
      /^so <math[^>]*>.*<mo>=<\/mo><\/mrow>.*<\/math><wbr><math[^>]*>.*<mn>200<\/mn><\/mrow>.*<\/math>\.$/,
    );
    expect(renderNotation("$x = 3 + y$").match(/<math/g)).toHaveLength(1);
    expect(renderNotation("$$R^{2} = 10^{2} + 10^{2} = 20 \\times 10 = 200$$").match(/<math/g)).toHaveLength(1);
  });

  it("refuses notation KaTeX cannot parse", () => {
    expect(() => renderNotation("$\\frac{1}$")).toThrow(NotationError);
    expect(() => renderNotation("$x")).toThrow(NotationError);
  });

  it("reads an escaped dollar as a price, not notation", () => {
    expect(splitNotation("\\$5 and $x$")).toEqual([
      { kind: "text", value: "$5 and " },
      { kind: "math", value: "x", display: false },
    ]);
    expect(hasNotation("costs \\$5")).toBe(false);
  });
});

describe("wrappableLines", () => {
  it.each([
    [
      "a line of working, after its relations",
      "R^{2} = 10^{2} + 10^{2} = 200 \\approx 14.1^{2}",
      ["R^{2} = 10^{2} + 10^{2} =", " 200 \\approx 14.1^{2}"],
    ],
    [
      "a long sum, after its operators",
      "21 + 23 + 27 + 30 + 31 + 29 + 26 + 25 = 212",
      ["21 + 23 + 27 + 30 + 31 +", " 29 + 26 + 25 = 212"],
    ],
    [
      "a chemical equation inside \\mathrm, inside it",
      "\\mathrm{2CH_3COOH + Na_2CO_3 \\rightarrow 2CH_3COONa + H_2O + CO_2}",
      ["\\mathrm{2CH_3COOH + Na_2CO_3 \\rightarrow}", "\\mathrm{ 2CH_3COONa + H_2O + CO_2}"],
    ],
    [
      "a product, after \\times but never after a sign",
      "6.7 \\times 10^{-11} \\times 6.0 \\times 10^{24} \\times -1",
      ["6.7 \\times 10^{-11} \\times 6.0 \\times", " 10^{24} \\times -1"],
    ],
  ])("cuts %s", (_what, tex, lines) => {
    expect(wrappableLines(tex)).toEqual(lines);
  });

  it.each([
    ["a short formula", "x = 3 + y"],
    ["relations inside braces", "\\frac{a = b + c + d + e + f}{2}"],
    ["relations inside \\left…\\right", "\\left( x_{1} + x_{2} + x_{3} = 1 + 2 \\right)"],
    ["relations inside an environment", "\\begin{cases} x + y + z = 1 \\\\ y - z + x = 2 \\end{cases}"],
    ["relations inside words", "\\text{rate = distance over time taken}"],
    ["a long formula without an operator outside a group", "\\sqrt{b^{2} - 4ac + 4ac - b^{2} + 16}"],
    ["two \\mathrm groups side by side", "\\mathrm{NaOH} \\mathrm{~and~} \\mathrm{HCl}"],
  ])("leaves %s whole", (_what, tex) => {
    expect(wrappableLines(tex)).toEqual([tex]);
  });

  it("cuts inside \\mathrm{…} beside other notation, each line a formula of its own", () => {
    const tex = "\\mathrm{3Cu + 8HNO_3 \\rightarrow 3Cu(NO_3)_2 + 2NO + }z\\mathrm{H_2O}";
    expect(wrappableLines(tex)).toEqual([
      "\\mathrm{3Cu + 8HNO_3 \\rightarrow}",
      "\\mathrm{ 3Cu(NO_3)_2 + 2NO + }z\\mathrm{H_2O}",
    ]);
    expect(renderNotation(`$${tex}$`).match(/<math/g)).toHaveLength(2);
  });

  it("keeps every character, in order", () => {
    const tex = "R^{2} = 10^{2} + 10^{2} + 2 \\times 10 \\times 10 \\times \\cos 120^{\\circ} = 200 - 100 = 100";
    const lines = wrappableLines(tex);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join("")).toBe(tex);
  });
});
