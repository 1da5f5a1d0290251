import path from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO_TUTOR_EMAIL } from "../../../prisma/seed-data/tutors";
import { clientAddress, createVerifiedStudent, hydrated, sameOrigin, signInViaApi } from "../support";

// The tutor's whole way on a phone: sign in at /signin, make a course, a section and a
// lesson, upload the lesson's video over a connection that drops once mid-upload, watch it
// transcode to ready (the e2e server runs the workers in-process), and publish. Then a student
// on Data Saver, in their free trial, plays that lesson's data-lite rendition priced in naira
// and keeps it on the phone.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

// As README.md gives it (prisma/seed.ts DEMO_TUTOR_PASSWORD); the seed module itself opens databases.
const DEMO_TUTOR_PASSWORD = "Tutor2026!";
const SAMPLE = path.join(process.cwd(), "media/samples/lesson-1.mp4");

test("the demo tutor uploads a lesson through a dropped connection and publishes; a student on Data Saver plays and keeps it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Circle theorems ${Date.now()}`;

  await page.goto("/signin");
  await hydrated(page);
  await page.getByLabel("Email").fill(DEMO_TUTOR_EMAIL);
  await page.getByLabel("Password").fill(DEMO_TUTOR_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/studio");
  await expect(page.getByRole("heading", { name: "Your courses" })).toBeVisible();

  await page.getByRole("link", { name: "New course" }).click();
  await page.waitForURL("**/studio/courses/new");
  await hydrated(page);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Subject").selectOption("Mathematics");
  await page.getByLabel("Exam").selectOption("WAEC");
  await page.getByLabel("Level").selectOption("Intermediate");
  await page.getByLabel("Price (₦, 0 for free)").fill("1500");
  await page.getByRole("button", { name: "Create course" }).click();
  await page.waitForURL(/\/studio\/courses\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("course-status")).toHaveText("Draft");

  await page.getByLabel("New section title").fill("Angles in a circle");
  await page.getByRole("button", { name: "Add section" }).click();
  await expect(page.getByTestId("section")).toHaveCount(1);
  await page.getByLabel("New lesson title in Angles in a circle").fill("The angle at the centre");
  await page.getByRole("button", { name: "Add lesson" }).click();
  await page.waitForURL(/\/lessons\/[^/]+$/);
  await hydrated(page);

  // The first piece of the file is cut off mid-way, as a phone losing its signal would.
  let dropped = 0;
  let patched = 0;
  await page.route("**/api/uploads/**", async (route) => {
    if (route.request().method() !== "PATCH") return route.continue();
    if (dropped === 0) {
      dropped++;
      return route.abort("connectionreset");
    }
    patched++;
    return route.continue();
  });
  await page.getByLabel("Choose video").setInputFiles(SAMPLE);

  // Once the file is in, the upload gives way to the transcoding's progress.
  const progress = page.getByTestId("transcode-progress");
  await expect(progress).toBeVisible({ timeout: 30_000 });
  expect(dropped).toBe(1);
  expect(patched).toBeGreaterThanOrEqual(1);
  await expect(progress).toHaveAttribute("data-state", "ready", { timeout: 120_000 });
  await expect(page.getByTestId("transcode-ready")).toContainText("Ready for students");
  await expect(page.getByTestId("renditions")).toContainText("240p");
  const steps = page.getByTestId("transcode-step");
  await expect(steps).toHaveCount(6);
  for (const state of await steps.evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.stepState)))
    expect(["done", "skipped"]).toContain(state);

  await page.getByRole("link", { name: `← ${title}` }).click();
  await page.waitForURL(/\/studio\/courses\/[^/]+$/);
  await hydrated(page);
  await expect(page.getByTestId("lesson-status")).toHaveText("Ready");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByTestId("course-status")).toHaveText("Published");

  // Nothing on the editor is wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const courseId = new URL(page.url()).pathname.split("/").pop()!;

  const phone = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { "Save-Data": "on" },
  });
  await phone.addInitScript(() => {
    Object.defineProperty(navigator, "connection", {
      configurable: true,
      value: { saveData: true, downlink: 10, effectiveType: "4g" },
    });
  });
  try {
    const student = await phone.newPage();
    const { email, password } = await createVerifiedStudent(student);
    await signInViaApi(student, email, password);
    const settings = await student.request.put("/api/me/data-settings", {
      headers: sameOrigin,
      data: { network: "airtel" },
    });
    expect(settings.status()).toBe(200);

    await student.goto(`/course-content?courseId=${courseId}`);
    await expect(student.getByTestId("lesson-title")).toHaveText("The angle at the centre");
    await expect(student.getByTestId("rendition-chosen")).toHaveText(/^Data-lite 240p · (under )?\d*\.?\d+ MB$/);
    await expect(student.getByTestId("rendition-cost")).toHaveText(/₦.* on Airtel$/);
    const video = student.getByTestId("lesson-video");
    await expect(video).toHaveAttribute("src", /\/api\/stream\/videos\//);
    await video.evaluate((v: HTMLVideoElement) => v.play());
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 6000 })
      .toBeGreaterThan(0.3);
    await video.evaluate((v: HTMLVideoElement) => v.pause());

    await student.getByRole("button", { name: /^Download for offline/ }).click();
    await expect(student.getByTestId("download-state")).toHaveAttribute("data-state", "saved");
    await expect(student.getByTestId("downloads-space")).toHaveText(/^1 lesson · (under )?\d*\.?\d+ MB used/);
  } finally {
    await phone.close();
  }
});

test("an upload cut off by a reload carries on with the same upload once the file is chosen again", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const login = await page.request.post("/api/auth/tutor/login", {
    headers: { ...clientAddress(), ...sameOrigin },
    data: { email: DEMO_TUTOR_EMAIL, password: DEMO_TUTOR_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const post = async (url: string, data: object) => {
    const res = await page.request.post(url, { headers: sameOrigin, data });
    expect(res.status(), await res.text()).toBe(201);
    return res.json();
  };
  const { course } = await post("/api/courses", {
    title: `Resumed upload ${Date.now()}`,
    category: "Physics",
    level: "Beginner",
    price: 0,
  });
  const { section } = await post("/api/sections", { course_id: course.id, title: "Waves" });
  const { video } = await post("/api/videos", { section_id: section.id, title: "Wave speed" });

  let creations = 0;
  let held = 0;
  let reloaded = false;
  await page.route("**/api/uploads**", async (route) => {
    if (route.request().method() === "POST") creations++;
    // Before the reload every piece hangs, as on a connection that has stalled.
    if (route.request().method() === "PATCH" && !reloaded) {
      held++;
      return;
    }
    return route.continue();
  });
  await page.goto(`/studio/courses/${course.id}/lessons/${video.id}`);
  await hydrated(page);
  await page.getByLabel("Choose video").setInputFiles(SAMPLE);
  await expect(page.getByTestId("upload-progress")).toBeVisible();
  // The first piece is on its way only once the upload exists and the phone has noted its URL.
  await expect.poll(() => held).toBe(1);
  expect(creations).toBe(1);

  reloaded = true;
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("upload-unfinished")).toContainText("lesson-1.mp4");
  await page.getByLabel("Choose video").setInputFiles(SAMPLE);

  await expect(page.getByTestId("transcode-progress")).toBeVisible({ timeout: 30_000 });
  expect(creations).toBe(1);
});
