import { expect, test } from "@playwright/test";
import { createVerifiedStudent, createVerifiedTutor, signInViaApi } from "../support";

// A page whose record does not exist answers 404 with the app's "Page not found" in the HTML it
// serves, inside the site's own frame, as an unknown address does: a phone shows it before any
// script runs, and a link checker or a search engine reads the status. Signed-in pages (a student's
// course content, a tutor's studio) answer their own records' absence the same way.
for (const path of ["/no-such-page", "/exams/no-such-paper", "/courses/no-such-course/preview/no-such-lesson"]) {
  test(`${path} is a 404 'Page not found' drawn by the server`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const html = await response!.text();
    expect(html).toContain("Page not found</h1>");
    expect(html).toContain('data-site-chrome="true"');
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Courses" })).toHaveAttribute("href", "/courses");
  });
}

test("/course-content for a course that does not exist is a 404 'Course not found'", async ({ page }) => {
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  const response = await page.goto("/course-content?courseId=no-such-course");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("course-content-problem")).toContainText("Course not found");
  // A course that exists answers as before.
  const courses = (await (await page.request.get("/api/courses?limit=1")).json()).courses as { id: string }[];
  expect((await page.goto(`/course-content?courseId=${courses[0]!.id}`))?.status()).toBe(200);
});

for (const path of [
  "/studio/courses/no-such-course",
  "/studio/courses/no-such-course/lessons/no-such-lesson",
  "/studio/insights/no-such-course",
  "/studio/bank/questions/no-such-question",
  "/studio/classes/no-such-class",
  "/studio/classes/no-such-class/assignments/no-such-assignment/results",
  // A tutor who is not an editor: the editors' area is not theirs.
  "/studio/editorial",
]) {
  test(`${path} is a 404 'Page not found' drawn by the server for a tutor`, async ({ page }) => {
    await createVerifiedTutor(page, { first_name: "Ada", last_name: "Eze" });
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(await response!.text()).toContain("Page not found</h1>");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
}
