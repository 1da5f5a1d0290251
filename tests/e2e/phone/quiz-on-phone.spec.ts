import { expect, test, type Page } from "@playwright/test";
import { createVerifiedStudent, signInViaApi } from "../support";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function startQuiz(page: Page, search: string) {
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  const quizzes = await (await page.request.get(`/api/quizzes?search=${encodeURIComponent(search)}`)).json();
  await page.goto(`/quiz/${quizzes.quizzes[0].id}/take`);
  await expect(page.getByTestId("sitting")).toBeVisible();
}

const position = (page: Page) => page.getByTestId("question-position");

test("a timed quiz on a 360 px phone owns the screen: the question gets the width, the clock and Next stay on it", async ({
  page,
}) => {
  await startQuiz(page, "Financial Accounting"); // 15 minutes; question 7 is one of the longest
  for (let i = 0; i < 6; i++) await page.keyboard.press("n"); // JAMB-style keys still work
  await expect(position(page)).toHaveText(/Question 7 of 12$/);

  expect((await page.getByTestId("question-text").boundingBox())!.width).toBeGreaterThanOrEqual(290);
  expect((await page.getByTestId("question-panel").boundingBox())!.width).toBeGreaterThanOrEqual(320);
  // The quiz is sat on the exam screen: no site header, menu or footer to leave it by.
  await expect(page.locator("[data-site-chrome]").first()).toBeHidden();
  const timer = page.getByTestId("sitting-clock");
  const next = page.getByRole("button", { name: /^Next/ });
  await expect(timer).toBeInViewport({ ratio: 1 });
  await expect(next).toBeInViewport({ ratio: 1 });

  // The question scrolls inside the exam frame; the bar, the clock and the pager stay.
  await page.getByTestId("question-panel").evaluate((el) => el.closest(".overflow-y-auto")!.scrollTo(0, 1e6));
  await expect(timer).toBeInViewport({ ratio: 1 });
  await expect(next).toBeInViewport({ ratio: 1 });
  await next.tap();
  await expect(position(page)).toHaveText(/Question 8 of 12$/);

  // The flag is a button beside the question number.
  const flag = page.getByTestId("flag-button");
  await expect(flag).toHaveAttribute("aria-pressed", "false");
  await flag.tap();
  await expect(flag).toHaveAttribute("aria-pressed", "true");

  // The question navigator is one tap away, as a sheet.
  const navigator = page.getByTestId("navigator");
  await expect(navigator).toBeHidden();
  await page.getByTestId("open-navigator").tap();
  await expect(navigator).toBeInViewport();
  await expect(navigator.locator("button").nth(7)).toHaveAttribute("data-flagged", "true");
  await navigator.locator("button").nth(1).tap();
  await expect(position(page)).toHaveText(/Question 2 of 12$/);
  await expect(navigator).toBeHidden();
});

test("reopening a quiz keeps the flags and the question the student was on", async ({ page }) => {
  await startQuiz(page, "Economics: Demand");
  await page.keyboard.press("n");
  await page.keyboard.press("n");
  await expect(position(page)).toHaveText(/Question 3 of 12$/);
  await page.getByTestId("option").nth(2).tap();
  await page.getByTestId("flag-button").tap();
  await expect(page.getByTestId("flag-button")).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: /^Next/ }).tap();
  await page.getByRole("button", { name: /^Next/ }).tap();
  await expect(position(page)).toHaveText(/Question 5 of 12$/);
  await expect(page.getByTestId("save-state")).toHaveText("Saved");

  await page.reload();
  await expect(position(page)).toHaveText(/Question 5 of 12$/);
  await expect(page.getByTestId("navigator").locator("button").nth(2)).toHaveAttribute("data-flagged", "true");
  await expect(page.getByTestId("navigator").locator("button").nth(2)).toHaveAttribute("data-state", "answered");
  await page.keyboard.press("p");
  await page.keyboard.press("p");
  await expect(page.getByTestId("flag-button")).toHaveAttribute("aria-pressed", "true");
});
