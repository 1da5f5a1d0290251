import katex from "katex";
import { describe, expect, it } from "vitest";
import { mathmlOnly } from "./mathml-only";

const tex = (source: string, displayMode = false) =>
  katex.renderToString(source, { output: "htmlAndMathml", displayMode, throwOnError: false });

describe("mathmlOnly", () => {
  it("keeps each formula's MathML and the words around it, and drops the styled spans", () => {
    const html = `Find ${tex("x^{2}")} when ${tex("\\frac{a}{b}")} is <b>half</b>.`;
    const out = mathmlOnly(html);
    expect(out.startsWith("Find <math")).toBe(true);
    expect(out).toContain("</math> when <math");
    expect(out.endsWith("</math> is <b>half</b>.")).toBe(true);
    expect(out).not.toContain("katex-html");
    expect(out).toContain("<mfrac>");
    expect(out.length).toBeLessThan(html.length / 2);
  });

  it("keeps a display formula's block and leaves HTML without notation alone", () => {
    const out = mathmlOnly(`<p>${tex("\\sqrt{2}", true)}</p>`);
    expect(out).toMatch(/^<p><span class="katex-display"><math [^>]*display="block"/);
    expect(out.endsWith("</math></span></p>")).toBe(true);
    expect(mathmlOnly("<table><tr><td>1</td></tr></table>")).toBe("<table><tr><td>1</td></tr></table>");
  });
});
