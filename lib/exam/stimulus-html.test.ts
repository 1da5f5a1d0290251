import { describe, expect, it } from "vitest";
import { paragraphsHtml, tableHtml } from "./stimulus-html";

describe("tableHtml", () => {
  it("turns a pipe table into a table with a header row", () => {
    const html = tableHtml("| Score | Frequency |\n|---|---|\n| 1 | 4 |\n| 2 | 6 |");
    expect(html).toBe(
      '<table><thead><tr><th scope="col">Score</th><th scope="col">Frequency</th></tr></thead><tbody><tr><td>1</td><td>4</td></tr><tr><td>2</td><td>6</td></tr></tbody></table>',
    );
  });

  it("keeps text around the table as paragraphs and escapes HTML in cells", () => {
    const html = tableHtml(
      "Prices in a Kano market:\n\n| Item | Price |\n| :--- | ---: |\n| <b>rice</b> | ₦900 |\n\nPrices are per kilogram.",
    );
    expect(html.startsWith("<p>Prices in a Kano market:</p><table>")).toBe(true);
    expect(html).toContain("<td>&lt;b&gt;rice&lt;/b&gt;</td>");
    expect(html.endsWith("<p>Prices are per kilogram.</p>")).toBe(true);
  });

  it("renders notation in cells", () => {
    expect(tableHtml("| x | y |\n|---|---|\n| $x^2$ | 4 |")).toContain("<math");
  });

  it("falls back to paragraphs when there is no table", () => {
    expect(tableHtml("no | rule here")).toBe("<p>no | rule here</p>");
  });
});

describe("paragraphsHtml", () => {
  it("splits on blank lines and escapes text", () => {
    expect(paragraphsHtml("One & two.\n\n  Three <i>.\n")).toBe("<p>One &amp; two.</p><p>Three &lt;i&gt;.</p>");
  });
});
