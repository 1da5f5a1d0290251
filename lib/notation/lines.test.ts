import { describe, expect, it } from "vitest";
import { wrappableLines } from "./lines";
import { renderNotation } from "./render";

describe("wrappableLines", () => {
  it("cuts inside \\mathrm{…} beside other notation, each line a formula of its own", () => {
    const tex = "\\mathrm{3Cu + 8HNO_3 \\rightarrow 3Cu(NO_3)_2 + 2NO + }z\\mathrm{H_2O}";
    expect(wrappableLines(tex)).toEqual([
      "\\mathrm{3Cu + 8HNO_3 \\rightarrow}",
      "\\mathrm{ 3Cu(NO_3)_2 + 2NO + }z\\mathrm{H_2O}",
    ]);
    expect(renderNotation(`$${tex}$`).match(/<math/g)).toHaveLength(2);
  });

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
    [
      "at the operator after an ion's charge, never at the charge",
      "\\mathrm{Na \\rightarrow Na^+ + e^- + something + more}",
      ["\\mathrm{Na \\rightarrow Na^+ +}", "\\mathrm{ e^- + something + more}"],
    ],
    [
      "never between a relation and its script",
      "\\mathrm{2KClO_3(s) + catalyst \\rightarrow^{\\Delta} 2KCl(s) + 3O_2(g)}",
      ["\\mathrm{2KClO_3(s) + catalyst \\rightarrow^{\\Delta} 2KCl(s) +}", "\\mathrm{ 3O_2(g)}"],
    ],
    [
      "before a sign, which starts the next line as a sign",
      "\\text{the solution set is } \\{x : -3 < x < 2\\}",
      ["\\text{the solution set is } \\{x :", " -3 < x < 2\\}"],
    ],
    [
      "outside an optional argument",
      "abcdefghijklmnopqrstuvwxyz \\sqrt[n+1]{x} + y",
      ["abcdefghijklmnopqrstuvwxyz \\sqrt[n+1]{x} +", " y"],
    ],
    [
      "outside a \\mathrm{…} that is a subscript",
      "v_\\mathrm{final + initial + something} + abcdefghijklmnop + q",
      ["v_\\mathrm{final + initial + something} +", " abcdefghijklmnop + q"],
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
    ["a fraction by \\over", "1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 \\over 9 + 10"],
    ["a style switch", "\\rm 2H_2 + O_2 + abcdefghij \\rightarrow 2H_2O + heat"],
    ["a macro", "\\def\\Q{\\mathbb{Q}} \\Q + abcdefghijklmnopqrstuvwxyz + \\Q"],
    ["a colour", "\\color{red} a + b + c + d + e + f + g + h + i + j"],
  ])("leaves %s whole", (_what, tex) => {
    expect(wrappableLines(tex)).toEqual([tex]);
  });

  it("keeps every character, in order", () => {
    const tex = "R^{2} = 10^{2} + 10^{2} + 2 \\times 10 \\times 10 \\times \\cos 120^{\\circ} = 200 - 100 = 100";
    const lines = wrappableLines(tex);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join("")).toBe(tex);
  });
});
