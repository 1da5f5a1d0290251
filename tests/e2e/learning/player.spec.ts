import { expect, test } from "@playwright/test";
import { createVerifiedStudent, signInViaApi, sameOrigin } from "../support";

const lagosDay = (at: Date) => at.toLocaleDateString("en-CA", { timeZone: "Africa/Lagos" });

test("a student watches a lesson to the end, sees the tick and the next lesson, then resumes after a reload", async ({
  page,
}) => {
  // Many pages in one story: each step keeps its own timeout.
  test.setTimeout(90_000);
  const startedAt = new Date();
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  const courses = await (await page.request.get("/api/courses?search=JAMB%20Use%20of%20English")).json();
  const course = courses.courses[0] as { id: string; lesson_count: number };
  expect(
    (await page.request.post("/api/enrollments", { headers: sameOrigin, data: { course_id: course.id } })).status(),
  ).toBe(201);

  await page.goto(`/course-content?courseId=${course.id}`);
  const lessons = page.getByTestId("lesson-item");
  await expect(lessons.first()).toHaveAttribute("aria-current", "true"); // first lesson of the first section, which is open
  await expect(page.getByTestId("lesson-position")).toHaveText(`Lesson 1 of ${course.lesson_count}`);
  await expect(page.getByTestId("course-percent")).toHaveText("0%");
  await expect(page.getByTestId("player-user")).toContainText(email);

  // Watch the short sample to the end: it is ticked, and the next lesson starts 1.5 s later.
  const video = page.getByTestId("lesson-video");
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect(lessons.first()).toHaveAttribute("data-completed", "true", { timeout: 15_000 });
  const percent = `${Math.round(100 / course.lesson_count)}%`;
  await expect(page.getByTestId("course-percent")).toHaveText(percent);
  await expect(page.getByTestId("lesson-position")).toHaveText(`Lesson 2 of ${course.lesson_count}`, { timeout: 4000 });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 6000 })
    .toBe(true);

  // Pause lesson 2 part-way: the position is saved.
  await page.waitForTimeout(2500);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  await expect
    .poll(async () => {
      const body = await (await page.request.get(`/api/progress/courses/${course.id}`)).json();
      return Object.values(body.progress.positions as Record<string, number>).some((s) => s >= 2);
    })
    .toBe(true);

  // After a reload the first lesson is selected again; lesson 2 resumes where it stopped.
  await page.reload();
  await expect(lessons.first()).toHaveAttribute("data-completed", "true");
  await lessons.nth(1).click();
  await expect
    .poll(() => page.getByTestId("lesson-video").evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 6000 })
    .toBeGreaterThanOrEqual(2);

  // The same progress on the profile.
  await page.goto("/profile");
  const card = page.getByTestId("my-course-card").filter({ hasText: "Use of English" });
  await expect(card.getByTestId("course-progress")).toHaveText(percent);
  await expect(card.getByTestId("course-status")).toHaveText("In Progress");
  await expect(card.getByRole("link", { name: "Continue Learning" })).toBeVisible();

  // …and on the dashboard: one course enrolled, none completed, a study day today, the lesson in recent activity.
  await page.goto("/dashboard");
  const stat = (name: string) => page.locator(`[data-testid="stat-card"][data-stat="${name}"]`);
  await expect(stat("coursesEnrolled")).toHaveAttribute("data-value", "1");
  await expect(stat("coursesCompleted")).toHaveAttribute("data-value", "0");
  // Study days are Lagos calendar days: a watch that spans Lagos midnight is two of them.
  await expect(stat("currentStreak")).toHaveAttribute(
    "data-value",
    lagosDay(startedAt) === lagosDay(new Date()) ? "1" : /^[12]$/,
  );
  await expect(page.locator('[data-testid="activity-item"][data-type="lesson_completed"]').first()).toBeVisible();
});

test("the course content screen is for students only", async ({ page, browser }) => {
  await page.goto("/course-content?courseId=anything");
  await expect(page).toHaveURL(/\/signin$/);
  const tutor = await browser.newPage();
  await tutor.request.post("/api/auth/tutor/login", { data: { email: "tutor@examprep.ng", password: "Tutor2026!" } });
  await tutor.goto("/course-content?courseId=anything");
  await expect(tutor).toHaveURL(/\/signin$/);
  await tutor.close();

  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  await page.goto("/course-content");
  await expect(page.getByTestId("course-content-problem")).toContainText("No course ID provided");
  await page.goto("/course-content?courseId=missing");
  await expect(page.getByTestId("course-content-problem")).toContainText("Course not found");
});
