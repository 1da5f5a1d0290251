import { expect, test } from "@playwright/test";
import { createVerifiedStudent, wakePage } from "../support";

test("the exams page lists the UTME, WAEC and NECO papers with their time, options and bank", async ({ page }) => {
  await page.goto("/exams");
  await expect(page.getByRole("heading", { level: 1, name: "Mock Exams" })).toBeVisible();
  await expect(page.locator("header").getByRole("link", { name: "Exams", exact: true })).toHaveAttribute(
    "href",
    "/exams",
  );

  const groups = page.getByTestId("exam-group");
  await expect(groups).toHaveCount(3);
  expect(await groups.evaluateAll((els) => els.map((el) => el.getAttribute("data-exam")))).toEqual([
    "UTME",
    "WAEC",
    "NECO",
  ]);

  const utme = page.locator('[data-testid="paper-card"][data-paper-id="utme"]');
  await expect(utme).toContainText("UTME (JAMB CBT)");
  await expect(utme.getByTestId("paper-facts")).toContainText(/Questions\s*180/);
  await expect(utme.getByTestId("paper-facts")).toContainText(/Time\s*2 h/);
  await expect(utme.getByTestId("paper-facts")).toContainText(/Options\s*A–D/);
  await expect(utme).toContainText("Choose 3 of");
  // Every UTME subject with the size of its bank.
  for (const subject of ["English", "Mathematics", "Physics", "Chemistry", "Biology", "Economics", "Government"]) {
    await expect(utme.locator(`[data-subject="${subject}"]`).getByTestId("bank-size")).toHaveText(
      /^[1-9][\d,]* in bank$/,
    );
  }

  const waec = page.locator('[data-exam="WAEC"]').getByTestId("paper-card");
  expect(await waec.count()).toBeGreaterThanOrEqual(7);
  const waecMaths = page.locator('[data-testid="paper-card"][data-paper-id="waec-mathematics"]');
  await expect(waecMaths.getByTestId("paper-facts")).toContainText(/Questions\s*50/);
  await expect(waecMaths.getByTestId("paper-facts")).toContainText(/Time\s*1 h 30 min/);

  const neco = page.locator('[data-testid="paper-card"][data-paper-id="neco-english"]');
  await expect(neco.getByTestId("paper-facts")).toContainText(/Options\s*A–E/);
  await expect(neco.getByTestId("paper-facts")).toContainText(/Questions\s*80/);

  // A visitor has no sittings panel.
  await expect(page.getByTestId("my-sittings")).toHaveCount(0);

  await utme.getByRole("link", { name: /Rules and start/ }).click();
  await expect(page).toHaveURL(/\/exams\/utme$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("UTME (JAMB CBT)");
});

test("a visitor reads a paper's rules and signs in back to it", async ({ page }) => {
  const { email, password } = await createVerifiedStudent(page);
  await page.goto("/exams/waec-mathematics");
  const rules = page.getByTestId("paper-rules");
  await expect(rules).toContainText("50 questions, options A–D.");
  await expect(rules).toContainText("1 h 30 min on one clock");
  await expect(rules).toContainText("One mark for each correct answer, out of 50");
  await expect(page.getByTestId("start-sitting-form")).toHaveCount(0);

  const signIn = page.getByTestId("paper-sign-in").getByRole("link", { name: "Sign In" });
  await expect(signIn).toHaveAttribute("href", "/signin?next=%2Fexams%2Fwaec-mathematics");
  await signIn.click();
  await expect(page).toHaveURL(/\/signin\?next=/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/exams\/waec-mathematics$/);
  await expect(page.getByTestId("start-sitting-form")).toBeVisible();
});

test("an unknown paper is a 404", async ({ page }) => {
  const response = await page.goto("/exams/no-such-paper");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("@phone the exams page fits the screen and the mobile menu leads to it", async ({ page }) => {
    await page.goto("/");
    await wakePage(page);
    await page.getByTestId("mobile-menu-button").click();
    await page.getByTestId("mobile-menu").getByRole("link", { name: "Exams", exact: true }).click();
    await expect(page).toHaveURL(/\/exams$/);
    await expect(page.getByTestId("paper-card").first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
    const card = await page.getByTestId("paper-card").first().boundingBox();
    expect(card!.width).toBeGreaterThanOrEqual(320);
  });
});
