import { expect, test } from "@playwright/test";
import { createVerifiedStudent, signInViaApi, sameOrigin } from "../support";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

// Cheap Android phones are 360 px wide: nothing may push a page sideways.
test("@phone no page is wider than a 360 px phone", async ({ page }) => {
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  const courses = await (await page.request.get("/api/courses?search=JAMB%20Use%20of%20English")).json();
  const courseId = courses.courses[0].id as string;
  await page.request.post("/api/enrollments", { headers: sameOrigin, data: { course_id: courseId } });
  const quizzes = await (await page.request.get("/api/quizzes?search=Government")).json();
  const quizId = quizzes.quizzes[0].id as string;
  // Activity with a long title, the case that once overflowed the dashboard.
  await page.request.post(`/api/quizzes/${quizId}/start`, { headers: sameOrigin });
  await page.request.post(`/api/quizzes/${quizId}/submit`, { headers: sameOrigin, data: { answers: [] } });

  for (const route of [
    "/",
    "/courses",
    `/courses/${courseId}`,
    "/quizzes",
    "/dashboard",
    "/profile",
    "/settings",
    `/course-content?courseId=${courseId}`,
    `/quiz/${quizId}/attempts`,
  ]) {
    await page.goto(route);
    // Compared with the screen, not window.innerWidth: a mobile browser widens its layout viewport to fit overflowing content.
    const screen = page.viewportSize()!.width;
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll, `${route} is ${scroll}px wide on a ${screen}px screen`).toBeLessThanOrEqual(screen);
  }
});
