import { expect, test, type Page } from "@playwright/test";
import { underServiceWorker } from "../support";
import { signedInStudent } from "./support";

// A paper downloaded, then sat with no connection at all (docs/exam-engine.md, "Offline papers"):
// /exams and the paper's page open from the service worker, the clock starts at the candidate's
// Start, a reload keeps the answers, and back online the server scores the paper.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const PAPER = "waec-mathematics";
/** Where the screenshots for a person to look at go (SITTING_SHOTS=dir), if anywhere. */
const shots = process.env.SITTING_SHOTS;

async function controlledByWorker(page: Page) {
  await page.goto("/exams");
  await underServiceWorker(page);
}

test("download a paper, sit it offline through a reload, and see the server's score back online @offline", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signedInStudent(page);
  await controlledByWorker(page);

  // The paper's page, online: the download says its size and cost first, and is reached with the keyboard.
  await page.goto(`/exams/${PAPER}`);
  const download = page.getByRole("button", { name: "Download for offline" });
  // A WAEC paper of 50 questions: under 0.1 MB, priced on every network (the student has chosen none).
  await expect(page.getByTestId("offline-download-size")).toContainText(/^Under 0\.1 MB · MTN under ₦1 · /);
  await download.focus();
  await page.keyboard.press("Enter");
  const kept = page.getByTestId("offline-pack");
  await expect(kept).toBeVisible();
  await expect(page.getByTestId("offline-pack-size")).toContainText("MB");
  if (shots) {
    for (const theme of ["dark", "light"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.reload();
      await page.getByTestId("offline-start").focus();
      await page.screenshot({ path: `${shots}/offline-pack-${theme}.png` });
    }
  }
  // No sitting yet: the clock has not started.
  expect((await (await page.request.get("/api/me/sittings")).json()).sittings).toEqual([]);

  // No connection from here on: the papers and the paper's page open from the app.
  await context.setOffline(true);
  await page.goto("/exams");
  await expect(page.getByTestId("paper-card").first()).toBeVisible();
  // Exams lists what this phone keeps.
  const listed = page.getByTestId("kept-paper");
  await expect(listed).toHaveAttribute("data-state", "ready");
  await expect(listed).toHaveAttribute("data-paper-id", PAPER);
  await page
    .getByTestId("paper-card")
    .getByRole("link", { name: /General Mathematics/ })
    .first()
    .tap();
  await expect(page).toHaveURL(new RegExp(`/exams/${PAPER}$`));
  await expect(kept).toBeVisible();

  // Start offline, from the keyboard: the sitting screen, kept on the phone.
  await page.getByTestId("offline-start").focus();
  await page.keyboard.press("Enter");
  const sitting = page.getByTestId("sitting");
  await expect(sitting).toBeVisible();
  await expect(page.getByTestId("save-state")).toHaveText("Kept on this phone");
  // The paper's page under it is gone: no second heading, no Start that would open another sitting.
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByTestId("start-sitting-form")).toBeHidden();
  await expect(page.getByTestId("offline-start")).toBeHidden();
  await page.getByTestId("option").nth(1).tap();
  await page.getByRole("button", { name: "Next", exact: true }).tap();
  await page.getByTestId("option").nth(2).tap();
  await expect(page.getByTestId("option").nth(2)).toHaveAttribute("data-selected", "true");
  if (shots) await page.screenshot({ path: `${shots}/offline-sitting-light.png` });

  // A reload offline returns to the same place with both answers (in the dark theme, to look at).
  if (shots) await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(sitting).toBeVisible();
  await expect(page.getByTestId("option").nth(2)).toHaveAttribute("data-selected", "true");
  await expect(page.getByTestId("subject-tabs").getByRole("tab").first()).toContainText("2/50");
  if (shots) await page.screenshot({ path: `${shots}/offline-sitting-dark.png` });

  // Left for Exams (the candidate confirms), the paper started offline is listed there and continues.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.goto("/exams");
  await expect(listed).toHaveAttribute("data-state", "sitting");
  await listed.getByRole("link", { name: /^Continue/ }).tap();
  await expect(sitting).toBeVisible();
  await expect(page.getByTestId("subject-tabs").getByRole("tab").first()).toContainText("2/50");

  // Submitting offline waits; back online the paper goes and the server's result opens.
  await page.getByRole("button", { name: "Submit", exact: true }).tap();
  await page.getByRole("button", { name: "Submit paper" }).tap();
  await expect(page.getByTestId("sitting-submitting")).toContainText("You are offline");
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/exams\/sittings\/[^/]+\/result$/, { timeout: 30_000 });
  await expect(page.getByTestId("result-answered")).toContainText("You answered 2 of 50 questions");
  const { sittings } = await (await page.request.get("/api/me/sittings")).json();
  expect(sittings).toHaveLength(1);
  expect(sittings[0]).toMatchObject({ paper_id: PAPER, mode: "exam", in_progress: false });
  expect(sittings[0].submitted_at).not.toBeNull();
  // The pack is gone from the phone once scored.
  await page.goto(`/exams/${PAPER}`);
  await expect(page.getByRole("button", { name: "Download for offline" })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("offline-pack:")))).toEqual([]);
});
