import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("@phone the mobile menu opens at phone width and mirrors the header", async ({ page }) => {
  await page.goto("/");
  // At phone width the desktop navigation is hidden.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByTestId("mobile-menu")).toHaveCount(0);

  await page.getByTestId("mobile-menu-button").click();
  const menu = page.getByTestId("mobile-menu");
  await expect(menu).toBeVisible();
  for (const name of ["Categories", "Courses", "Quizzes", "Sign In", "Sign Up"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }

  await menu.getByRole("link", { name: "Quizzes", exact: true }).click();
  await expect(page).toHaveURL(/\/quizzes$/);
  await expect(page.getByTestId("mobile-menu")).toHaveCount(0);
});
