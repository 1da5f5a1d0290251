import { expect, test } from "@playwright/test";

const ROUTES = [
  "/signin",
  "/signup",
  "/check-email",
  "/forgot-password",
  "/reset-password",
  "/profile",
  "/dashboard",
  "/settings",
  "/courses",
  "/courses/some-id",
  "/course-content?courseId=x",
  "/quizzes",
  "/quiz/q1/take",
  "/quiz/q1/result",
  "/quiz/q1/attempts",
];

// A route whose record does not exist answers its 404 view, inside the same layout.
const MISSING_RECORD = new Set(["/courses/some-id"]);

test("every route of the spec exists and shares the header and footer", async ({ page }) => {
  // Many pages in one story: each step keeps its own timeout.
  test.setTimeout(90_000);
  for (const route of ROUTES) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(MISSING_RECORD.has(route) ? 404 : 200);
    await expect(page.locator("header").getByRole("link", { name: "Courses", exact: true })).toBeVisible();
    await expect(page.getByTestId("site-footer")).toBeVisible();
  }
});

test("an unknown page shows the 404 screen inside the layout", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByTestId("site-footer")).toBeVisible();
});

test("an unknown API path answers JSON 404, not a page", async ({ request }) => {
  const res = await request.get("/api/no-such-endpoint");
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ message: "Not found", error: "not_found" });
});
