import { expect, test } from "@playwright/test";
import { hasNotation, renderNotation } from "../../../lib/notation/render";
import { BANK_FILES, rawBankFile, bankFileText } from "../../../prisma/seed-data/bank";

// Notation is MathML, drawn by Chromium with the app's own stylesheet. A browser never breaks a
// line inside one <math>: a long formula must be cut where a line may wrap (lib/notation/lines.ts),
// or it widens a phone's page. Every question, option and explanation of the seeded bank with
// notation, rendered as the bank renders it, is drawn in boxes as narrow as an option's words at
// 360 px. Chromium ignores mathvariant: styled letters and words must show their style anyway.

const OPTION_WORDS_PX = 264;

function bankNotation() {
  const fields: { field: string; html: string }[] = [];
  for (const file of BANK_FILES) {
    for (const q of rawBankFile(bankFileText(file)).questions) {
      const parts: [string, string][] = [
        ["text", q.text],
        ["explanation", q.explanation],
        ...q.options.map((o, i): [string, string] => [`option ${i + 1}`, o]),
      ];
      for (const [name, source] of parts)
        if (hasNotation(source)) fields.push({ field: `${q.slug} ${name}`, html: renderNotation(source) });
    }
  }
  return fields;
}

test("@phone no formula of the seeded bank is wider than an option's words on a phone", async ({ page }) => {
  const fields = bankNotation();
  expect(fields.length).toBeGreaterThan(1_000);
  await page.goto("/exams");
  const wider = await page.evaluate(
    ({ fields, width }) => {
      document.body.innerHTML = fields
        .map((f) => `<div style="width:${width}px;overflow-wrap:break-word">${f.html}</div>`)
        .join("");
      return [...document.body.children].flatMap((box, i) =>
        box.scrollWidth > width ? [`${fields[i]!.field}: ${box.scrollWidth} px`] : [],
      );
    },
    { fields, width: OPTION_WORDS_PX },
  );
  expect(wider).toEqual([]);
});

test("a formula's bold and italic show in Chromium, which ignores mathvariant", async ({ page }) => {
  await page.goto("/exams");
  const drawn = await page.evaluate(
    (html) => {
      const box = document.createElement("div");
      box.innerHTML = html;
      document.body.append(box);
      const [bold, italic] = [...box.querySelectorAll("mtext")].map((word) => getComputedStyle(word));
      return {
        boldWord: bold!.fontWeight,
        italicWord: italic!.fontStyle,
        vector: box.querySelector("mi")!.textContent,
      };
    },
    renderNotation(String.raw`$\text{\textbf{net}} = \text{\textit{sum}} \cdot \mathbf{F}$`),
  );
  expect(drawn).toEqual({ boldWord: "700", italicWord: "italic", vector: "𝐅" });
});

test("a screen reader names an option with a formula by its words, not its bare characters", async ({ page }) => {
  await page.goto("/exams");
  await page.evaluate((formulas) => {
    document.body.innerHTML = `<div role="radiogroup" aria-label="Options">${formulas
      .map((html, i) => `<button role="radio" aria-checked="false">${"ABC"[i]}. ${html}</button>`)
      .join("")}</div>`;
  }, ["$476_8$", "$\\text{ML}^2\\text{T}^{-2}$", "$3\\tfrac{1}{2}$"].map(renderNotation));
  // Chromium's own accessibility tree, as a screen reader gets it.
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: { role?: { value: string }; name?: { value: string } }[];
  };
  const names = nodes.filter((n) => n.role?.value === "radio").map((n) => n.name?.value);
  expect(names).toEqual(["A. 476 base 8", "B. ML squared T to the power minus 2", "C. 3 and 1 over 2"]);
});
