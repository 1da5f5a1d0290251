import { expect, test } from "@playwright/test";
import { signInViaApi } from "../support";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

// The seeded student (prisma/seed.ts).
const STUDENT = { email: "student@examprep.ng", password: "Student2026!" };

test("signed in, the landing page and the menu lead to the student's own places, and signing out takes two taps", async ({
  page,
}) => {
  await signInViaApi(page, STUDENT.email, STUDENT.password);
  await page.goto("/");
  const hero = page.getByTestId("hero");
  await expect(hero.getByRole("link", { name: "Continue learning" })).toBeVisible();
  await expect(hero.getByRole("link", { name: "Go to dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Free Trial" })).toHaveCount(0);
  await expect(page.getByTestId("call-to-action").getByRole("link", { name: "Go to dashboard" })).toHaveAttribute(
    "href",
    "/dashboard",
  );

  // Tap one: the menu.
  await page.getByTestId("mobile-menu-button").tap();
  const menu = page.getByTestId("mobile-menu");
  for (const name of ["Dashboard", "My Courses", "Quizzes", "Profile"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeInViewport();
  }
  await expect(menu.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  // Tap two: Sign Out.
  await menu.getByRole("button", { name: "Sign Out" }).tap();
  await expect(page.getByTestId("hero").getByRole("link", { name: "Start Free Trial" })).toBeVisible();
  await expect(menu).toBeHidden();
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  await page.screenshot({ path: "/tmp/journey-signed-out.png" });
});

test("a visitor's landing page keeps the sign-up calls", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("hero").getByRole("link", { name: "Start Free Trial" })).toBeVisible();
  await page.getByTestId("mobile-menu-button").tap();
  await expect(page.getByTestId("mobile-menu").getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(page.getByTestId("mobile-menu").getByRole("button", { name: "Sign Out" })).toHaveCount(0);
});
