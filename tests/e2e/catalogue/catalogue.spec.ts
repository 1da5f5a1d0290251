import { expect, test, type Page } from "@playwright/test";
import { createVerifiedStudent, createVerifiedTutor, signInViaApi } from "../support";

const countLine = (page: Page) => page.getByTestId("count-line");
// The count line gives the range on the page out of the matches. The unfiltered total may grow
// by the course tests/e2e/catalogue/tutor-authoring.spec.ts creates in parallel (an
// Intermediate Chemistry course, outside every filter below); the filtered matches may not.
const showing = (shown: number) => (shown === 1 ? "Showing 1 of 1 course" : `Showing 1–${shown} of ${shown} courses`);
const showingAll = /^Showing 1–12 of (14|15) courses$/;

test("filter, search and sort the catalogue; the URL keeps the state and Back works", async ({ page }) => {
  await page.goto("/courses");
  await expect(page.getByRole("heading", { name: "All Courses" })).toBeVisible();
  await expect(countLine(page)).toHaveText(showingAll);
  await expect(page.getByTestId("course-card")).toHaveCount(12); // first page
  await expect(page.getByTestId("pagination")).toContainText("Page 1 of 2");

  // Subject options are rebuilt from the courses there are: all twelve subjects.
  await expect(page.locator("#category option")).toHaveCount(13);
  await page.locator("#category").selectOption("Physics");
  await expect(page).toHaveURL(/category=Physics/);
  await expect(countLine(page)).toHaveText(showing(2));
  await expect(page.getByTestId("course-card")).toHaveCount(2);

  await page.locator("#sort").selectOption("price-high");
  await expect(page).toHaveURL(/sort=price-high/);
  await expect(page.getByTestId("course-card").first().getByTestId("course-price")).toHaveText("₦5,000");
  await expect(page.getByTestId("course-card").last().getByTestId("course-price")).toHaveText("₦2,500");

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=price-high/);
  await expect(countLine(page)).toHaveText(showing(2));

  // Search matches title, instructor and description, case-insensitively.
  await page.goto("/courses");
  await page.getByLabel("Search courses").fill("ADEBAYO");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/search=ADEBAYO/);
  await expect(countLine(page)).toHaveText(showing(2));
  await page.getByLabel("Search courses").fill("lion and the jewel");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(countLine(page)).toHaveText(showing(1));
  await expect(page.getByTestId("course-card")).toContainText("Literature");

  // Level filter plus sort by rating.
  await page.goto("/courses?level=Advanced&sort=rating");
  await expect(countLine(page)).toHaveText(showing(3));
  const ratings = await page.getByTestId("course-card").locator("span.font-semibold").allTextContents();
  expect(ratings.map(Number)).toEqual([...ratings.map(Number)].sort((a, b) => b - a));

  // Nothing found: the empty state and Clear Filters.
  await page.goto("/courses?search=zzzzzz");
  await expect(page.getByTestId("no-courses-found")).toContainText("No courses found");
  await expect(page.getByTestId("no-courses-found")).toContainText("Try adjusting your filters or search terms");
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(countLine(page)).toHaveText(showingAll);
});

test("a course detail page shows every part of the spec", async ({ page }) => {
  await page.goto("/courses?search=WAEC%20Mathematics");
  await page.getByTestId("course-card").first().getByRole("link", { name: "Details" }).click();
  await expect(page).toHaveURL(/\/courses\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("breadcrumb")).toContainText("Courses");
  await expect(page.getByTestId("breadcrumb")).toContainText("Mathematics");
  const badges = page.getByTestId("course-badges");
  for (const badge of ["Mathematics", "Intermediate", "WAEC", "Bestseller"]) await expect(badges).toContainText(badge);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("WAEC Mathematics");
  // The instructor's name under the title, and again in the "Your Instructor" section.
  await expect(page.getByText("Adaeze Okonkwo")).toHaveCount(2);
  await expect(page.getByText("Adaeze Okonkwo").first()).toBeVisible();
  for (const heading of [
    "About This Course",
    "Learning Objectives",
    "Requirements",
    "Course Content",
    "Your Instructor",
  ]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  const panel = page.getByTestId("side-panel");
  await expect(panel.getByTestId("detail-price")).toContainText("₦5,000");
  await expect(panel.getByTestId("detail-price")).toContainText("₦8,000");
  for (const item of ["Duration", "Lessons", "Level", "Certificate", "Downloadable materials"])
    await expect(panel).toContainText(item);
  // Signed out, Enroll is a link to sign-in (docs/product-spec.md part 4: unauthenticated users go to /signin).
  await expect(panel.getByRole("link", { name: "Enroll Now" })).toHaveAttribute("href", "/signin");
  // Signed out, Save asks the visitor to sign in first; Share works for anyone.
  await expect(panel.getByTestId("save-course")).toHaveAttribute("href", "/signin");
  await expect(panel.getByRole("button", { name: "Share" })).toBeVisible();
  await expect(page.getByTestId("course-outline").locator("details").first()).toHaveAttribute("open", "");
});

test("an unknown course shows 'Course Not Found' with Go Back and Browse Courses", async ({ page }) => {
  await page.goto("/courses");
  expect((await page.goto("/courses/no-such-course"))?.status()).toBe(404);
  const view = page.getByTestId("course-not-found");
  await expect(view.getByRole("heading", { name: "Course Not Found" })).toBeVisible();
  await expect(view).toContainText("Course not found");
  await view.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await page.goto("/courses/no-such-course");
  await page.getByTestId("course-not-found").getByRole("link", { name: "Browse Courses" }).click();
  await expect(page).toHaveURL(/\/courses$/);
});

test("a draft course is a 404 'Course Not Found' to a student", async ({ browser, page }) => {
  const tutor = (await browser.newContext()).request;
  const { token } = await createVerifiedTutor(
    { request: tutor },
    { first_name: "Bola", last_name: "Ige", bio: "Chemistry teacher", expertise: "Chemistry" },
  );
  const created = await tutor.post("/api/courses", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: `Draft: Organic Chemistry ${Date.now()}`,
      description: "Hydrocarbons and functional groups.",
      level: "Intermediate",
      category: "Chemistry",
      exam: "WAEC",
      price: 3000,
    },
  });
  expect(created.status()).toBe(201);
  const draft = (await created.json()).course as { id: string; status: string };
  expect(draft.status).toBe("draft");

  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  expect((await page.goto(`/courses/${draft.id}`))?.status()).toBe(404);
  await expect(page.getByTestId("course-not-found").getByRole("heading", { name: "Course Not Found" })).toBeVisible();
});

test("a page past the last opens the last page, and an over-long search is searched cut to its limit", async ({
  page,
}) => {
  await page.goto("/courses?page=99");
  await expect(page).toHaveURL(/\/courses\?page=2$/);
  await expect(page.getByTestId("pagination")).toContainText("Page 2 of 2");

  await page.goto(`/courses?category=Physics&search=${"z".repeat(101)}`);
  await expect(page.locator("#search")).toHaveValue("z".repeat(100));
  await expect(page.locator("#category")).toHaveValue("Physics");
  await expect(page.getByText("No courses found")).toBeVisible();
});
