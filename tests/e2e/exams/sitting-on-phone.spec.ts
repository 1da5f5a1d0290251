import { expect, test } from "@playwright/test";
import { position, startSitting, tab, UTME_SUBJECTS } from "./sitting-support";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** Where the screenshots for a person to look at go (SITTING_SHOTS=dir), if anywhere. */
const shots = process.env.SITTING_SHOTS;

test("a UTME paper by touch on a 360 px phone: big options, Previous/Next and the clock always on screen @phone", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sitting = await startSitting(page, "utme", { mode: "exam", subjects: UTME_SUBJECTS });
  const english = sitting.sections[0]!;
  await page.goto(`/exams/sittings/${sitting.id}`);
  await expect(page.getByTestId("sitting")).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/phone-first.png` });

  const clock = page.getByRole("timer");
  const next = page.getByRole("button", { name: "Next", exact: true });
  const previous = page.getByRole("button", { name: "Previous", exact: true });
  for (const control of [clock, next, previous, page.getByRole("button", { name: "Submit", exact: true })])
    await expect(control).toBeInViewport({ ratio: 1 });
  expect((await page.getByTestId("question-panel").boundingBox())!.width).toBeGreaterThanOrEqual(320);
  // Options are large targets.
  for (const option of await page.getByTestId("option").all())
    expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  for (const button of [next, previous, page.getByTestId("flag-button"), page.getByTestId("open-navigator")]) {
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }

  // A question with a passage: the passage above it, closed at first on a phone, opened with a tap, closed with another.
  const withPassage = english.questions.findIndex((q) => q.stimulus_id);
  expect(withPassage).toBeGreaterThanOrEqual(0);
  await page.getByTestId("open-navigator").tap();
  const grid = page.getByTestId("navigator");
  await expect(grid).toBeInViewport();
  if (shots) await page.screenshot({ path: `${shots}/phone-navigator.png` });
  await grid.getByRole("button", { name: new RegExp(`^Question ${withPassage + 1},`) }).tap();
  await expect(grid).toBeHidden();
  await expect(position(page)).toHaveText(new RegExp(`Question ${withPassage + 1} of 60`));
  const stimulus = page.getByTestId("stimulus");
  const fold = stimulus.getByRole("button");
  await expect(fold).toHaveAttribute("aria-expanded", "false");
  await fold.tap();
  await expect(fold).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByTestId("stimulus-body")).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/phone-passage.png` });
  await fold.tap();
  await expect(fold).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByTestId("question-text")).toBeInViewport();
  if (shots) await page.screenshot({ path: `${shots}/phone-passage-folded.png` });

  // Answer by tapping, flag by tapping, move with Next.
  await page.getByTestId("option").nth(2).tap();
  await expect(page.getByTestId("option").nth(2)).toHaveAttribute("data-selected", "true");
  await page.getByTestId("flag-button").tap();
  await expect(page.getByTestId("flag-button")).toHaveAttribute("aria-pressed", "true");
  await page.evaluate(() =>
    document.querySelector("[data-testid=question-panel]")?.closest(".overflow-y-auto")?.scrollTo(0, 99_999),
  );
  await expect(next).toBeInViewport({ ratio: 1 });
  await expect(clock).toBeInViewport({ ratio: 1 });
  await next.tap();
  await expect(position(page)).toHaveText(new RegExp(`Question ${withPassage + 2} of 60`));
  await previous.tap();
  await expect(page.getByTestId("option").nth(2)).toHaveAttribute("data-selected", "true");

  // Another subject, with a tap on its tab.
  await tab(page, "Physics").tap();
  await expect(position(page)).toHaveText(/Question 1 of 40/);
  await page.getByTestId("option").first().tap();
  await expect(tab(page, "Physics")).toContainText("1/40");
  await expect(tab(page, "English")).toContainText("1/60");

  // The calculator, by touch.
  await page.getByRole("button", { name: "Calculator", exact: true }).tap();
  const calculator = page.getByRole("region", { name: "Calculator", exact: true });
  for (const key of ["9", "multiply", "9", "minus", "1", "equals"])
    await calculator.getByRole("button", { name: key, exact: true }).tap();
  await expect(calculator.getByTestId("calculator-display")).toHaveText("80");
  await expect(calculator).toBeInViewport({ ratio: 1 });
  if (shots) await page.screenshot({ path: `${shots}/phone-calculator.png` });
  await calculator.getByRole("button", { name: "Close calculator" }).tap();
  await expect(calculator).toBeHidden();

  // Submit asks first, counting what is unanswered.
  await page.getByRole("button", { name: "Submit", exact: true }).tap();
  const dialog = page.getByRole("dialog", { name: "Submit your paper?" });
  await expect(dialog.getByTestId("unanswered-count")).toHaveText("178");
  if (shots) await page.screenshot({ path: `${shots}/phone-submit.png` });
  await dialog.getByRole("button", { name: "Go back" }).tap();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("save-state")).toHaveText("Saved");
  if (shots) await page.screenshot({ path: `${shots}/phone-saved.png` });
});
