import { expect, test } from "@playwright/test";

const SUBJECTS = [
  "Mathematics",
  "English",
  "Physics",
  "Chemistry",
  "Biology",
  "Government",
  "Economics",
  "Literature",
  "Geography",
  "Computer Science",
  "Accounting",
  "Commerce",
];

test("the landing page renders every section with the seeded featured courses", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("one sitting");

  const header = page.locator("header");
  for (const name of ["Categories", "Courses", "Quizzes", "Sign In", "Sign Up"]) {
    await expect(header.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(header.getByTestId("theme-toggle").filter({ visible: true })).toHaveCount(1);

  const hero = page.getByTestId("hero");
  await expect(hero.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute("href", "/signup");
  await expect(hero.getByRole("link", { name: "Browse Courses" })).toHaveAttribute("href", "#courses");
  for (const claim of ["50,000+", "4.7", "98%", "500+"]) await expect(page.getByTestId("claims")).toContainText(claim);
  await expect(hero).toContainText("14-day free trial");
  await expect(hero).toContainText("No card required");

  // Featured: the four most popular featured courses of the seed, linking to their pages.
  const cards = page.getByTestId("featured-courses").getByTestId("course-card");
  await expect(cards).toHaveCount(4);
  await expect(cards.first()).toContainText("JAMB Use of English");
  await expect(cards.first().getByTestId("course-price")).toHaveText("Free");
  await expect(page.getByTestId("featured-courses")).toContainText("₦15,000");
  const href = await cards.first().getByRole("link", { name: "View Course" }).getAttribute("href");
  expect(href).toMatch(/^\/courses\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("link", { name: /View All Courses/ })).toHaveAttribute("href", "/courses");

  const tiles = page.getByTestId("subject-tile");
  await expect(tiles).toHaveCount(12);
  for (const [i, subject] of SUBJECTS.entries()) await expect(tiles.nth(i)).toContainText(subject);
  await expect(tiles.first()).toContainText("2 courses");
  await expect(page.getByTestId("subjects").getByRole("link", { name: "Request a Subject" })).toHaveAttribute(
    "href",
    "/request-a-subject",
  );

  await expect(page.getByTestId("testimonials").locator("figure")).toHaveCount(3);
  await expect(page.getByTestId("call-to-action").getByRole("link")).toHaveAttribute("href", "/signup");
  await expect(page.getByTestId("site-footer")).toContainText("support@examprep.ng");

  const health = await request.get("/api/health");
  expect(await health.json()).toMatchObject({ status: "ok", database: "ok", checks: { database: "ok" } });
});

test("Browse Courses jumps to the featured courses on the page", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("hero").getByRole("link", { name: "Browse Courses" }).click();
  await expect(page).toHaveURL(/#courses$/);
  await expect(page.getByTestId("featured-courses")).toBeInViewport();
});
