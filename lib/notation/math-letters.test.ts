import { describe, expect, it } from "vitest";
import { mathLetters } from "./math-letters";

describe("mathLetters", () => {
  it.each([
    ['<mi mathvariant="bold">F</mi>', "<mi>𝐅</mi>"],
    ['<mn mathvariant="bold">12</mn>', "<mn>𝟏𝟐</mn>"],
    ['<mi mathvariant="bold-italic">a</mi>', "<mi>𝒂</mi>"],
    ['<mi mathvariant="bold-italic">α</mi>', "<mi>𝜶</mi>"],
    ['<mi mathvariant="bold">Ω</mi>', "<mi>𝛀</mi>"],
    ['<mi mathvariant="double-struck">R</mi>', "<mi>ℝ</mi>"],
    ['<mi mathvariant="double-struck">A</mi>', "<mi>𝔸</mi>"],
    ['<mi mathvariant="script">L</mi>', "<mi>ℒ</mi>"],
    ['<mi mathvariant="script">A</mi>', "<mi>𝒜</mi>"],
    ['<mi mathvariant="fraktur">g</mi>', "<mi>𝔤</mi>"],
    ['<mi mathvariant="sans-serif">x</mi>', "<mi>𝗑</mi>"],
    ['<mi mathvariant="monospace">x</mi>', "<mi>𝚡</mi>"],
    ['<mi mathvariant="italic">h</mi>', "<mi>ℎ</mi>"],
  ])("writes %s in its mathematical letters", (mathml, written) => {
    expect(mathLetters(mathml)).toBe(written);
  });

  it("leaves upright, unknown and unmappable identifiers, entities and text alone", () => {
    for (const mathml of [
      '<mi mathvariant="normal">C</mi>',
      '<mi mathvariant="script">α</mi>',
      '<mi mathvariant="bold">&lt;</mi>',
      '<mtext mathvariant="bold">bold</mtext>',
      "<mi>x</mi>",
    ])
      expect(mathLetters(mathml)).toBe(mathml);
  });

  it("maps each styled element of a formula and nothing else", () => {
    expect(
      mathLetters('<mrow><mi mathvariant="bold">F</mi><mo>=</mo><mi>m</mi><mi mathvariant="bold">a</mi></mrow>'),
    ).toBe("<mrow><mi>𝐅</mi><mo>=</mo><mi>m</mi><mi>𝐚</mi></mrow>");
  });
});
