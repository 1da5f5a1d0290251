import { expect, test, type Page } from "@playwright/test";
import { holdRequests } from "../support";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

type LoadingSeen = { kind: string | null; skeleton: number; cards: number };

/**
 * Reports what the page still on screen shows once its results region is marked loading: the
 * height of the first skeleton card and of the first real card. Reported by the page itself
 * (a Playwright locator or evaluate would wait for the held navigation to finish).
 */
async function watchLoading(page: Page, regionId: string, cardTestId: string): Promise<() => Promise<LoadingSeen>> {
  let report: (seen: LoadingSeen) => void = () => {};
  const seen = new Promise<LoadingSeen>((resolve) => (report = resolve));
  await page.exposeFunction("reportLoading", (value: LoadingSeen) => report(value));
  await page.evaluate(
    ([id, card]) => {
      const region = document.getElementById(id!)!;
      const height = (testId: string) =>
        document.querySelector(`[data-testid="${testId}"]`)?.getBoundingClientRect().height ?? 0;
      const observer = new MutationObserver(() =>
        requestAnimationFrame(() => {
          const w = window as unknown as { reportLoading: (seen: LoadingSeen) => void };
          w.reportLoading({
            kind: region.getAttribute("data-loading"),
            skeleton: height("skeleton-card"),
            cards: height(card!),
          });
        }),
      );
      observer.observe(region, { attributes: true, attributeFilter: ["data-loading"] });
    },
    [regionId, cardTestId],
  );
  return () => seen;
}

// The tutor-authoring spec may add a 15th course while this runs.
test("the count line gives the range of courses on the page", async ({ page }) => {
  await page.goto("/courses");
  await expect(page.getByTestId("count-line")).toHaveText(/^Showing 1–12 of (14|15) courses$/);
  await page.goto("/courses?page=2");
  await expect(page.getByTestId("count-line")).toHaveText(/^Showing 13–(14|15) of \1 courses$/);
  await page.goto("/courses?category=Physics");
  await expect(page.getByTestId("count-line")).toHaveText("Showing 1–2 of 2 courses");
});

test("a filter change on a slow network shows the skeleton cards until the new list arrives", async ({ page }) => {
  await page.goto("/courses");
  await expect(page.getByTestId("course-card")).toHaveCount(12);
  const skeleton = page.getByTestId("skeleton-card");
  await expect(skeleton).toHaveCount(6);
  await expect(skeleton.first()).toBeHidden();

  const seen = await watchLoading(page, "catalogue-results", "course-card");
  const release = await holdRequests(page, /\/courses\?.*category=Physics/);
  await page.locator("#category").selectOption("Physics");
  const shown = await seen();
  expect(shown.kind).toBe("list");
  expect(shown.skeleton).toBeGreaterThan(100);
  expect(shown.cards).toBe(0);
  release();
  await expect(page.getByTestId("count-line")).toHaveText("Showing 1–2 of 2 courses");
  await expect(page.getByTestId("course-card")).toHaveCount(2);
  await expect(skeleton.first()).toBeHidden();
});

test("a tap on a course card shows the course page's outline while it loads", async ({ page }) => {
  await page.goto("/courses");
  const seen = await watchLoading(page, "catalogue-results", "course-card");
  const release = await holdRequests(page, /\/courses\/[0-9a-f-]{36}/);
  await page.getByTestId("course-card").first().getByRole("link", { name: "Details" }).click({ noWaitAfter: true });
  const shown = await seen();
  expect(shown.kind).toBe("course");
  expect(shown.cards).toBe(0);
  release();
  await expect(page).toHaveURL(/\/courses\/[0-9a-f-]{36}$/);
});

test("the quiz library shows skeleton cards while a filter change loads", async ({ page }) => {
  await page.goto("/quizzes");
  await expect(page.getByTestId("quiz-card").first()).toBeVisible();
  const seen = await watchLoading(page, "quiz-results", "quiz-card");
  const release = await holdRequests(page, /\/quizzes\?.*difficulty=hard/);
  await page.locator("#quiz-difficulty").selectOption("hard");
  const shown = await seen();
  expect(shown.skeleton).toBeGreaterThan(100);
  expect(shown.cards).toBe(0);
  release();
  await expect(page).toHaveURL(/difficulty=hard/);
  await expect(page.getByTestId("quiz-card").first()).toBeVisible();
  await expect(page.getByTestId("skeleton-card").first()).toBeHidden();
});
