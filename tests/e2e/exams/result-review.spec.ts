import { expect, test, type Page } from "@playwright/test";
import { holdRequests, hydrated, sameOrigin } from "../support";
import { fetchedFonts, signedInStudent, sitAndSubmit, startSitting } from "./support";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const UTME = { mode: "exam", subjects: ["English", "Mathematics", "Physics", "Chemistry"] };
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("@phone a submitted UTME shows each subject out of 100, the total out of 400, topics, and a review with filters", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInStudent(page);
  const { sitting, result, questions } = await sitAndSubmit(page, "utme", UTME, {
    answered: 10,
    flagged: 3,
    timeSpent: { English: 754, Mathematics: 3605 },
  });

  // The result.
  await page.goto(`/exams/sittings/${sitting.id}/result`);
  await expect(page.getByTestId("result-total")).toHaveText(`${result.total} / 400`);
  await expect(page.getByTestId("result-answered")).toHaveText("You answered 40 of 180 questions; 140 left blank.");
  await expect(page.getByTestId("auto-submitted")).toHaveCount(0);
  const subjects = page.getByTestId("subject-score");
  await expect(subjects).toHaveCount(4);
  type SubjectResult = {
    subject: string;
    score: number;
    correct: number;
    questions: number;
    time_spent_seconds: number;
  };
  for (const [i, s] of (result.subjects as SubjectResult[]).entries()) {
    const card = subjects.nth(i);
    await expect(card).toHaveAttribute("data-subject", s.subject);
    await expect(card.getByTestId("subject-score-value")).toHaveText(`${s.score} / 100`);
    await expect(card.getByTestId("subject-correct")).toHaveText(`${s.correct} / ${s.questions}`);
    // The server caps the time at what has passed since the start: a few seconds here.
    const mmss = `${String(Math.floor(s.time_spent_seconds / 60)).padStart(2, "0")}:${String(s.time_spent_seconds % 60).padStart(2, "0")}`;
    await expect(card.getByTestId("subject-time")).toHaveText(mmss);
  }
  await expect(page.locator('[data-subject="Physics"]').getByTestId("subject-time")).toHaveText("00:00");

  // Topics per subject, weakest first.
  const breakdown = page.getByTestId("topic-breakdown");
  await expect(breakdown.getByTestId("topic-subject")).toHaveCount(4);
  const english = breakdown.locator('[data-testid="topic-subject"][data-subject="English"]');
  const scores = await english.getByTestId("topic-score").allTextContents();
  expect(scores.length).toBeGreaterThan(1);
  const shares = scores.map((t) => t.split(" / ").map(Number)).map(([c, q]) => c! / q!);
  expect(shares).toEqual([...shares].sort((a, b) => a - b));
  expect(scores.reduce((n, t) => n + Number(t.split(" / ")[1]), 0)).toBe(60);
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

  // The review: every question, the answers, the keys and the explanations.
  await page.getByRole("link", { name: "Review answers" }).tap();
  await expect(page).toHaveURL(new RegExp(`/exams/sittings/${sitting.id}/review$`));
  // A page of 20 questions at a time.
  const shown = page.getByTestId("review-question");
  await expect(page.getByTestId("filter-all")).toHaveText("All 180");
  await expect(page.getByTestId("review-range")).toHaveText("Showing 1–20 of 180 questions");
  await expect(shown).toHaveCount(20);
  const wrong = questions.filter((q) => q.answer !== null && !q.correct);
  const first = questions[0]!;
  const firstCard = shown.first();
  await expect(firstCard.locator(`[data-key="${first.correct_answer}"]`)).toContainText("Correct answer");
  await expect(firstCard.locator('[data-picked="true"]')).toHaveAttribute("data-key", "A");
  await expect(firstCard.locator('[data-picked="true"]')).toContainText("Your answer");
  await expect(firstCard.getByTestId("verdict")).toHaveText(first.correct ? "Correct" : "Wrong");
  await expect(firstCard.getByTestId("flagged")).toBeVisible();
  await expect(firstCard.getByTestId("explanation")).not.toBeEmpty();
  await expect(shown.nth(15).getByTestId("answer-summary")).toContainText("You did not answer.");
  await expect(shown.nth(15).getByTestId("verdict")).toHaveText("Unanswered");

  // Passages once, above their first question on the page.
  const stimulusIds = await page.getByTestId("review-stimulus").evaluateAll((els) => els.map((el) => el.id));
  expect(stimulusIds.length).toBeGreaterThan(0);
  expect(new Set(stimulusIds).size).toBe(stimulusIds.length);
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

  // While the next page comes, the questions give way to their skeleton.
  const release = await holdRequests(page, /\/review\?page=2/);
  await page.getByTestId("review-pager").getByRole("link", { name: "Next →" }).tap();
  await expect(page.getByTestId("review-loading")).toBeVisible();
  release();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByTestId("review-loading")).toBeHidden();
  await expect(page.getByTestId("review-range")).toHaveText("Showing 21–40 of 180 questions");
  await expect(shown.first().getByRole("heading")).toHaveText("English, Question 21 of 60");

  // Filters are links.
  await expect(page.getByTestId("filter-wrong")).toHaveText(`Wrong ${wrong.length}`);
  await page.getByTestId("filter-wrong").tap();
  await expect(page).toHaveURL(/\?show=wrong$/);
  await expect(shown).toHaveCount(Math.min(20, wrong.length));
  for (const verdict of await shown.evaluateAll((els) => els.map((el) => el.getAttribute("data-verdict"))))
    expect(verdict).toBe("wrong");

  await page.getByTestId("filter-flagged").tap();
  await expect(page).toHaveURL(/\?show=flagged$/);
  await expect(shown).toHaveCount(3);
  await expect(shown.getByTestId("flagged")).toHaveCount(3);
  await expect(page.getByTestId("review-pager")).toHaveCount(0);

  await page.getByLabel("Subject").selectOption("Physics");
  await expect(page).toHaveURL(/\?show=flagged&subject=Physics$/);
  await expect(page.getByTestId("review-empty")).toContainText("No flagged questions here.");
  await page.getByTestId("filter-unanswered").tap();
  await expect(page).toHaveURL(/\?show=unanswered&subject=Physics$/);
  await expect(page.getByTestId("review-range")).toHaveText("Showing 1–20 of 30 questions");
  await expect(page.getByTestId("review-section")).toHaveAttribute("data-subject", "Physics");
  await page.getByTestId("review-pager").getByRole("link", { name: "Next →" }).tap();
  await expect(page).toHaveURL(/\?show=unanswered&subject=Physics&page=2$/);
  await expect(shown).toHaveCount(10);
  for (const verdict of await shown.evaluateAll((els) => els.map((el) => el.getAttribute("data-verdict"))))
    expect(verdict).toBe("unanswered");

  await page.getByTestId("filter-all").tap();
  await expect(page).toHaveURL(/\?subject=Physics$/);
  await expect(page.getByTestId("filter-all")).toHaveText("All 40");
  await expect(shown).toHaveCount(20);
  // Numbered as the sitting screen numbered them: within the subject, not 101–140 of the paper.
  await expect(shown.first().getByRole("heading")).toHaveText("Physics, Question 1 of 40");
  await expect(shown.nth(19).getByRole("heading")).toHaveText("Physics, Question 20 of 40");

  // Notation is MathML the browser draws: no stylesheet of KaTeX's, no font fetched for it.
  await expect(page.locator("math").first()).toBeVisible();
  await expect(page.locator(".katex")).toHaveCount(0);
  expect(await fetchedFonts(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

  // The exams page and the dashboard show the result.
  await page.goto("/exams");
  await expect(page.getByTestId("latest-result").first()).toHaveAttribute("data-sitting-id", sitting.id);
  await expect(page.getByTestId("latest-result-score").first()).toHaveText(`${result.total} / 400`);
  await page.goto("/dashboard");
  await expect(page.getByTestId("exams-card")).toContainText(`${result.total} / 400`);
});

test("@phone a WAEC paper left blank scores out of 50, and its review has nothing wrong to show", async ({ page }) => {
  await signedInStudent(page);
  const { sitting } = await sitAndSubmit(
    page,
    "waec-mathematics",
    { mode: "practice", timed: false },
    { answered: 0, flagged: 0, timeSpent: {} },
  );

  await page.goto(`/exams/sittings/${sitting.id}/result`);
  await expect(page.getByTestId("result-total")).toHaveText("0 / 50");
  await expect(page.getByTestId("subject-score-value")).toHaveText("0 / 50");
  await expect(page.getByTestId("result-answered")).toHaveText("You answered 0 of 50 questions; 50 left blank.");
  await expect(page.getByRole("link", { name: "Sit another paper" })).toHaveAttribute("href", "/exams#papers");
  await expect(page.getByRole("link", { name: "Back to exams" })).toHaveAttribute("href", "/exams");

  await page.goto(`/exams/sittings/${sitting.id}/review?show=wrong`);
  await expect(page.getByTestId("subject-filter")).toHaveCount(0);
  await expect(page.getByTestId("filter-unanswered")).toHaveText("Unanswered 50");
  await expect(page.getByTestId("review-empty")).toContainText("No wrong questions here.");
  await page.getByRole("link", { name: "Show all questions" }).tap();
  await expect(page.getByTestId("review-range")).toHaveText("Showing 1–20 of 50 questions");
  await expect(page.getByTestId("review-question")).toHaveCount(20);

  // Reporting a question: once, then the server says it has it already.
  await hydrated(page);
  const question = page.getByTestId("review-question").nth(2);
  await question.getByRole("button", { name: "Report this question" }).tap();
  await question.getByLabel("Reason").selectOption("unclear");
  await question.getByLabel(/What is wrong/).fill("Two options look the same to me.");
  await question.getByRole("button", { name: "Send report" }).tap();
  await expect(question.getByTestId("report-sent")).toHaveText("Thank you: an editor will look at it");
  await question.getByRole("button", { name: "Close the report" }).tap();
  await question.getByRole("button", { name: "Report this question" }).tap();
  await question.getByLabel("Reason").selectOption("typo");
  await question.getByRole("button", { name: "Send report" }).tap();
  await expect(question.getByTestId("report-sent")).toHaveText("You have already reported this question");
});

test("a sitting's result and review are its student's only, and open only once it is submitted", async ({
  page,
  browser,
}) => {
  await signedInStudent(page);
  const open = await startSitting(page, "waec-biology", { mode: "exam" });
  // Not submitted: back to the sitting screen (another worktree's page; the address is what counts).
  for (const path of ["result", "review"]) {
    await page.goto(`/exams/sittings/${open.id}/${path}`);
    await expect(page).toHaveURL(new RegExp(`/exams/sittings/${open.id}$`));
  }
  expect((await page.request.post(`/api/sittings/${open.id}/submit`, { headers: sameOrigin })).status()).toBe(200);
  expect((await page.goto(`/exams/sittings/${open.id}/result`))?.status()).toBe(200);

  const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const stranger = await other.newPage();
  await signedInStudent(stranger);
  for (const path of ["result", "review"]) {
    const response = await stranger.goto(`/exams/sittings/${open.id}/${path}`);
    expect(response?.status(), path).toBe(404);
  }
  expect((await stranger.goto("/exams/sittings/no-such-sitting/result"))?.status()).toBe(404);
  await other.close();

  // Signed out: a sign-in prompt that comes back here.
  await page.context().clearCookies();
  await page.goto(`/exams/sittings/${open.id}/result`);
  await expect(page.getByTestId("sign-in-prompt").getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    `/signin?next=${encodeURIComponent(`/exams/sittings/${open.id}/result`)}`,
  );
});

test.describe("by keyboard", () => {
  test.use({ isMobile: false, hasTouch: false });

  test("the review's subject list is browsed with arrows, staying on the page, and shown with Enter", async ({
    page,
  }) => {
    await signedInStudent(page);
    const { sitting } = await sitAndSubmit(page, "utme", UTME, { answered: 5, flagged: 0, timeSpent: {} });
    await page.goto(`/exams/sittings/${sitting.id}/review`);
    // The inline script listens from the first paint, before (and without) React.
    const subject = page.getByLabel("Subject");
    await subject.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(subject).toHaveValue("Mathematics");
    await expect(subject).toBeFocused();
    await expect(page).toHaveURL(/\/review$/);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/review\?subject=Mathematics$/);
    await expect(page.getByTestId("review-section")).toHaveAttribute("data-subject", "Mathematics");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("@phone the review's filters, subject and pages work as plain links and a form", async ({ page }) => {
    await signedInStudent(page);
    const { sitting, questions } = await sitAndSubmit(page, "utme", UTME, { answered: 5, flagged: 0, timeSpent: {} });

    await page.goto(`/exams/sittings/${sitting.id}/review`);
    await page.getByTestId("filter-unanswered").click();
    await expect(page).toHaveURL(/\?show=unanswered$/);
    await expect(page.getByTestId("review-range")).toHaveText(
      `Showing 1–20 of ${questions.filter((q) => q.answer === null).length} questions`,
    );

    await page.getByLabel("Subject").selectOption("Chemistry");
    await page.getByTestId("subject-filter").getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/\?show=unanswered&subject=Chemistry$/);
    await expect(page.getByTestId("review-section")).toHaveAttribute("data-subject", "Chemistry");
    await page.getByTestId("review-pager").getByRole("link", { name: "Next →" }).click();
    await expect(page).toHaveURL(/\?show=unanswered&subject=Chemistry&page=2$/);
    await expect(page.getByTestId("review-question")).toHaveCount(15);
  });
});
