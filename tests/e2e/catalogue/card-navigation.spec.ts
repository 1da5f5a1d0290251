import { expect, test } from "@playwright/test";
import { markWindow, marked, wakePage } from "../support";

// Course cards hold plain links; one listener around each grid (ClientNavigation) navigates
// them client-side, as next/link would, without a client component per link (issue 8).

test("a course card in the catalogue opens its course without reloading the page", async ({ page }) => {
  await page.goto("/courses?search=JAMB%20Use%20of%20English");
  await wakePage(page);
  await markWindow(page);
  await page.getByTestId("course-card").first().getByRole("link", { name: "View Course" }).click();
  await expect(page).toHaveURL(/\/courses\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("JAMB Use of English");
  expect(await marked(page)).toBe(true);
  // Back returns to the filtered catalogue.
  await page.goBack();
  await expect(page).toHaveURL(/\/courses\?search=JAMB/);
  await expect(page.getByTestId("course-card")).toHaveCount(1);
});

test("a featured course on the landing page opens client-side from its title", async ({ page }) => {
  await page.goto("/");
  await wakePage(page);
  await markWindow(page);
  const card = page.getByTestId("featured-courses").getByTestId("course-card").first();
  const title = (await card.getByRole("heading", { level: 3 }).innerText()).trim();
  await card.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/courses\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  expect(await marked(page)).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the card's links are ordinary links", async ({ page }) => {
    await page.goto("/courses?search=JAMB%20Use%20of%20English");
    await page.getByTestId("course-card").first().getByRole("link", { name: "Details" }).click();
    await expect(page).toHaveURL(/\/courses\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("JAMB Use of English");
  });
});
