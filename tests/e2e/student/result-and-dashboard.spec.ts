import { expect, test, type Locator, type Page } from "@playwright/test";
import { createVerifiedStudent, sameOrigin, signInViaApi } from "../support";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const LONG_COURSE = "WAEC Government: Political Concepts and Nigerian Constitutional Development";

async function firstId(page: Page, path: string, list: "courses" | "quizzes"): Promise<string> {
  const body = (await (await page.request.get(path)).json()) as Record<string, { id: string }[]>;
  return body[list]![0]!.id;
}

/** Neither cut with an ellipsis nor clipped to a number of lines. */
async function expectWhollyShown(text: Locator) {
  await expect(text).toBeVisible();
  const box = await text.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      ellipsis: style.textOverflow === "ellipsis",
      clamp: style.webkitLineClamp,
      clipped: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
    };
  });
  expect(box).toEqual({ ellipsis: false, clamp: "none", clipped: false });
}

test("after two attempts the result lists both, newest first", async ({ page }) => {
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  const quizId = await firstId(page, "/api/quizzes?search=Commerce", "quizzes");
  for (let i = 0; i < 2; i++) {
    expect((await page.request.post(`/api/quizzes/${quizId}/start`, { headers: sameOrigin })).ok()).toBe(true);
    expect(
      (await page.request.post(`/api/quizzes/${quizId}/submit`, { headers: sameOrigin, data: { answers: [] } })).ok(),
    ).toBe(true);
  }

  await page.goto(`/quiz/${quizId}/result`);
  const attempts = page.getByTestId("result-attempts").getByTestId("result-attempt");
  await expect(attempts).toHaveCount(2);
  await expect(attempts.nth(0)).toContainText("Attempt 2");
  await expect(attempts.nth(0)).toContainText("This attempt");
  await expect(attempts.nth(1)).toContainText("Attempt 1");
  await expect(attempts.nth(1)).toContainText(/0%[\s\S]*min/);
  await expect(attempts.nth(1).getByRole("link", { name: "Review" })).toBeVisible();
  await page.getByTestId("result-attempts").screenshot({ path: "/tmp/journey-result-attempts.png" });
});

test("at 360 px the dashboard's four figures fit in half the screen, and a long course title is shown whole", async ({
  page,
}) => {
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  const courseId = await firstId(page, `/api/courses?search=${encodeURIComponent(LONG_COURSE)}`, "courses");
  expect(
    (await page.request.post("/api/enrollments", { headers: sameOrigin, data: { course_id: courseId } })).ok(),
  ).toBe(true);

  await page.goto("/dashboard");
  const cards = page.getByTestId("stat-card");
  await expect(cards).toHaveCount(4);
  // Streamed content arrives in a hidden container before React moves it into place: measure
  // the cards once they show.
  await expect(cards.nth(0)).toBeVisible();
  await expect(cards.nth(3)).toBeVisible();
  const first = (await cards.nth(0).boundingBox())!;
  const last = (await cards.nth(3).boundingBox())!;
  expect(last.y, "two by two").toBeGreaterThan(first.y);
  expect(last.x, "two by two").toBeGreaterThan(first.x);
  expect(last.y + last.height - first.y, "the four cards take about half the screen").toBeLessThanOrEqual(740 / 2);
  await page.screenshot({ path: "/tmp/journey-dashboard.png", fullPage: true });
  await expectWhollyShown(page.getByTestId("activity-item").filter({ hasText: LONG_COURSE }).getByText(LONG_COURSE));

  await page.goto(`/courses?search=${encodeURIComponent("Political Concepts")}`);
  await expectWhollyShown(page.getByTestId("course-card").getByRole("heading", { name: LONG_COURSE }));
  await page.goto("/profile");
  await expectWhollyShown(page.getByTestId("my-course-card").getByRole("heading", { name: LONG_COURSE }));
});
