import { expect, test } from "@playwright/test";

// The public "For schools" page: reached from the footer, readable on a 360 px phone, with no
// script of its own (a Server Component).

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test("a head teacher finds the schools page from the footer and reads it on a phone", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("site-footer").getByRole("link", { name: "For Schools" }).click();
  await expect(page).toHaveURL(/\/schools$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ExamPrep for schools");
  for (const heading of [
    "Classes in a minute",
    "A live exam room",
    "Your students' privacy",
    "No internet? The lab mode",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
