import { expect, test } from "@playwright/test";

// A page whose record does not exist answers 404 with the app's "Page not found" in the HTML it
// serves, inside the site's own frame, as an unknown address does: a phone shows it before any
// script runs, and a link checker or a search engine reads the status.
for (const path of ["/no-such-page", "/exams/no-such-paper", "/courses/no-such-course/preview/no-such-lesson"]) {
  test(`${path} is a 404 'Page not found' drawn by the server`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const html = await response!.text();
    expect(html).toContain("Page not found</h1>");
    expect(html).toContain('data-site-chrome="true"');
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Courses" })).toHaveAttribute("href", "/courses");
  });
}
