import katex from "katex";
import { describe, expect, it } from "vitest";
import { renderNotation } from "../notation/render";
import { notationFields, questionVersionHtml, servedHtml } from "./question-html";

// How versions rendered before notation became MathML alone were stored.
const katexHtml = (source: string) => katex.renderToString(source, { output: "htmlAndMathml", throwOnError: true });
const longWorking = "R^{2} = 10^{2} + 10^{2} + 2 \\times 10 \\times 10 \\times \\cos 120^{\\circ} = 100";

describe("servedHtml", () => {
  it("renders a field stored with KaTeX's spans again from its source, as a new version is", () => {
    const source = {
      text: "Simplify $\\frac{x^2}{x}$",
      options: ["$x$", "none", "plain"],
      explanation: `So $${longWorking}$.`,
    };
    const served = servedHtml(
      {
        text: `Simplify ${katexHtml("\\frac{x^2}{x}")}`,
        options: [katexHtml("x"), null, "plain"],
        explanation: `So ${katexHtml(longWorking)}.`,
      },
      source,
    );
    expect(served).toEqual({
      text: renderNotation(source.text),
      options: [renderNotation("$x$"), null, "plain"],
      explanation: renderNotation(source.explanation),
    });
    expect(served!.explanation).toContain("<wbr>");
    expect(JSON.stringify(served)).not.toContain("katex");
  });

  it("keeps the MathML of a stored option its source does not have", () => {
    const served = servedHtml(
      { text: null, options: [null, `${katexHtml("y")}`], explanation: null },
      { text: "", options: ["x"], explanation: "" },
    );
    expect(served!.options[1]).toMatch(/^<math [^>]*>.*<mi>y<\/mi>.*<\/math>$/);
  });

  it("keeps the MathML of a stored field whose source no longer renders", () => {
    const served = servedHtml(
      { text: `Find ${katexHtml("x^{2}")}`, options: [], explanation: null },
      {
        text: "Find $x^{2",
        options: [],
        explanation: "",
      },
    );
    expect(served!.text).toMatch(/^Find <math [^>]*>.*<msup>.*<\/math>$/);
    expect(served!.text).toContain('aria-label="x squared"');
    expect(served!.text).not.toContain("katex");
  });

  it("gives a formula stored without its words for screen readers its words, and changes nothing else", () => {
    const math = (label: string) =>
      `<math xmlns="http://www.w3.org/1998/Math/MathML"${label}><msub><mn>476</mn><mn>8</mn></msub></math>`;
    const served = servedHtml(
      { text: `Convert ${math("")} to base ten.`, options: [math(""), null], explanation: null },
      { text: "Convert $476_8$ to base ten.", options: ["$476_8$", "318"], explanation: "" },
    );
    expect(served).toEqual({
      text: `Convert ${math(' aria-label="476 base 8"')} to base ten.`,
      options: [math(' aria-label="476 base 8"'), null],
      explanation: null,
    });
  });

  it("serves a version rendered today exactly as stored, and nothing for none", () => {
    const source = { text: "Find $x^2$", options: ["$1$", "2"], explanation: "Since $x=1$." };
    const stored = questionVersionHtml(source);
    expect(servedHtml(stored, source)).toEqual(stored);
    expect(servedHtml(null, source)).toBeNull();
    expect(servedHtml(undefined, source)).toBeNull();
  });
});

describe("notationFields", () => {
  it("shows a text with prices as written, even where a rendering was stored when it read as a formula", () => {
    const source = { text: "It costs $5 and the tip is $2", options: ["$7", "$3"], explanation: "" };
    // As a version stored it before inline notation followed Pandoc's rule: "5 and the tip is " a formula.
    const stored = {
      text: `It costs ${renderNotation("$5 \\text{ and the tip is }$")}2`,
      options: [null, null],
      explanation: null,
    };
    expect(stored.text).toContain("<math");
    expect(notationFields(source, stored)).toBeUndefined();
    expect(notationFields(source, null)).toBeUndefined();
  });
});
