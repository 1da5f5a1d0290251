import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { DEMO_TUTOR_PASSWORD } from "../../../prisma/seed";
import { DEMO_TUTOR_EMAIL } from "../../../prisma/seed-data/tutors";
import { clientAddress, hydrated, sameOrigin } from "../support";

// The seeded demo tutor on a 360 px phone: the question bank, an import refused line by line and
// then previewed and committed, the papers' topic coverage, and the students-and-revenue pages.

test.use({ viewport: { width: 360, height: 760 } });

/** Nothing on the page is wider than the phone. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test("the demo tutor walks the bank, an import preview and the insights at 360 px", async ({ page }) => {
  // Signed in through the API with the page's own request context, so the session cookie is set.
  const login = await page.request.post("/api/auth/tutor/login", {
    headers: { ...clientAddress(), ...sameOrigin },
    data: { email: DEMO_TUTOR_EMAIL, password: DEMO_TUTOR_PASSWORD },
  });
  expect(login.status()).toBe(200);

  await page.goto("/studio/bank");
  await expect(page.getByRole("heading", { name: "Question bank" })).toBeVisible();
  await expect(page.getByTestId("bank-filters")).toBeVisible();
  await fitsThePhone(page);

  await page.getByRole("link", { name: "Import", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Import questions" })).toBeVisible();
  await hydrated(page);
  const tag = randomBytes(3).toString("hex");
  const header = "question,option_a,option_b,option_c,option_d,answer,exams";
  const good = [
    `Simplify $2^3 \\times 2^2$ (${tag}).,$2^5$,$2^6$,$4^5$,$2^1$,A,UTME`,
    `What is 15% of 200 (${tag})?,15,30,45,300,B,UTME;WAEC`,
  ];
  await page.getByLabel("Subject").selectOption("Mathematics");
  await page
    .getByLabel("Paste the file")
    .fill([header, good[0], `A question with a bad key (${tag})?,1,2,3,4,F,UTME`, good[1]].join("\n"));
  await page.getByRole("button", { name: "Preview" }).click();
  const errors = page.getByTestId("import-errors");
  await expect(errors).toContainText("Nothing was imported");
  await expect(errors.getByText("line 3", { exact: true })).toBeVisible();
  await fitsThePhone(page);

  await page.getByLabel("Paste the file").fill([header, ...good].join("\n"));
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("import-preview");
  await expect(preview.getByRole("heading", { name: "2 questions ready" })).toBeVisible();
  // The notation as the server renders it.
  await expect(preview.locator("math").first()).toBeVisible();
  await fitsThePhone(page);
  await page.getByRole("button", { name: "Import all 2" }).click();
  await expect(page.getByTestId("import-done")).toContainText("2 questions imported");

  await page.getByRole("link", { name: "See them in the bank" }).click();
  await expect(page).toHaveURL(/\/studio\/bank\?subject=Mathematics/);
  await expect(page.getByTestId("bank-question").filter({ hasText: tag })).toHaveCount(2);
  await page
    .getByTestId("bank-question")
    .filter({ hasText: `15% of 200 (${tag})` })
    .getByRole("link")
    .click();
  await expect(page.getByTestId("question-preview")).toContainText("15% of 200");
  await fitsThePhone(page);

  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Papers" }).click();
  const utme = page.getByTestId("paper").filter({ has: page.getByRole("heading", { name: "UTME (JAMB CBT)" }) });
  await expect(utme).toBeVisible();
  const maths = utme.getByTestId("paper-section").filter({ hasText: "Mathematics" });
  await maths.locator("summary").click();
  await expect(maths.getByRole("columnheader", { name: "Yours" })).toBeVisible();
  await expect(maths.locator("summary")).toContainText("Yours: 2");
  await fitsThePhone(page);

  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Students & revenue" }).click();
  await expect(page.getByRole("heading", { name: "Students & revenue" })).toBeVisible();
  await expect(page.getByTestId("revenue-months").locator("li")).toHaveCount(6);
  await fitsThePhone(page);
  await page.getByTestId("insights-course").first().getByRole("link").click();
  await expect(page.getByRole("heading", { name: "How far enrolled students got" })).toBeVisible();
  await expect(page.getByTestId("completion-distribution").locator("li")).toHaveCount(6);
  await expect(page.getByRole("heading", { name: "Lesson by lesson" })).toBeVisible();
  await fitsThePhone(page);
});
