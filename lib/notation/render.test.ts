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

// Inline notation follows Pandoc's rule: an opening "$" has a non-space character right after
// it, the closing one a non-space character right before it and no digit right after it.
describe("splitNotation: where inline notation opens and closes", () => {
  const text = (value: string) => ({ kind: "text", value });
  const math = (value: string, display = false) => ({ kind: "math", value, display });

  it("reads prices as prices: a sentence with two of them has no notation", () => {
    const sentence = "It costs $5 and the tip is $2";
    // The second "$" has a space before it, so it does not close the first.
    expect(() => splitNotation(sentence)).toThrow("an opening $ has no closing one");
    expect(() => renderNotation(sentence)).toThrow(NotationError);
    expect(renderNotation("It costs \\$5 and the tip is \\$2")).toBe("It costs $5 and the tip is $2");
  });

  it("takes a '$' with a space after it, or at the end, as a dollar sign", () => {
    expect(splitNotation("costs $ 5")).toEqual([text("costs $ 5")]);
    expect(splitNotation("$ x$")).toEqual([text("$ x$")]);
    expect(splitNotation("a $\tb and $\nc")).toEqual([text("a $\tb and $\nc")]);
    expect(splitNotation("$")).toEqual([text("$")]);
    expect(splitNotation("pay in $")).toEqual([text("pay in $")]);
    expect(splitNotation("\\$x$")).toEqual([text("$x$")]);
    expect(hasNotation("$ 5 or $ 6")).toBe(false);
  });

  it("does not close on a '$' with a space before it, and looks on for one that closes", () => {
    expect(splitNotation("$x $ and y$")).toEqual([math("x $ and y")]);
    expect(() => splitNotation("$x $")).toThrow("an opening $ has no closing one");
    expect(() => splitNotation("$x\n$")).toThrow(NotationError);
  });

  it("does not close on a '$' with a digit right after it", () => {
    expect(() => splitNotation("$5 and $20")).toThrow("an opening $ has no closing one");
    expect(() => splitNotation("$x$5")).toThrow("an opening $ has no closing one");
    expect(splitNotation("$x$1 and $y$")).toEqual([math("x$1 and $y")]);
    expect(splitNotation("$x$ 5")).toEqual([math("x"), text(" 5")]);
    expect(splitNotation("$x$a")).toEqual([math("x"), text("a")]);
  });

  it("reads ordinary notation as before", () => {
    expect(splitNotation("$x$")).toEqual([math("x")]);
    expect(splitNotation("$5$")).toEqual([math("5")]);
    expect(splitNotation("($x$), $y$.")).toEqual([text("("), math("x"), text("), "), math("y"), text(".")]);
    expect(splitNotation("$a + b$ and $c$")).toEqual([math("a + b"), text(" and "), math("c")]);
    expect(splitNotation("$a$$b$")).toEqual([math("a"), math("b")]);
    expect(splitNotation("$x$-$y$")).toEqual([math("x"), text("-"), math("y")]);
  });

  it("leaves display notation and escaped dollars as they were", () => {
    expect(splitNotation("$$ x + 1 $$")).toEqual([math(" x + 1 ", true)]);
    expect(splitNotation("$$x$$5")).toEqual([math("x", true), text("5")]);
    expect(() => splitNotation("$$x")).toThrow("an opening $$ has no closing one");
    expect(splitNotation("\\$5 and \\$ 6")).toEqual([text("$5 and $ 6")]);
  });

  // Every text of up to 6 characters from an alphabet with each case in it, against the rule
  // written another way: a regular expression for what a token is at a place.
  it("agrees with the rule on every short text", () => {
    const token = /\\\$|\$\$([\s\S]*?)\$\$|\$(?=[^\s$])([\s\S]+?)(?<=\S)\$(?!\d)/y;
    const expected = (source: string) => {
      const segments: { kind: string; value: string; display?: boolean }[] = [];
      let plain = "";
      const flush = () => {
        if (plain) segments.push(text(plain));
        plain = "";
      };
      for (let i = 0; i < source.length;) {
        token.lastIndex = i;
        const match = token.exec(source);
        if (match?.[0] === "\\$") plain += "$";
        else if (match) {
          flush();
          segments.push(match[1] !== undefined ? math(match[1], true) : math(match[2]!));
        } else if (source[i] === "$" && i + 1 < source.length && !/\s/.test(source[i + 1]!)) return "unclosed";
        else plain += source[i];
        i = match ? token.lastIndex : i + 1;
      }
      flush();
      return segments;
    };
    const actual = (source: string) => {
      try {
        return splitNotation(source);
      } catch (error) {
        if (error instanceof NotationError && /has no closing one/.test(error.message)) return "unclosed";
        throw error;
      }
    };
    const alphabet = ["$", " ", "x", "5", "\\", "\n"];
    let sources = [""];
    let checked = 0;
    for (let length = 0; length <= 6; length += 1) {
      for (const source of sources) {
        expect(actual(source), JSON.stringify(source)).toEqual(expected(source));
        checked += 1;
      }
      sources = sources.flatMap((s) => alphabet.map((c) => s + c));
    }
    expect(checked).toBe(55_987);
  });
});
