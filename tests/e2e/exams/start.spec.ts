import { expect, test, type Page } from "@playwright/test";
import { sameOrigin, underServiceWorker } from "../support";
import { confirmLeavingThePaper, signedInStudent, startSitting } from "./support";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const subject = (page: Page, name: string) => page.getByRole("checkbox", { name: new RegExp(`^${name}`) });
const start = (page: Page) => page.getByRole("button", { name: "Start", exact: true });

test("@phone a student chooses English, Mathematics, Physics and Chemistry in exam mode and starts the UTME", async ({
  page,
}) => {
  await signedInStudent(page);
  await page.goto("/exams/utme");
  await expect(subject(page, "English")).toBeChecked();
  await expect(subject(page, "English")).toBeDisabled();
  for (const name of ["Mathematics", "Physics", "Chemistry"]) await subject(page, name).tap();
  await expect(page.getByTestId("subjects-status")).toHaveText(
    "English, Mathematics, Physics, Chemistry. Untick one to change.",
  );
  await expect(page.getByRole("radio", { name: /^Exam/ })).toBeChecked();
  await expect(page.getByText("As the real paper: nothing until the end.")).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
  await expect(start(page)).toBeEnabled();
  // The start's answer, read on its way: the page then loads the sitting's document, and the
  // browser keeps no body of a response the page has left.
  const answered = new Promise<{ status: number; body: { sitting: { id: string; sections: { subject: string }[] } } }>(
    (resolve) =>
      void page.route("**/api/papers/utme/sittings", async (route) => {
        const response = await route.fetch();
        resolve({ status: response.status(), body: await response.json() });
        await route.fulfill({ response });
      }),
  );
  await start(page).tap();
  const response = await answered;
  expect(response.status).toBe(201);
  const { sitting } = response.body;
  expect(sitting.sections.map((s: { subject: string }) => s.subject)).toEqual([
    "English",
    "Mathematics",
    "Physics",
    "Chemistry",
  ]);
  // The sitting screen is another worktree's: only where the form went is checked here.
  await expect(page).toHaveURL(new RegExp(`/exams/sittings/${sitting.id}$`));
});

test("@phone an invalid combination cannot be started, and the server refuses one too", async ({ page }) => {
  await signedInStudent(page);
  await page.goto("/exams/utme");
  await expect(start(page)).toBeDisabled();
  await subject(page, "Mathematics").tap();
  await subject(page, "Biology").tap();
  await expect(page.getByTestId("subjects-status")).toHaveText("Choose 1 more subject.");
  await expect(start(page)).toBeDisabled();
  await subject(page, "Government").tap();
  await expect(start(page)).toBeEnabled();
  // A fourth cannot be ticked.
  await expect(subject(page, "Physics")).toBeDisabled();
  await expect(subject(page, "Economics")).toBeDisabled();
  await subject(page, "Government").tap();
  await expect(start(page)).toBeDisabled();

  // The rule holds on the server as well: without English, or with two only.
  for (const subjects of [
    ["Mathematics", "Physics", "Chemistry", "Biology"],
    ["English", "Mathematics", "Physics"],
  ]) {
    const res = await page.request.post("/api/papers/utme/sittings", {
      headers: sameOrigin,
      data: { mode: "exam", subjects },
    });
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toMatch(/English/);
  }
  await expect(page).toHaveURL(/\/exams\/utme$/);
});

test("@phone practice while an exam is open is refused, said plainly, with a link back to the exam", async ({
  page,
}) => {
  await signedInStudent(page);
  const open = await startSitting(page, "waec-physics", { mode: "exam" });

  await page.goto("/exams/waec-physics");
  await expect(page.getByTestId("paper-in-progress")).toContainText("Exam mode");
  await expect(page.getByTestId("paper-in-progress").getByRole("link", { name: "Resume it" })).toHaveAttribute(
    "href",
    `/exams/sittings/${open.id}`,
  );

  await page.getByRole("radio", { name: /^Practice/ }).tap();
  await page.getByRole("radio", { name: /^Untimed/ }).tap();
  await start(page).tap();
  // Practice of any paper waits for the exam (it could draw the exam's questions and show their keys).
  const error = page.getByTestId("start-error");
  await expect(error).toContainText("Finish or submit your exam first: practice opens again when your exam ends.");
  await expect(error.getByRole("link", { name: "Go back to your exam" })).toHaveAttribute(
    "href",
    `/exams/sittings/${open.id}`,
  );
  await expect(page).toHaveURL(/\/exams\/waec-physics$/);

  // The same choices again resume it (200) and go there.
  await page.getByRole("radio", { name: /^Exam/ }).tap();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/papers/waec-physics/sittings")),
    start(page).tap(),
  ]);
  expect(response.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/exams/sittings/${open.id}$`));

  // The exams page offers it to resume (leaving the open paper asks first).
  confirmLeavingThePaper(page);
  await page.goto("/exams");
  const inProgress = page.getByTestId("sitting-in-progress");
  await expect(inProgress).toHaveCount(1);
  await expect(inProgress.getByRole("link", { name: /Resume/ })).toHaveAttribute("href", `/exams/sittings/${open.id}`);
});

test("@phone a paper opened by Start reopens without a connection from its first answer", async ({ page, context }) => {
  test.setTimeout(90_000);
  await signedInStudent(page);
  // The service worker installs on a first visit; the reload puts the pages under it.
  await page.goto("/exams/waec-physics");
  await underServiceWorker(page);

  await page.getByRole("radio", { name: /^Practice/ }).tap();
  await page.getByRole("radio", { name: /^Untimed/ }).tap();
  await start(page).tap();
  const sitting = page.getByTestId("sitting");
  await expect(sitting).toBeVisible();
  await page.getByTestId("option").nth(1).tap();
  await expect(page.getByTestId("save-state")).toHaveText("Saved");

  await context.setOffline(true);
  await page.getByRole("button", { name: "Next", exact: true }).tap();
  await page.getByTestId("option").nth(2).tap();
  await expect(page.getByTestId("save-state")).toHaveText("Offline: 1 answer waiting");
  confirmLeavingThePaper(page);
  await page.reload();
  await expect(sitting).toBeVisible();
  await expect(page.getByTestId("option").nth(2)).toHaveAttribute("data-selected", "true");
  await expect(page.getByTestId("save-state")).toHaveText("Offline: 1 answer waiting");
  await context.setOffline(false);
  await expect(page.getByTestId("save-state")).toHaveText("Saved");
});
