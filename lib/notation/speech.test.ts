import { describe, expect, it } from "vitest";
import { BANK_FILES, bankFileText, rawBankFile } from "../../prisma/seed-data/bank";
import { hasNotation, renderNotation } from "./render";

/** The words each formula of `source` carries, in order. */
const labels = (source: string) =>
  [...renderNotation(source).matchAll(/<math[^>]* aria-label="([^"]*)"/g)].map((m) =>
    m[1]!.replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">"),
  );
const said = (tex: string) => labels(`$${tex}$`).join(" ");

describe("a formula's words", () => {
  it.each([
    ["476_8", "476 base 8"],
    ["\\frac{3}{4}", "3 over 4"],
    ["3\\tfrac{1}{2}", "3 and 1 over 2"],
    ["\\frac{x+1}{2}", "the fraction x plus 1 over 2 end fraction"],
    ["x^2+2x-3=0", "x squared plus 2 x minus 3 equals 0"],
    ["a^3 \\times b \\div c", "a cubed times b divided by c"],
    ["x^{n+1}", "x to the power n plus 1 end power"],
    ["10^{-3}", "10 to the power minus 3"],
    ["\\text{ML}^2\\text{T}^{-2}", "ML squared T to the power minus 2"],
    ["\\sqrt{16}", "the square root of 16"],
    ["\\sqrt{x+1}", "the square root of x plus 1 end root"],
    ["\\sqrt[3]{27}", "the cube root of 27"],
    ["\\sqrt[4]{x}", "the 4th root of x"],
    ["\\mathrm{Ca^{2+}}", "Ca superscript 2 plus"],
    ["\\mathrm{NaCl}", "Na Cl"],
    ["\\mathrm{CaCO_3}", "Ca C O sub 3"],
    ["xy", "x y"],
    ["\\mathrm{SO_4^{2-}}", "S O sub 4 superscript 2 minus"],
    ["\\mathrm{H_2SO_4}", "H sub 2 S O sub 4"],
    ["\\mathrm{2H_2 + O_2 \\rightarrow 2H_2O}", "2 H sub 2 plus O sub 2 gives 2 H sub 2 O"],
    ["\\angle ABC = 90^\\circ", "angle A B C equals 90 degrees"],
    ["\\overline{AB}", "A B bar"],
    ["\\vec{F}", "vector F"],
    ["\\binom{5}{2}", "open bracket 5 choose 2 close bracket"],
    ["\\log_{10} 100 = 2", "log base 10 of 100 equals 2"],
    ["x \\le 3", "x is less than or equal to 3"],
    ["x \\neq 2", "x is not equal to 2"],
    ["25\\%", "25 percent"],
    ["|x|", "bar x bar"],
    ["f(x)", "f open bracket x close bracket"],
    ["\\text{a \\& b}", "a & b"],
  ])("$%s$ is read “%s”", (tex, words) => {
    expect(said(tex)).toBe(words);
  });

  it("gives each formula a line cuts to its own words", () => {
    const parts = labels("$x^2 + 2x + 1 = (x + 1)(x + 1) = (x + 1)^2 \\text{ for every real number } x$");
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join(" ")).toContain("x squared plus 2 x plus 1 equals");
  });

  it("words every formula of the seeded bank, with no markup and no bare layout left", () => {
    let formulas = 0;
    for (const file of BANK_FILES)
      for (const q of rawBankFile(bankFileText(file)).questions)
        for (const source of [q.text, q.explanation, ...q.options])
          if (hasNotation(source))
            for (const words of labels(source)) {
              formulas += 1;
              expect(words, source).not.toBe("");
              expect(words, source).not.toMatch(/<|>|\u2061/);
            }
    expect(formulas).toBeGreaterThan(1_000);
    // Every formula of the bank is rendered: seconds of work that grow with the bank.
  }, 30_000);
});
