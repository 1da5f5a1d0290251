import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

// A GET form sends the fields left on "any" as empty values: they must not cancel the others.
test("the quiz library filters by difficulty with the other fields empty, and keeps the choice", async ({ page }) => {
  await page.goto("/quizzes");
  const all = await page.getByTestId("quiz-card").count();
  await page.getByLabel("Difficulty").selectOption("easy");
  await expect(page).toHaveURL(/[?&]difficulty=easy/);
  await expect(page).toHaveURL(/[?&]search=&/);
  await expect(page.getByLabel("Difficulty")).toHaveValue("easy");
  const cards = page.getByTestId("quiz-card");
  await expect(cards.first()).toBeVisible();
  const shown = await cards.count();
  expect(shown).toBeLessThan(all);
  for (let i = 0; i < shown; i++) await expect(cards.nth(i)).toContainText(/easy/i);
});

test("typing a search filters the quiz library", async ({ page }) => {
  await page.goto("/quizzes");
  await page.getByPlaceholder("Search quizzes").fill("Commerce");
  await page.getByPlaceholder("Search quizzes").press("Enter");
  await expect(page).toHaveURL(/search=Commerce/);
  await expect(page.getByPlaceholder("Search quizzes")).toHaveValue("Commerce");
  const cards = page.getByTestId("quiz-card");
  await expect(cards.first()).toContainText("Commerce");
  const shown = await cards.count();
  for (let i = 0; i < shown; i++) await expect(cards.nth(i)).toContainText("Commerce");
});

test("the catalogue's form with every field empty but one still filters", async ({ page }) => {
  await page.goto("/courses?search=&level=&category=Physics&sort=&page=");
  await expect(page.getByTestId("count-line")).not.toContainText(/Showing (\d+) of \1 courses/);
  const cards = page.getByTestId("course-card");
  await expect(cards.first()).toContainText("Physics");
  const api = await page.request.get("/api/courses?search=&level=&category=Physics&featured=&sort=&page=&limit=");
  expect(api.status()).toBe(200);
  const body = (await api.json()) as { courses: { category: string }[] };
  expect(body.courses.length).toBeGreaterThan(0);
  expect(body.courses.every((c) => c.category === "Physics")).toBe(true);
  const quizzes = await page.request.get("/api/quizzes?search=&category=&difficulty=hard&type=");
  expect(quizzes.status()).toBe(200);
  expect(
    ((await quizzes.json()) as { quizzes: { difficulty: string }[] }).quizzes.every((q) => q.difficulty === "hard"),
  ).toBe(true);
});
