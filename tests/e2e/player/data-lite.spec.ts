import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { DEMO_STUDENT } from "../../../prisma/seed";
import { createVerifiedStudent, sameOrigin, signInViaApi, underServiceWorker } from "../support";

// The demo student on a phone with Data Saver on: the player picks the data-lite rendition and
// prices it before it plays; the lesson is downloaded, plays from the phone offline, and is
// deleted, freeing its space.

const LESSON_KEY = "samples/lessons/jamb-use-of-english-01.mp4";
// A bundled 5-second 426×240 sample with sound, larger than the lesson's own file.
const LARGER_SAMPLE = { key: "samples/lesson-1.mp4", seconds: 5 };

/**
 * Gives the course's first lesson a second, larger rung beside its seeded data-lite file (as the
 * transcoding job would), in the database tests/e2e/serve.ts names, so Save-Data has a choice.
 */
async function addStandardRung() {
  const port = process.env.E2E_PORT ?? "3100";
  const client = new pg.Client({
    connectionString: fs.readFileSync(path.join(os.tmpdir(), `examprep-e2e-${port}`, "database-url"), "utf8"),
  });
  const bytes = fs.statSync(path.resolve("media", LARGER_SAMPLE.key)).size;
  await client.connect();
  try {
    await client.query(
      `insert into video_renditions (video_id, kind, storage_key, content_type, bytes, bitrate_kbps, width, height)
       select id, 'p360', $2, 'video/mp4', $3, $4, 426, 240 from videos where storage_key = $1
       on conflict do nothing`,
      [LESSON_KEY, LARGER_SAMPLE.key, bytes, Math.round((bytes * 8) / LARGER_SAMPLE.seconds / 1000)],
    );
  } finally {
    await client.end();
  }
}

test.use({ viewport: { width: 360, height: 740 }, extraHTTPHeaders: { "Save-Data": "on" } });

test.beforeEach(async ({ context }) => {
  // Chrome's Network Information API as a phone with Data Saver on reports it (a fast 4G link,
  // so only Save-Data can be why data-lite is chosen).
  await context.addInitScript(() => {
    Object.defineProperty(navigator, "connection", {
      configurable: true,
      value: { saveData: true, downlink: 10, effectiveType: "4g" },
    });
  });
});

test("a student with Save-Data plays the data-lite lesson with its cost, downloads it and plays it offline", async ({
  page,
  context,
}) => {
  await addStandardRung();
  await signInViaApi(page, DEMO_STUDENT.email, DEMO_STUDENT.password);
  const settings = await page.request.put("/api/me/data-settings", {
    headers: sameOrigin,
    data: { network: "mtn", video_quality: "auto" },
  });
  expect(settings.status()).toBe(200);
  const courses = await (await page.request.get("/api/courses?search=JAMB%20Use%20of%20English")).json();
  const courseId = courses.courses[0].id as string;
  expect([200, 201]).toContain(
    (await page.request.post("/api/enrollments", { headers: sameOrigin, data: { course_id: courseId } })).status(),
  );

  // First visit online; the reload puts the page under the service worker, which keeps a copy.
  await page.goto(`/course-content?courseId=${courseId}`);
  await underServiceWorker(page);

  const chosen = page.getByTestId("rendition-chosen");
  await expect(chosen).toHaveText(/^Data-lite 240p · (under )?\d*\.?\d+ MB$/);
  await expect(page.getByTestId("rendition-cost")).toHaveText(/ on MTN$/);
  await expect(page.getByTestId("rendition-cost")).toContainText("₦");
  await expect(page.getByTestId("lesson-data")).toContainText("Data Saver is on");
  const video = page.getByTestId("lesson-video");
  await expect(video).toHaveAttribute("src", new RegExp(`/api/stream/${LESSON_KEY}\\?`));
  // The larger rung is offered, with its own size and cost.
  await page.getByRole("button", { name: "Quality" }).click();
  await expect(page.getByRole("radio", { name: /Standard 360p/ })).not.toBeChecked();
  await expect(page.getByRole("radio", { name: /Data-lite 240p/ })).toBeChecked();
  await expect(page.getByTestId("lesson-data").locator("label", { hasText: "Standard 360p" })).toContainText(
    /0\.1 MB.*on MTN/,
  );
  await page.getByRole("button", { name: "Quality" }).click();

  // It plays.
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 6000 })
    .toBeGreaterThan(0.3);
  await video.evaluate((v: HTMLVideoElement) => v.pause());

  // Download for offline shows the size first, then keeps the lesson.
  const download = page.getByRole("button", { name: /^Download for offline · (under )?\d*\.?\d+ MB$/ });
  await expect(download).toBeVisible();
  await expect(page.getByTestId("download-state")).toContainText("on MTN");
  await download.click();
  await expect(page.getByTestId("download-state")).toHaveAttribute("data-state", "saved");
  await expect(page.getByTestId("download-state")).toContainText("On this phone: Data-lite 240p");
  await expect(page.getByTestId("downloads-space")).toHaveText(/^1 lesson · (under )?\d*\.?\d+ MB used/);
  const title = (await page.getByTestId("lesson-title").textContent())!;

  // Offline: the page comes from the worker's copy and plays the lesson from the phone.
  await context.setOffline(true);
  await page.reload();
  await expect(chosen).toHaveText("Playing your offline copy");
  await expect(video).toHaveAttribute("src", /^blob:/);
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 6000 })
    .toBeGreaterThan(0.3);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  await expect(page.getByTestId("download-item")).toContainText(title);

  // Deleting it frees the space.
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await expect(page.getByTestId("downloads-space")).toHaveText(/^No lessons on this phone yet\./);
  await expect(page.getByTestId("download-item")).toHaveCount(0);
  expect(await page.evaluate(async () => (await (await caches.open("examprep-lessons")).keys()).length)).toBe(0);
  await context.setOffline(false);
});

test("a student saves their network and video quality in the settings' Data tab", async ({ page }) => {
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  await page.goto("/settings?tab=data");
  const form = page.getByTestId("data-settings");
  await form.getByRole("radio", { name: /Glo/ }).check();
  await form.getByRole("radio", { name: /Data-lite \(240p\)/ }).check();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("data-settings-message")).toHaveText("Saved. Lessons will use these settings.");
  expect(await (await page.request.get("/api/me/data-settings")).json()).toMatchObject({
    network: "glo",
    video_quality: "lite",
  });
});
