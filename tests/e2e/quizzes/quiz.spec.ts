import { expect, test, type Page } from "@playwright/test";
import { createVerifiedStudent, signInViaApi, sameOrigin } from "../support";

async function quizId(page: Page, search: string): Promise<string> {
  const res = await page.request.get(`/api/quizzes?search=${encodeURIComponent(search)}`);
  return ((await res.json()).quizzes[0] as { id: string }).id;
}

test("take a quiz with the keyboard, then review the result and the attempts page", async ({ page }) => {
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  await page.goto("/quizzes?search=Commerce");
  const card = page.getByTestId("quiz-card").first();
  await expect(card).toContainText("Commerce");
  await expect(card.getByTestId("quiz-counts")).toContainText("12");
  await card.getByRole("link", { name: "Start Quiz" }).click();
  await expect(page).toHaveURL(/\/quiz\/[^/]+\/take$/);

  // The quiz is sat on the exam screen, which owns it: no site header or footer.
  await expect(page.getByTestId("sitting")).toBeVisible();
  await expect(page.locator("[data-site-chrome]").first()).toBeHidden();
  await expect(page.getByTestId("sitting-clock")).toHaveAttribute("data-colour", "green");
  await expect(page.getByTestId("question-position")).toHaveText("Commerce, Question 1 of 12");

  // A–D answer, N next, P previous, F flag.
  await page.keyboard.press("b");
  await expect(page.getByTestId("option").nth(1).locator("input")).toBeChecked();
  await page.keyboard.press("n");
  await expect(page.getByTestId("question-position")).toHaveText("Commerce, Question 2 of 12");
  await page.keyboard.press("a");
  await page.keyboard.press("n");
  await page.keyboard.press("c");
  await page.keyboard.press("f"); // flag question 3 for review
  await expect(page.getByTestId("navigator").locator("button").nth(2)).toHaveAttribute("data-flagged", "true");
  await page.keyboard.press("p");
  await expect(page.getByTestId("question-position")).toHaveText("Commerce, Question 2 of 12");
  await expect(page.getByRole("tab")).toContainText("3/12");
  const navigator = page.getByTestId("navigator").locator("button");
  await expect(navigator.nth(0)).toHaveAttribute("data-state", "answered");
  await expect(navigator.nth(3)).toHaveAttribute("data-state", "unanswered");
  await expect(navigator.nth(1)).toHaveAttribute("aria-current", "step");
  await expect(page.getByTestId("save-state")).toHaveText("Saved");

  // A reload resumes the same attempt with the saved answers, on the same question.
  await page.reload();
  await expect(page.getByRole("tab")).toContainText("3/12");
  await expect(page.getByTestId("question-position")).toHaveText("Commerce, Question 2 of 12");

  // Exit asks first, and staying keeps the quiz open.
  await page.getByRole("button", { name: "Exit Quiz" }).click();
  const exit = page.getByRole("dialog", { name: "Exit quiz?" });
  await expect(exit).toContainText("the timer keeps running");
  await exit.getByRole("button", { name: "Back to the quiz" }).click();
  await expect(exit).toBeHidden();

  // S opens the submit dialog, which warns about unanswered questions and starts on the way back.
  await page.keyboard.press("s");
  await expect(page.getByTestId("unanswered-warning")).toHaveText("You have 9 unanswered questions. ");
  await expect(page.getByRole("dialog").getByRole("button", { name: "Go back" })).toBeFocused();
  await page.getByRole("dialog").getByRole("button", { name: "Submit Quiz" }).click();
  await expect(page).toHaveURL(/\/result\?attempt=/);

  const result = page.getByTestId("quiz-result");
  await expect(result.getByTestId("score-circle")).toBeVisible();
  const verdict = await result.getByTestId("result-verdict").textContent();
  expect(["PASSED", "ALMOST THERE", "KEEP TRYING"]).toContain(verdict);
  await expect(result.getByTestId("grade")).toHaveText(/^[ABCF]$/);
  await expect(result.getByTestId("verdict-message")).not.toBeEmpty();
  await expect(result.getByTestId("result-facts")).toContainText("Passing score");
  // Each question is reviewed as a paper's are: the answer, the key, the verdict and why.
  const reviewed = result.getByTestId("review-question");
  await expect(reviewed).toHaveCount(12);
  await expect(reviewed.first().getByTestId("verdict")).toHaveText(/^(Correct|Wrong)$/);
  await expect(reviewed.first().getByTestId("explanation")).not.toBeEmpty();
  await expect(reviewed.nth(5).getByTestId("verdict")).toHaveText("Unanswered");
  await expect(reviewed.nth(5).getByTestId("answer-summary")).toContainText(
    "You did not answer. The correct answer is",
  );
  await expect(result.getByTestId("performance-summary")).toContainText("9unanswered");

  await result.getByRole("link", { name: "All Attempts" }).click();
  await expect(page.getByTestId("total-attempts")).toHaveText("1");
  await expect(page.getByTestId("attempts-left")).toHaveText("Unlimited");
  await expect(page.getByTestId("attempt-row")).toHaveCount(1);
});

test("a timed quiz submits itself when the countdown reaches zero", async ({ page }) => {
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  const id = await quizId(page, "Lexis and Structure"); // 10 minutes
  await page.clock.install();
  await page.goto(`/quiz/${id}/take`);
  await expect(page.getByTestId("sitting-clock")).toBeVisible();
  await page.keyboard.press("a");
  await expect(page.getByTestId("save-state")).toHaveText("Saved");

  await page.clock.fastForward("05:30");
  await expect(page.getByTestId("sitting-clock")).toHaveAttribute("data-colour", "yellow");
  await page.clock.fastForward("03:00");
  await expect(page.getByTestId("sitting-clock")).toHaveAttribute("data-colour", "red");
  await expect(page.getByTestId("sitting-clock")).toHaveClass(/animate-pulse/);
  await page.clock.fastForward("01:35");
  await expect(page).toHaveURL(/\/result\?attempt=.*&auto=1$/);
  await expect(page.getByTestId("auto-submitted")).toContainText("submitted automatically");
});

/** Enrols the signed-in student in the paid course a quiz belongs to, through the payment simulator. */
async function payForCourseOf(page: Page, quizId: string) {
  const courseId = ((await (await page.request.get(`/api/quizzes/${quizId}`)).json()).quiz as { course_id: string })
    .course_id;
  const { tx_ref } = await (
    await page.request.post("/api/payments/initialize", { headers: sameOrigin, data: { course_id: courseId } })
  ).json();
  const charge = await (
    await page.request.post("/api/payments/simulator/charge", {
      headers: sameOrigin,
      data: { tx_ref, method: "card", outcome: "succeed" },
    })
  ).json();
  const verified = await page.request.post("/api/payments/verify", {
    headers: sameOrigin,
    data: { tx_ref, transaction_id: charge.transaction_id, course_id: courseId },
  });
  expect(verified.status()).toBe(200);
}

test("a used-up quiz says 'Maximum attempts reached'; quiz screens need sign-in", async ({ page, browser }) => {
  const anonymous = await browser.newPage();
  await anonymous.goto("/quizzes");
  await expect(anonymous.getByTestId("quiz-card").first()).toBeVisible(); // the library is public
  const anyId = await quizId(anonymous, "Biology");
  for (const path of ["take", "result", "attempts"]) {
    await anonymous.goto(`/quiz/${anyId}/${path}`);
    await expect(anonymous.getByTestId("sign-in-prompt")).toContainText("Please Sign In");
  }
  await anonymous.close();

  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  const id = await quizId(page, "Cells, Genetics"); // max 2 attempts, in a paid course
  await payForCourseOf(page, id);
  for (let i = 0; i < 2; i++) {
    const start = await page.request.post(`/api/quizzes/${id}/start`, { headers: sameOrigin });
    expect(start.status()).toBe(200);
    const attempt = (await start.json()).attempt.id;
    expect(
      (
        await page.request.post(`/api/quizzes/${id}/submit`, {
          headers: sameOrigin,
          data: { answers: [], attempt_id: attempt },
        })
      ).status(),
    ).toBe(200);
  }
  await page.goto("/quizzes?search=Cells");
  await expect(page.getByTestId("quiz-card").first().getByTestId("max-attempts")).toHaveText(
    "Maximum attempts reached",
  );
  await page.goto(`/quiz/${id}/take`);
  await expect(page.getByTestId("quiz-start-failed")).toHaveText(/Failed to start quiz: Maximum attempts reached/);
  await page.goto(`/quiz/${id}/attempts`);
  await expect(page.getByTestId("attempts-left")).toHaveText("0");
  await expect(page.getByTestId("passed-count")).toHaveText("0");
});
