import { describe, expect, it } from "vitest";
import { hasNotation, NotationError, renderNotation, splitNotation } from "./render";

describe("renderNotation", () => {
  it("turns inline notation into bare MathML between escaped text", () => {
    const html = renderNotation("If $x^{2} = 9$ & x < 0,\nthen");
    expect(html).toMatch(
      /^If <math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML" aria-label="x squared equals 9">/,
    );
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

  it("writes bold, blackboard and script letters in their mathematical alphabets", () => {
    const html = renderNotation("$\\mathbf{F} = m\\mathbf{a}$ on $\\mathbb{R}$ and $\\mathcal{L}$");
    expect(html).toContain("<mi>𝐅</mi>");
    expect(html).toContain("<mi>𝐚</mi>");
    expect(html).toContain("<mi>ℝ</mi>");
    expect(html).toContain("<mi>ℒ</mi>");
    expect(html).not.toContain('mathvariant="bold"');
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
