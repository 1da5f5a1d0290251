import { expect, test, type Page } from "@playwright/test";

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

test.describe("theme", () => {
  test("with no saved choice and no system preference it starts dark", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "no-preference" });
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

  test("the toggle's choice is saved and survives a reload, over the system preference", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    await page.goto("/");
    expect(await isDark(page)).toBe(false);
    await page.locator("header").getByTestId("theme-toggle").first().click();
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    expect(await isDark(page)).toBe(true);
    await page.locator("header").getByTestId("theme-toggle").first().click();
    await page.reload();
    expect(await isDark(page)).toBe(false);
    await context.close();
  });
});
