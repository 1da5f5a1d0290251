import { expect, test, type Page } from "@playwright/test";
import { FRAMEWORK_SCRIPT } from "../support";

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

test.describe("theme", () => {
  // Browsers no longer report "no preference" (the media query always matches light or
  // dark), so the dark fallback for it is covered by lib/ui/theme.test.ts.
  test("follows a dark system preference when nothing is saved", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto("/");
    expect(await isDark(page)).toBe(true);
    await context.close();
  });

  test("follows a light system preference when nothing is saved", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    await page.goto("/");
    expect(await isDark(page)).toBe(false);
    await context.close();
  });

  test("the toggle works before the page's scripts have arrived", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    // No framework script ever arrives: the toggle must not need React.
    await page.route(FRAMEWORK_SCRIPT, (route) => route.abort());
    await page.goto("/signin");
    await page.locator("header").getByTestId("theme-toggle").filter({ visible: true }).click();
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");
    await context.close();
  });

  test("the toggle's choice is saved and survives a reload, over the system preference", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    await page.goto("/");
    expect(await isDark(page)).toBe(false);
    await page.locator("header").getByTestId("theme-toggle").filter({ visible: true }).click();
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    expect(await isDark(page)).toBe(true);
    await page.locator("header").getByTestId("theme-toggle").filter({ visible: true }).click();
    await page.reload();
    expect(await isDark(page)).toBe(false);
    await context.close();
  });
});
