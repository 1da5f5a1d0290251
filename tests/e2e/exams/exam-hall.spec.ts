import { expect, test, type Page } from "@playwright/test";
import { position, serverAnswers, startSitting, UTME_SUBJECTS } from "./sitting-support";

// Issue 35's exam hall: the paper owns the screen (no site header or footer, nothing to Tab to
// outside it, no layout shift on opening), leaving asks first, the stem and every option fit a
// 360×740 phone with the passage in a panel the candidate opens, the calculator covers no option,
// and the keyboard and screen-reader parts: the dialogs' focus, S then Enter, the grid's arrows,
// the live region.

/** Where the screenshots for a person to look at go (SITTING_SHOTS=dir), if anywhere. */
const shots = process.env.SITTING_SHOTS;

/** Records every layout shift from the first paint on (the page's Cumulative Layout Shift). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shiftTotal: number };
    w.shiftTotal = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.shiftTotal += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { shiftTotal: number }).shiftTotal);

/** The question's stem and every option lie between the bars, without scrolling. */
async function stemAndOptionsInView(page: Page) {
  await page.evaluate(() =>
    document.querySelector("[data-testid=question-panel]")?.closest(".overflow-y-auto")?.scrollTo(0, 0),
  );
  const top = (await page.getByTestId("subject-tabs").boundingBox())!;
  const pager = (await page.getByRole("button", { name: "Next", exact: true }).boundingBox())!;
  const floor = pager.y - 8;
  const stem = (await page.getByTestId("question-text").boundingBox())!;
  expect(stem.y).toBeGreaterThanOrEqual(top.y + top.height);
  const options = await page.getByTestId("option").all();
  for (const [i, option] of options.entries()) {
    const box = (await option.boundingBox())!;
    expect(
      box.y + box.height,
      `option ${i + 1} ends at ${Math.round(box.y + box.height)} px, the bar starts at ${Math.round(floor)} px`,
    ).toBeLessThanOrEqual(floor);
  }
  return options.length;
}

/** Goes to question `n` (1-based) of the current subject through the question grid. */
async function goToQuestion(page: Page, n: number) {
  await expect(page.getByTestId("question-panel")).toBeVisible();
  const sheetButton = page.getByTestId("open-navigator");
  if (await sheetButton.isVisible()) await sheetButton.tap();
  await page
    .getByTestId("navigator")
    .getByRole("button", { name: new RegExp(`^Question ${n},`) })
    .click();
  await expect(position(page)).toHaveText(new RegExp(`Question ${n} of `));
}

const activeInside = (page: Page, selector: string) =>
  page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);
/** Where focus is: inside the paper, on the page itself (past the last control, before the browser's own), or somewhere else. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "page";
    return el.closest("[data-exam-screen]")
      ? "paper"
      : `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 30)}"`;
  });

test.describe("on a 360×740 phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("@phone the paper owns the screen: no site header or footer, Tab stays in the paper, nothing shifts as it opens", async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    const sitting = await startSitting(page, "utme", { mode: "exam", subjects: UTME_SUBJECTS });
    await page.goto(`/exams/sittings/${sitting.id}`);
    await expect(page.getByTestId("question-panel")).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByTestId("site-footer")).toBeHidden();
    await expect(page.getByRole("link")).toHaveCount(0);
    await expect(page.getByTestId("exam-bar")).toBeInViewport({ ratio: 1 });
    await page.waitForTimeout(500);
    expect(await layoutShift(page)).toBeLessThan(0.01);

    // Tab goes round the paper's own controls only.
    const places = new Set<string>();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      places.add(await focusPlace(page));
    }
    expect([...places].sort()).toEqual(["page", "paper"]);
    if (shots) await page.screenshot({ path: `${shots}/hall-phone-first.png` });
  });

  test("@phone a UTME comprehension item fits with its passage closed; the passage opens in a panel; the calculator covers no option", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const utme = await startSitting(page, "utme", { mode: "exam", subjects: UTME_SUBJECTS });
    await page.goto(`/exams/sittings/${utme.id}`);
    const english = utme.sections[0]!;
    const comprehension = english.questions.findIndex((q) => q.stimulus_id);
    expect(comprehension).toBeGreaterThanOrEqual(0);
    await goToQuestion(page, comprehension + 1);

    const toggle = page.getByTestId("stimulus-toggle");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByTestId("stimulus-body")).toBeHidden();
    expect(await stemAndOptionsInView(page)).toBe(4);
    if (shots) await page.screenshot({ path: `${shots}/hall-phone-passage-closed.png` });

    // The passage opens as a panel that scrolls by itself, and closes again.
    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const body = page.getByTestId("stimulus-body");
    await expect(body).toBeVisible();
    expect((await body.boundingBox())!.height).toBeLessThanOrEqual(740 * 0.4 + 1);
    if (shots) await page.screenshot({ path: `${shots}/hall-phone-passage-open.png` });
    // Opened once, it stays open for the passage's next question, until closed.
    await page.getByRole("button", { name: "Next", exact: true }).tap();
    if (english.questions[comprehension + 1]?.stimulus_id === english.questions[comprehension]!.stimulus_id) {
      await expect(page.getByTestId("stimulus-toggle")).toHaveAttribute("aria-expanded", "true");
    }
    await page.getByTestId("stimulus-toggle").tap();
    await expect(page.getByTestId("stimulus-body")).toBeHidden();
    expect(await stemAndOptionsInView(page)).toBe(4);

    // The calculator docks above Previous and Next and pushes the paper up: it covers no option.
    await page.getByRole("button", { name: "Calculator", exact: true }).tap();
    const calculator = page.getByRole("region", { name: "Calculator", exact: true });
    await expect(calculator).toBeInViewport({ ratio: 1 });
    // The paper scrolls in the space above it: its scrolling box ends where the calculator starts.
    const calc = (await calculator.boundingBox())!;
    const paper = (await page
      .locator("[data-testid=question-panel]")
      .evaluate((el) => el.closest(".overflow-y-auto")!.getBoundingClientRect().toJSON())) as DOMRect;
    expect(paper.y + paper.height).toBeLessThanOrEqual(calc.y + 1);
    // The paper still answers by touch while it is open.
    await page.getByTestId("option").first().scrollIntoViewIfNeeded();
    await page.getByTestId("option").first().tap();
    await expect(page.getByTestId("option").first()).toHaveAttribute("data-selected", "true");
    if (shots) await page.screenshot({ path: `${shots}/hall-phone-calculator.png` });
    await calculator.getByRole("button", { name: "Close calculator" }).tap();
    await expect(calculator).toBeHidden();
  });

  test("@phone a NECO five-option item fits, with its passage closed", async ({ page }) => {
    const neco = await startSitting(page, "neco-english", { mode: "exam" });
    await page.goto(`/exams/sittings/${neco.id}`);
    await expect(page.getByTestId("question-panel")).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/hall-phone-neco.png` });
    expect(await stemAndOptionsInView(page)).toBe(5);
    const withPassage = neco.sections[0]!.questions.findIndex((q) => q.stimulus_id);
    if (withPassage >= 0) {
      await goToQuestion(page, withPassage + 1);
      await expect(page.getByTestId("stimulus-toggle")).toHaveAttribute("aria-expanded", "false");
      expect(await stemAndOptionsInView(page)).toBe(5);
      if (shots) await page.screenshot({ path: `${shots}/hall-phone-neco-passage.png` });
    }
  });

  test("@phone the question sheet keeps the keyboard, Escape closes it and focus returns", async ({ page }) => {
    const sitting = await startSitting(page, "utme", { mode: "exam", subjects: UTME_SUBJECTS });
    await page.goto(`/exams/sittings/${sitting.id}`);
    const opener = page.getByTestId("open-navigator");
    await opener.focus();
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "English questions" });
    await expect(sheet).toBeVisible();
    // Focus starts on the question on screen; Tab goes round the sheet only (close, then the grid's one stop).
    await expect(sheet.getByRole("button", { name: /^Question 1,/ })).toBeFocused();
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab");
      expect(await activeInside(page, "#sitting-navigator")).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test("leaving a timed paper asks first: the exam bar's exit, Back and closing the page", async ({ page }) => {
  const sitting = await startSitting(page, "utme", { mode: "exam", subjects: UTME_SUBJECTS });
  await page.goto("/exams");
  await page.goto(`/exams/sittings/${sitting.id}`);
  await expect(page.getByTestId("question-panel")).toBeVisible();
  await page.keyboard.press("a");

  // The bar's own exit: a question that starts on staying; Escape stays, focus back on the exit.
  const exit = page.getByTestId("exam-exit");
  await exit.click();
  const leave = page.getByRole("dialog", { name: "Leave the paper?" });
  await expect(leave).toBeVisible();
  await expect(leave.getByRole("button", { name: "Stay on the paper" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(leave).toBeHidden();
  await expect(exit).toBeFocused();

  // Back stays on the paper and asks.
  await page.goBack();
  await expect(leave).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/exams/sittings/${sitting.id}$`));
  await leave.getByRole("button", { name: "Stay on the paper" }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByTestId("question-panel")).toBeVisible();

  // Reloading or closing asks through the browser (beforeunload); accepted, the paper comes back.
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toEqual(["beforeunload"]);
  await expect(page.getByTestId("question-panel")).toBeVisible();
  await expect(page.getByRole("radio", { name: /^A\./ })).toBeChecked();

  // Leaving for real from the bar: to the papers, where the open paper waits.
  await page.getByTestId("exam-exit").click();
  await leave.getByRole("button", { name: "Leave", exact: true }).click();
  await expect(page).toHaveURL(/\/exams$/);
  expect(asked).toEqual(["beforeunload"]);
});

test("keyboard: S then Enter goes back to the paper, the dialog keeps Tab, the grid is one Tab stop moved by arrows", async ({
  page,
}) => {
  const sitting = await startSitting(page, "utme", { mode: "exam", subjects: UTME_SUBJECTS });
  await page.goto(`/exams/sittings/${sitting.id}`);
  await expect(page.getByTestId("question-panel")).toBeVisible();

  // S then Enter: the confirmation opens on "Go back", so Enter returns to the paper.
  await page.keyboard.press("s");
  const dialog = page.getByRole("dialog", { name: "Submit your paper?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Go back" })).toBeFocused();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Tab");
    expect(await activeInside(page, "[role=dialog]")).toBe(true);
  }
  await dialog.getByRole("button", { name: "Go back" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/exams/sittings/${sitting.id}$`));
  // S then R, as at JAMB; Escape too.
  await page.keyboard.press("s");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("r");
  await expect(dialog).toBeHidden();
  await page.keyboard.press("s");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The grid: one Tab stop, on the question on screen; arrows move, Enter opens.
  const grid = page.getByTestId("navigator");
  await expect(grid.locator("button[tabindex='0']")).toHaveCount(1);
  await grid.getByRole("button", { name: /^Question 1,/ }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(grid.getByRole("button", { name: /^Question 2,/ })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(grid.getByRole("button", { name: /^Question 7,/ })).toBeFocused();
  await page.keyboard.press("End");
  await expect(grid.getByRole("button", { name: /^Question 60,/ })).toBeFocused();
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(position(page)).toHaveText(/Question 3 of 60/);
  await expect(grid.locator("button[tabindex='0']")).toHaveAccessibleName(/^Question 3,/);
  // Tab from the grid leaves it at once: one stop, not sixty.
  await grid.getByRole("button", { name: /^Question 3,/ }).focus();
  await page.keyboard.press("Tab");
  expect(await activeInside(page, "[data-testid=navigator]")).toBe(false);
  if (shots) await page.screenshot({ path: `${shots}/hall-desktop.png` });
});

test("a polite live region says offline, the answers waiting, and saved again", async ({ page, context }) => {
  const sitting = await startSitting(page, "utme", { mode: "exam", subjects: UTME_SUBJECTS });
  await page.goto(`/exams/sittings/${sitting.id}`);
  await expect(page.getByTestId("question-panel")).toBeVisible();
  const region = page.getByTestId("save-announcement");
  await expect(region).toHaveAttribute("aria-live", "polite");
  await page.keyboard.press("a");
  // The question opened at load is saved on its own, and may say "Saved" before the answer goes:
  // the answer is on the server before the connection drops.
  await expect.poll(() => serverAnswers(page, sitting.id)).toEqual({ [sitting.sections[0]!.questions[0]!.id]: "A" });
  await expect(region).toHaveText("Saved");
  await context.setOffline(true);
  await page.keyboard.press("n");
  await page.keyboard.press("b");
  await expect(region).toHaveText("Offline: 1 answer waiting");
  await page.keyboard.press("n");
  await page.keyboard.press("c");
  await expect(region).toHaveText("Offline: 2 answers waiting");
  await context.setOffline(false);
  await expect(region).toHaveText("All answers saved");
});

test("on a wide screen the passage stands beside the question and the calculator beside the paper", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const sitting = await startSitting(page, "utme", { mode: "exam", subjects: UTME_SUBJECTS });
  await page.goto(`/exams/sittings/${sitting.id}`);
  // No site header or footer at this width either.
  await expect(page.getByTestId("question-panel")).toBeVisible();
  for (const chrome of await page.locator("[data-site-chrome]").all()) await expect(chrome).toBeHidden();
  await expect(page.locator("[data-site-chrome]")).toHaveCount(2);
  const english = sitting.sections[0]!;
  await goToQuestion(page, english.questions.findIndex((q) => q.stimulus_id) + 1);
  const passage = (await page.getByTestId("stimulus-body").boundingBox())!;
  const question = (await page.getByTestId("question-panel").boundingBox())!;
  expect(passage.x + passage.width).toBeLessThanOrEqual(question.x);
  expect(passage.y).toBeLessThan(question.y + 100);
  await page.getByRole("button", { name: "Calculator", exact: true }).click();
  const calculator = (await page.getByRole("region", { name: "Calculator", exact: true }).boundingBox())!;
  expect(calculator.x).toBeGreaterThanOrEqual(question.x + question.width);
  if (shots) await page.screenshot({ path: `${shots}/hall-desktop-passage.png` });
});
