import { expect, test, type Page } from "@playwright/test";
import { createVerifiedStudent, sameOrigin, signInViaApi } from "../support";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function paidCourseId(page: Page): Promise<string> {
  const res = await page.request.get("/api/courses?limit=100");
  const { courses } = (await res.json()) as { courses: { id: string; price: number }[] };
  const paid = courses.find((c) => c.price > 0);
  expect(paid, "the seed has a paid course").toBeTruthy();
  return paid!.id;
}

test("on a phone, a paid course's price and Enroll are on the first screen", async ({ page }) => {
  const id = await paidCourseId(page);
  await page.goto(`/courses/${id}`);
  const bar = page.getByTestId("enroll-bar");
  await expect(bar.getByTestId("enroll-bar-price")).toContainText("₦");
  await expect(bar.getByTestId("enroll-bar-price")).toBeInViewport();
  await expect(bar.getByRole("link", { name: "Enroll Now" })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.screenshot({ path: "/tmp/journey-course-bar.png" });
  // The last of the page scrolls clear of the bar.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const footerBottom = await page.locator("footer").evaluate((f) => f.getBoundingClientRect().bottom);
  const barTop = await bar.evaluate((b) => b.getBoundingClientRect().top);
  expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
});

test("enrolled, the bar's action is Continue learning", async ({ page }) => {
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  const res = await page.request.get("/api/courses?limit=100");
  const free = ((await res.json()) as { courses: { id: string; price: number }[] }).courses.find((c) => c.price === 0)!;
  expect(
    (await page.request.post("/api/enrollments", { headers: sameOrigin, data: { course_id: free.id } })).ok(),
  ).toBe(true);
  await page.goto(`/courses/${free.id}`);
  const action = page.getByTestId("enroll-bar").getByRole("link", { name: "Continue learning" });
  await expect(action).toBeInViewport();
  await expect(action).toHaveAttribute("href", `/course-content?courseId=${encodeURIComponent(free.id)}`);
});
