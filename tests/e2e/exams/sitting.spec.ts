import { expect, test } from "@playwright/test";
import { underServiceWorker } from "../support";
import { position, serverAnswers, serverSitting, startSitting, tab, UTME_SUBJECTS } from "./sitting-support";
import { confirmLeavingThePaper } from "./support";

// The exam sitting screen in Chromium against the production build and the seeded bank: JAMB's
// keys, subjects, the calculator, a reload mid-paper, and the submit.

/** Where the screenshots for a person to look at go (SITTING_SHOTS=dir), if anywhere. */
const shots = process.env.SITTING_SHOTS;

test("a UTME paper by keyboard: answer, move, switch subjects, calculate, reload, submit; the server has what was chosen", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sitting = await startSitting(page, "utme", { mode: "exam", subjects: UTME_SUBJECTS });
  const [english, maths] = [sitting.sections[0]!, sitting.sections[1]!];
  expect(sitting.sections.map((s) => s.subject)).toEqual(UTME_SUBJECTS);
  const chosen: Record<string, string> = {};

  // The page's document carries the questions of the subject the candidate is on; the others
  // follow from the API once it has opened.
  const html = await (await page.request.get(`/exams/sittings/${sitting.id}`)).text();
  const plain = (texts: string[]) =>
    texts.map((text) => /[A-Za-z ]{16,}/.exec(text)?.[0]).filter((run): run is string => Boolean(run));
  expect(html).toContain(plain(english.questions.map((q) => q.text))[0]);
  const others = plain(sitting.sections.slice(1).flatMap((s) => s.questions.map((q) => q.text)));
  expect(others.length).toBeGreaterThan(20);
  for (const run of others) expect(html).not.toContain(run);

  await page.goto(`/exams/sittings/${sitting.id}`);
  await expect(page.getByTestId("sitting")).toBeVisible();
  await expect(tab(page, "English")).toHaveAttribute("aria-selected", "true");
  await expect(tab(page, "English")).toContainText("0/60");
  await expect(tab(page, "Mathematics")).toContainText("0/40");
  await expect(page.getByRole("timer")).toHaveText(/^1:59:\d\d$|^2:00:00$/);
  await expect(position(page)).toHaveText(/Question 1 of 60/);
  if (shots) await page.screenshot({ path: `${shots}/desktop-first.png` });

  // A–D answer, N and P move, within English.
  await page.keyboard.press("a");
  chosen[english.questions[0]!.id] = "A";
  await page.keyboard.press("n");
  await expect(position(page)).toHaveText(/Question 2 of 60/);
  await page.keyboard.press("d");
  chosen[english.questions[1]!.id] = "D";
  await page.keyboard.press("e"); // a four-option paper: E is no answer
  await page.keyboard.press("f"); // and exam mode has no flag key
  await expect(page.getByTestId("flag-button")).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("p");
  await expect(position(page)).toHaveText(/Question 1 of 60/);
  await expect(page.getByRole("radio", { name: /^A\./ })).toBeChecked();
  await expect(tab(page, "English")).toContainText("2/60");

  // The flag is a tap (a click here).
  await page.keyboard.press("n");
  await page.getByTestId("flag-button").click();
  await expect(page.getByTestId("flag-button")).toHaveAttribute("aria-pressed", "true");

  // From English's last question, N goes on to Mathematics' first.
  const grid = page.getByTestId("navigator");
  await grid.getByRole("button", { name: /^Question 60,/ }).click();
  await expect(position(page)).toHaveText(/Question 60 of 60/);
  await page.keyboard.press("b");
  chosen[english.questions[59]!.id] = "B";
  await page.keyboard.press("n");
  await expect(tab(page, "Mathematics")).toHaveAttribute("aria-selected", "true");
  await expect(position(page)).toHaveText(/Question 1 of 40/);
  await page.keyboard.press("c");
  chosen[maths.questions[0]!.id] = "C";

  // Subjects switch with the tabs.
  await tab(page, "Chemistry").click();
  await expect(position(page)).toHaveText(/Question 1 of 40/);
  await page.keyboard.press("n");
  await page.keyboard.press("a");
  chosen[sitting.sections[3]!.questions[1]!.id] = "A";
  await expect(tab(page, "Chemistry")).toContainText("1/40");

  // The calculator has the keyboard while it is open: its keys answer nothing.
  await page.getByRole("button", { name: "Calculator", exact: true }).click();
  const calculator = page.getByRole("region", { name: "Calculator", exact: true });
  await page.keyboard.type("12*3.5=");
  await expect(calculator.getByTestId("calculator-display")).toHaveText("42");
  if (shots) await page.screenshot({ path: `${shots}/desktop-calculator.png` });
  await calculator.getByRole("button", { name: "divide" }).click();
  await calculator.getByRole("button", { name: "0" }).click();
  await calculator.getByRole("button", { name: "equals" }).click();
  await expect(calculator.getByTestId("calculator-display")).toHaveText("Error");
  await page.keyboard.press("c");
  await expect(calculator.getByTestId("calculator-display")).toHaveText("0");
  await page.keyboard.press("Escape");
  await expect(calculator).toBeHidden();
  await expect(position(page)).toHaveText(/Question 2 of 40/);
  await expect(page.getByRole("radio", { name: /^A\./ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^C\./ })).not.toBeChecked();

  await expect(page.getByTestId("save-state")).toHaveText("Saved");

  // A reload mid-paper (the browser asks first; confirmed) lands on the same question, with the flags and answers.
  confirmLeavingThePaper(page);
  await page.reload();
  await expect(page.getByTestId("sitting")).toBeVisible();
  await expect(tab(page, "Chemistry")).toHaveAttribute("aria-selected", "true");
  await expect(position(page)).toHaveText(/Question 2 of 40/);
  await expect(page.getByRole("radio", { name: /^A\./ })).toBeChecked();
  await tab(page, "English").click();
  await expect(tab(page, "English")).toContainText("3/60");
  await expect(grid.getByRole("button", { name: /^Question 2,/ })).toHaveAttribute("data-flagged", "true");
  await expect(grid.getByRole("button", { name: /^Question 60,/ })).toHaveAttribute("data-state", "answered");

  // S opens the confirmation, R reverses it; S again and confirm submits.
  await page.keyboard.press("s");
  const dialog = page.getByRole("dialog", { name: "Submit your paper?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("unanswered-count")).toHaveText(String(180 - Object.keys(chosen).length));
  if (shots) await page.screenshot({ path: `${shots}/desktop-submit.png` });
  await page.keyboard.press("r");
  await expect(dialog).toBeHidden();
  await page.keyboard.press("s");
  await dialog.getByRole("button", { name: "Submit paper" }).click();
  await expect(page).toHaveURL(new RegExp(`/exams/sittings/${sitting.id}/result$`));
  // The journey ends on the result: the total out of 400 and the review one tap away.
  await expect(page.getByTestId("result-total")).toHaveText(/^\d+ \/ 400$/);
  await expect(page.getByRole("link", { name: "Review answers" })).toBeVisible();

  // What the server marked is exactly what was chosen, and the flag made it too.
  const saved = await serverSitting(page, sitting.id);
  expect(saved.submitted_at).not.toBeNull();
  expect(saved.answers).toEqual(chosen);
  expect(saved.flags).toEqual([english.questions[1]!.id]);
  // Nothing of the sitting stays on the phone.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("exam-sitting")))).toEqual([]);
});

test("offline mid-paper: answers wait on the phone, a reload keeps them, and they sync when the network returns", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const sitting = await startSitting(page, "utme", {
    mode: "exam",
    subjects: ["English", "Biology", "Economics", "Government"],
  });
  const english = sitting.sections[0]!;

  // First visit online: the service worker installs; the reload puts the page under its control.
  confirmLeavingThePaper(page);
  await page.goto(`/exams/sittings/${sitting.id}`);
  await expect(page.getByTestId("sitting")).toBeVisible();
  await underServiceWorker(page);
  await expect(page.getByTestId("sitting")).toBeVisible();
  await page.keyboard.press("b");
  await expect(page.getByTestId("save-state")).toHaveText("Saved");

  await context.setOffline(true);
  await page.keyboard.press("n");
  await page.keyboard.press("c");
  await page.keyboard.press("n");
  await page.keyboard.press("d");
  await page.getByTestId("flag-button").click();
  await page.keyboard.press("n");
  await page.keyboard.press("a");
  await expect(page.getByTestId("save-state")).toHaveText("Offline: 3 answers waiting");

  // A reload without a connection: the page from the service worker, the paper from the phone.
  await page.reload();
  await expect(page.getByTestId("sitting")).toBeVisible();
  await expect(position(page)).toHaveText(/Question 4 of 60/);
  await expect(page.getByRole("radio", { name: /^A\./ })).toBeChecked();
  await expect(tab(page, "English")).toContainText("4/60");
  await expect(page.getByTestId("save-state")).toHaveText("Offline: 3 answers waiting");
  await expect(page.getByTestId("navigator").getByRole("button", { name: /^Question 3,/ })).toHaveAttribute(
    "data-flagged",
    "true",
  );
  // Whether the server already has them is not asserted here: Chromium's offline emulation does
  // not reliably cover a request that a service-worker-controlled page sends past the worker,
  // so that check would test the emulation. What counts is checked below, once back online.

  await context.setOffline(false);
  await expect(page.getByTestId("save-state")).toHaveText("Saved");
  expect(await serverAnswers(page, sitting.id)).toEqual({
    [english.questions[0]!.id]: "B",
    [english.questions[1]!.id]: "C",
    [english.questions[2]!.id]: "D",
    [english.questions[3]!.id]: "A",
  });
  expect((await serverSitting(page, sitting.id)).flags).toEqual([english.questions[2]!.id]);

  // Submitted, the paper's page is no longer kept: offline it does not open as if still open.
  await page.keyboard.press("s");
  await page.getByRole("button", { name: "Submit paper" }).click();
  await expect(page).toHaveURL(/\/result$/);
  await context.setOffline(true);
  await page.goto(`/exams/sittings/${sitting.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByTestId("sitting")).toHaveCount(0);
  // A page the worker does not keep (the review shows keys) is the app's offline page too.
  await page.goto(`/exams/sittings/${sitting.id}/review`);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await context.setOffline(false);
});

test("a practice sitting checks an answer: right or wrong, the right option and why", async ({ page }) => {
  const sitting = await startSitting(page, "waec-physics", { mode: "practice", timed: false });
  await page.goto(`/exams/sittings/${sitting.id}`);
  await expect(page.getByTestId("sitting")).toHaveAttribute("data-mode", "practice");
  await expect(page.getByRole("timer")).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 740 });

  await page.keyboard.press("a");
  await page.getByTestId("check-button").click();
  const feedback = page.getByTestId("check-feedback");
  await expect(feedback).toBeVisible();
  await expect(feedback).toContainText(/Correct\.|Not quite: the answer is [A-D]\./);
  await expect(page.getByTestId("option").filter({ hasText: "Right answer" })).toHaveCount(1);
  if (shots) await page.screenshot({ path: `${shots}/phone-practice-check.png` });
  // A checked question keeps its answer.
  await page.keyboard.press("b");
  await expect(page.getByRole("radio", { name: /^A\./ })).toBeChecked();
  expect(await serverAnswers(page, sitting.id)).toEqual({ [sitting.sections[0]!.questions[0]!.id]: "A" });
});

test("a signed-out visitor is sent to sign in, with the way back in ?next", async ({ page }) => {
  const res = await page.request.get("/exams/sittings/anything", { maxRedirects: 0 });
  expect([302, 303, 307, 308]).toContain(res.status());
  expect(res.headers()["location"]).toContain("/signin?next=%2Fexams%2Fsittings%2Fanything");
});
