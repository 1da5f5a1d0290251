import { expect, test } from "@playwright/test";
import { createVerifiedStudent, endFreeTrial, sameOrigin, signInViaApi } from "../support";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

// A paid course's quiz, seen by a student who has not enrolled: locked in the library with
// the course's price and a way to enrol, and the take page offers the same instead of starting.
// The student's free trial is over (during it, every paid course's quizzes are open).
test("@phone a paid course's quiz is locked until the student enrols", async ({ page }) => {
  const { email, password } = await createVerifiedStudent(page);
  await endFreeTrial(email);
  await signInViaApi(page, email, password);

  await page.goto(`/quizzes?search=${encodeURIComponent("Biology: Cells")}`);
  const card = page.getByTestId("quiz-card").first();
  await expect(card).toContainText("Locked");
  const offer = card.getByTestId("quiz-locked");
  await expect(offer).toContainText("₦15,000");
  await expect(card.getByRole("link", { name: "Start Quiz" })).toHaveCount(0);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(page.viewportSize()!.width);

  const quizzes = await (await page.request.get(`/api/quizzes?search=${encodeURIComponent("Biology: Cells")}`)).json();
  const quiz = quizzes.quizzes[0] as { id: string; course_id: string };
  await page.goto(`/quiz/${quiz.id}/take`);
  const locked = page.getByTestId("quiz-locked");
  await expect(locked).toContainText("₦15,000");
  await expect(page.getByTestId("sitting")).toHaveCount(0);
  expect((await page.request.post(`/api/quizzes/${quiz.id}/start`, { headers: sameOrigin })).status()).toBe(403);

  await locked.getByRole("link", { name: "View course and enroll" }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${quiz.course_id}$`));
});
