import { expect, test, type Page } from "@playwright/test";
import { wakePage } from "../support";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function openMenu(page: Page) {
  // At phone width the desktop navigation is hidden.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByTestId("mobile-menu")).toBeHidden();
  await page.getByTestId("mobile-menu-button").click();
  const menu = page.getByTestId("mobile-menu");
  await expect(menu).toBeVisible();
  for (const name of ["Categories", "Courses", "Quizzes", "Sign In", "Sign Up"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  return menu;
}

test("@phone the mobile menu opens at phone width and mirrors the header", async ({ page }) => {
  await page.goto("/");
  await wakePage(page);
  const menu = await openMenu(page);
  await page.getByTestId("mobile-menu-button").click();
  await expect(menu).toBeHidden();

  await page.getByTestId("mobile-menu-button").click();
  await menu.getByRole("link", { name: "Quizzes", exact: true }).click();
  await expect(page).toHaveURL(/\/quizzes$/);
  await expect(page.getByTestId("mobile-menu")).toBeHidden();
});

test.describe("before the page's scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("@phone the mobile menu and its links work without JavaScript", async ({ page }) => {
    await page.goto("/courses");
    const menu = await openMenu(page);
    await menu.getByRole("link", { name: "Quizzes", exact: true }).click();
    await expect(page).toHaveURL(/\/quizzes$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("mobile-menu")).toBeHidden();
  });
});
