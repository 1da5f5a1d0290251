import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { createVerifiedStudent, sameOrigin, signInViaApi, underServiceWorker } from "../support";

// The mistakes deck on a 360 px phone: two cards reviewed online, the network gone, the page
// reloaded from the service worker's copy, two more reviewed offline, and all four ratings on
// the server, in the order they were made, once the network is back.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const port = process.env.E2E_PORT ?? "3100";

/** The student's ratings as the server holds them, oldest first. */
async function serverRatings(email: string) {
  const url = fs.readFileSync(path.join(os.tmpdir(), `examprep-e2e-${port}`, "database-url"), "utf8");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      card_id: string;
      rating: number;
      client_review_id: string | null;
      correct: boolean | null;
    }>(
      `select l.card_id, l.rating, l.client_review_id, l.correct
         from review_logs l join users u on u.id = l.student_id
        where u.email = $1
        order by l.reviewed_at, l.id`,
      [email.toLowerCase()],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * Sits WAEC Biology answering every question with an option that is not its key: fifty mistakes
 * enter the deck, due now. (Blanks never opened are not evidence and make no cards.)
 */
async function sitAndGetEverythingWrong(page: Page) {
  const started = await page.request.post("/api/papers/waec-biology/sittings", {
    headers: sameOrigin,
    data: { mode: "exam" },
  });
  expect(started.status()).toBe(201);
  const { sitting } = await started.json();
  const ids: string[] = sitting.sections.flatMap((s: { questions: { id: string }[] }) => s.questions.map((q) => q.id));
  const keys = await sittingKeys(sitting.id);
  const answers = Object.fromEntries(ids.map((id) => [id, keys.get(id) === "A" ? "B" : "A"]));
  const saved = await page.request.put(`/api/sittings/${sitting.id}/answers`, {
    headers: sameOrigin,
    data: { answers, opened: ids },
  });
  expect(saved.status()).toBe(200);
  expect((await page.request.post(`/api/sittings/${sitting.id}/submit`, { headers: sameOrigin })).status()).toBe(200);
}

/** Each item's key letter as the candidate saw the options, from the database. */
async function sittingKeys(sittingId: string) {
  const url = fs.readFileSync(path.join(os.tmpdir(), `examprep-e2e-${port}`, "database-url"), "utf8");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ question_id: string; correct_key: string }>(
      "select question_id, correct_key from sitting_items where sitting_id = $1",
      [sittingId],
    );
    return new Map(rows.map((r) => [r.question_id, r.correct_key]));
  } finally {
    await client.end();
  }
}

/** Answers the card on screen with its `option`-th option, rates it and returns its id; `shot` is a screenshot taken before rating. */
async function reviewOne(
  page: Page,
  rating: "again" | "hard" | "good" | "easy",
  { option = 0, shot }: { online: boolean; option?: number; shot?: string },
) {
  const card = page.getByTestId("review-card");
  await expect(card).toBeVisible();
  const id = (await card.getAttribute("data-card-id"))!;
  await page.getByTestId("review-option").nth(option).tap();
  // Online from the server; offline from the card, whose paper's review already showed this key.
  await expect(page.getByTestId("review-result")).toBeVisible();
  await expect(page.getByTestId("review-option").and(page.locator('[data-mark="right"]'))).toHaveCount(1);
  if (shot) await page.screenshot({ path: shot, fullPage: true });
  await page.getByTestId(`rate-${rating}`).tap();
  await expect(page.getByTestId("review-card")).not.toHaveAttribute("data-card-id", id);
  return id;
}

test("a student reviews due cards online and offline on a 360 px phone, and the ratings sync in order @phone", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  await sitAndGetEverythingWrong(page);

  // First visit: the service worker installs; after a reload it controls the page and keeps its copy.
  await page.goto("/review");
  await underServiceWorker(page);

  await expect(page.getByTestId("review-reminder")).toHaveText("20 cards due today — start a review streak");
  await page.screenshot({ path: testInfo.outputPath("review-entry.png"), fullPage: true });
  await page.getByTestId("review-start").tap();
  await expect(page.getByTestId("review-progress")).toHaveText("Card 1 of 20");
  // The card gets the phone's width.
  expect((await page.getByTestId("review-question-text").boundingBox())!.width).toBeGreaterThanOrEqual(290);

  const reviewed = [await reviewOne(page, "good", { online: true })];
  reviewed.push(
    await reviewOne(page, "again", { online: true, option: 1, shot: testInfo.outputPath("review-answered.png") }),
  );
  await expect(page.getByTestId("review-progress")).toHaveText("Card 3 of 20");
  await expect.poll(async () => (await serverRatings(email)).length).toBe(2);

  // No network: the page comes from the phone, without the two cards already reviewed.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("review-entry")).toBeVisible();
  await expect(page.getByTestId("sync-pending")).toHaveText("Offline");
  await page.getByTestId("review-start").tap();
  await expect(page.getByTestId("review-progress")).toHaveText("Card 3 of 20");
  reviewed.push(await reviewOne(page, "hard", { online: false, shot: testInfo.outputPath("review-offline.png") }));
  reviewed.push(await reviewOne(page, "easy", { online: false }));
  await expect(page.getByTestId("sync-pending")).toHaveText("2 reviews waiting to sync");
  expect(await serverRatings(email)).toHaveLength(2);

  // Back online: the queue goes out by itself, in order.
  await context.setOffline(false);
  await expect(page.getByTestId("sync-pending")).toBeHidden({ timeout: 15_000 });
  const ratings = await serverRatings(email);
  expect(ratings.map((r) => r.card_id)).toEqual(reviewed);
  expect(ratings.map((r) => r.rating)).toEqual([3, 1, 2, 4]);
  expect(ratings.every((r) => r.client_review_id !== null && r.correct !== null)).toBe(true);
  expect(new Set(reviewed).size).toBe(4);

  // Nothing of the deck is kept on the phone under another name than this account's.
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("review-")));
  expect(keys.sort()).toEqual([expect.stringMatching(/^review-deck:/), expect.stringMatching(/^review-queue:/)]);
});

test("signed out, /review sends to the sign-in page with next=/review", async ({ page }) => {
  await page.goto("/review");
  await expect(page).toHaveURL(/\/signin\?next=%2Freview$|\/signin\?next=\/review$/);
});
