import { expect, test, type Page } from "@playwright/test";
import { createVerifiedStudent, sameOrigin, signInViaApi, underServiceWorker } from "../support";

// The study loop on the dashboard of a 360 px phone, for the seeded student who has sat two UTME
// papers (prisma/seed-study.ts): the predicted score with its interval, today's cards, the
// weakest topics and a topic map; then issue 20's "Done means": from the dashboard to the
// review, today's cards reviewed offline, and the ratings on the server once back online.
// Both projects run these on the same demo student: what one run reviews, the other sees gone,
// so counts are compared with what each run read itself, and only downwards.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const DEMO = { email: "student@examprep.ng", password: "Student2026!" };

type Deck = { due_count: number; reviewed_today: number; streak_days: number; cards: { id: string }[] };
const deckOf = async (page: Page): Promise<Deck> => {
  const res = await page.request.get("/api/me/review");
  expect(res.status()).toBe(200);
  return res.json();
};

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test("the demo student sees their predicted score and its interval, cards due, weakest topics and a topic map @phone", async ({
  page,
}, testInfo) => {
  await signInViaApi(page, DEMO.email, DEMO.password);
  await page.goto("/dashboard");

  // The predicted score: a total out of 400 inside its interval, the four subjects, the sentence, the trend.
  const prediction = page.getByTestId("prediction");
  await expect(prediction).toHaveAttribute("data-state", "predicted");
  const total = Number(await prediction.getByTestId("prediction-total").textContent());
  const [, low, high] = (await prediction.getByTestId("prediction-interval").textContent())!
    .match(/^Likely (\d+)–(\d+)$/)!
    .map(Number);
  expect(total).toBeGreaterThan(100);
  expect(low).toBeLessThanOrEqual(total);
  expect(total).toBeLessThanOrEqual(high!);
  await expect(prediction.getByTestId("prediction-subject")).toHaveText([
    /^English/,
    /^Mathematics/,
    /^Physics/,
    /^Chemistry/,
  ]);
  await expect(prediction.getByTestId("prediction-explanation")).toContainText("2 UTME sittings");
  await expect(prediction.getByTestId("prediction-trend").getByRole("img")).toHaveAttribute(
    "aria-label",
    /^Your predicted total over \d+ predictions/,
  );

  // Today's cards, above the fold.
  const reminder = page.getByTestId("review-reminder");
  await expect(reminder).toHaveText(/^\d+ cards? due today — /);
  await expect(reminder).toBeInViewport();

  // What to study next: the topic, why, lessons on it and a drill.
  const next = page.getByTestId("next-topic");
  await expect(next.getByTestId("next-topic-name")).not.toBeEmpty();
  await expect(next.getByTestId("next-topic-reason")).toHaveText(
    /^About .* of the \d+ (English|Mathematics|Physics|Chemistry) questions .* on this topic, and you are at /,
  );
  await expect(next.getByTestId("drill-button")).toHaveText(/^Drill \d+ questions$/);

  // The weakest topics: answered ones, each with its subject, its score and its level in words.
  const weak = page.getByTestId("weak-topic");
  expect(await weak.count()).toBeGreaterThanOrEqual(3);
  await expect(weak.first()).toContainText(/(English|Mathematics|Physics|Chemistry) · .* · \d+ of \d+ right/);
  await expect(weak.first()).toContainText(/Attempted|Familiar|Proficient/);

  // A topic map per subject, closed until opened; the legend names every level.
  await expect(page.getByTestId("topic-legend").getByRole("listitem")).toHaveText([
    "Not started",
    "Attempted",
    "Familiar",
    "Proficient",
    "Mastered",
  ]);
  const maps = page.getByTestId("topic-map");
  await expect(maps).toHaveCount(4);
  const physics = maps.filter({ has: page.getByText("Physics", { exact: true }) });
  await expect(physics).toContainText(/\d+ of \d+ topics started/);
  const cells = physics.locator("li[data-level]");
  await expect(cells.first()).toBeHidden();
  await physics.locator("summary").tap();
  await expect(cells.first()).toBeVisible();
  expect(await cells.count()).toBeGreaterThan(20);
  // Each cell says its level in words too (read out, not shown).
  await expect(cells.first()).toHaveText(/: (Not started|Attempted|Familiar|Proficient|Mastered)$/);
  await expect(physics.getByRole("heading", { level: 3 }).first()).toBeVisible();

  // The generic figures gave way: courses and study hours remain.
  await expect(page.getByTestId("stat-card")).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath("dashboard.png"), fullPage: true });
});

test("from the dashboard a student reviews today's cards offline on a 360 px phone, and they sync once back online @phone", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInViaApi(page, DEMO.email, DEMO.password);
  await page.goto("/dashboard");
  await expect(page.getByTestId("weak-topic").first()).toBeVisible();
  await expect(page.getByTestId("prediction-interval")).toHaveText(/^Likely \d+–\d+$/);

  await page.getByTestId("review-reminder").tap();
  await expect(page).toHaveURL(/\/review$/);
  // The service worker installs on the first visit; after a reload it controls the page and keeps its copy.
  await underServiceWorker(page);
  await expect(page.getByTestId("review-entry")).toBeVisible();
  const before = await deckOf(page);
  expect(before.due_count).toBeGreaterThanOrEqual(3);

  // No network: the page and today's cards come from the phone.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("review-entry")).toBeVisible();
  await expect(page.getByTestId("sync-pending")).toHaveText("Offline");
  await page.getByTestId("review-start").tap();
  for (const rating of ["good", "again", "hard"] as const) {
    const card = page.getByTestId("review-card");
    const id = await card.getAttribute("data-card-id");
    await page.getByTestId("review-option").first().tap();
    // The demo student's cards come from papers whose review showed their keys: offline too, the
    // key shows at once, as online.
    await expect(page.getByTestId("review-result")).toBeVisible();
    if (rating === "again") await page.screenshot({ path: testInfo.outputPath("review-offline.png"), fullPage: true });
    await page.getByTestId(`rate-${rating}`).tap();
    await expect(card).not.toHaveAttribute("data-card-id", id!);
  }
  await expect(page.getByTestId("sync-pending")).toHaveText("3 reviews waiting to sync");

  // Back online: the queue goes out by itself, and the server has today's count down by at least those three.
  await context.setOffline(false);
  await expect(page.getByTestId("sync-pending")).toBeHidden({ timeout: 15_000 });
  const after = await deckOf(page);
  expect(after.due_count).toBeLessThanOrEqual(before.due_count - 3);
  expect(after.reviewed_today).toBeGreaterThanOrEqual(before.reviewed_today + 3);
  expect(after.streak_days).toBeGreaterThanOrEqual(1);

  // And the dashboard says so.
  await page.goto("/dashboard");
  const left = Number((await page.getByTestId("review-reminder").textContent())!.match(/^(\d+) cards? due today/)![1]);
  expect(left).toBeLessThanOrEqual(before.due_count - 3);
  await expect(page.getByTestId("review-reminder")).toContainText(/streak/);
});

test("the next topic's drill button starts a drill and opens it @phone", async ({ page }) => {
  // A student of their own: a drill is a sitting, and one may be open at a time.
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  // A WAEC Biology paper with every question answered A: answers are evidence, blanks are not.
  const started = await page.request.post("/api/papers/waec-biology/sittings", {
    headers: sameOrigin,
    data: { mode: "exam" },
  });
  expect(started.status()).toBe(201);
  const { sitting } = await started.json();
  const ids: string[] = sitting.sections.flatMap((s: { questions: { id: string }[] }) => s.questions.map((q) => q.id));
  const answers = Object.fromEntries(ids.map((id) => [id, "A"]));
  const saved = await page.request.put(`/api/sittings/${sitting.id}/answers`, {
    headers: sameOrigin,
    data: { answers, opened: ids },
  });
  expect(saved.status()).toBe(200);
  expect((await page.request.post(`/api/sittings/${sitting.id}/submit`, { headers: sameOrigin })).status()).toBe(200);

  await page.goto("/dashboard");
  await expect(page.getByTestId("prediction")).toHaveAttribute("data-state", "missing");
  await expect(page.getByTestId("prediction-missing")).toContainText("English");
  await expect(page.getByTestId("prediction").getByRole("link", { name: "See the papers" })).toHaveAttribute(
    "href",
    "/exams",
  );
  const next = page.getByTestId("next-topic");
  await expect(next.getByTestId("next-topic-reason")).toContainText(/of the \d+ \w+ questions/);
  await page.getByTestId("drill-button").tap();
  await expect(page).toHaveURL(/\/exams\/sittings\/[^/]+$/);
  await expect(page.getByTestId("sitting")).toBeVisible();
  await expectNoSidewaysScroll(page);
});
