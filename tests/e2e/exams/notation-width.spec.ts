import { expect, test } from "@playwright/test";
import { hasNotation, renderNotation } from "../../../lib/notation/render";
import { BANK_FILES, rawBankFile, bankFileText } from "../../../prisma/seed-data/bank";

// Notation is MathML, and a browser never breaks a line inside one <math>: a long formula must be
// cut where a line may wrap (lib/notation/lines.ts), or it widens a phone's page. Every question, option
// and explanation of the seeded bank with notation, rendered as the bank renders it, drawn with the
// app's own stylesheet in boxes as narrow as an option's words at 360 px.

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
