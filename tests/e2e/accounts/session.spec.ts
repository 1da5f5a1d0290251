import { expect, test } from "@playwright/test";
import { createVerifiedStudent, signInViaApi, sameOrigin } from "../support";

test("an expired session shows the toast and lands on /signin after a second", async ({ page }) => {
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  await page.goto("/settings");
  await expect(page.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  await page.evaluate(() => localStorage.setItem("userType", "student"));

  // The session ends elsewhere (e.g. signed out on another device).
  const sessions = await page.request.post("/api/auth/logout", { headers: sameOrigin });
  expect(sessions.status()).toBe(200);

  await page.getByLabel("Display name").fill("Still here?");
  await page.getByRole("button", { name: "Save Changes" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toHaveText(/Your session has expired\. Please sign in again\./);
  await expect(toast).toHaveAttribute("data-type", "warning");
  await expect(page).toHaveURL(/\/signin$/, { timeout: 4000 });
  expect(await page.evaluate(() => [localStorage.getItem("user"), localStorage.getItem("userType")])).toEqual([
    null,
    null,
  ]);
});

test("signed-out visitors get the sign-in prompt; signed-in ones skip the recovery screens", async ({ page }) => {
  for (const route of ["/profile", "/dashboard", "/settings"]) {
    await page.goto(route);
    await expect(page.getByTestId("sign-in-prompt")).toContainText("Please Sign In");
    await expect(page.getByTestId("sign-in-prompt").getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/signin",
    );
  }
  await page.goto("/check-email");
  await expect(page).toHaveURL(/\/signup$/);

  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  for (const route of ["/forgot-password", "/reset-password", `/check-email?email=${encodeURIComponent(email)}`]) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});
