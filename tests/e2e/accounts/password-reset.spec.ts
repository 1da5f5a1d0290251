import { expect, test } from "@playwright/test";
import { linksIn, waitForMails } from "../../support/mail";
import { createVerifiedStudent } from "../support";

test("forgot password → reset from the mailed link → sign in with the new password", async ({ page }) => {
  const { email } = await createVerifiedStudent(page, "OldPassword1");

  await page.goto("/forgot-password");
  const submit = page.getByRole("button", { name: "Send Reset Link" });
  await expect(submit).toBeDisabled(); // disabled while the email is empty
  await page.getByLabel("Email").fill("not-an-email");
  await submit.click();
  await expect(page.getByTestId("auth-message")).toHaveText("Please enter a valid email address");
  await page.getByLabel("Email").fill(email);
  await submit.click();
  await expect(page).toHaveURL(/\/check-email\?.*type=reset/);

  const [mail] = await waitForMails(email);
  const link = new URL(linksIn(mail!)[0]!);
  expect(link.pathname).toBe("/reset-password");
  expect(link.hash).toMatch(/^#access_token=[\w-]+&type=recovery$/);

  await page.goto(link.pathname + link.hash);
  await page.getByLabel("New password", { exact: true }).fill("abc");
  await expect(page.getByTestId("strength-meter")).toHaveAttribute("data-strength", "Weak");
  await page.getByLabel("New password", { exact: true }).fill("newpass9");
  await expect(page.getByTestId("strength-meter")).toHaveAttribute("data-strength", "Medium");
  // A common password (its mix of characters would make it Strong): the list arrives once
  // typing starts, and the meter says so.
  await page.getByLabel("New password", { exact: true }).fill("Password1");
  await expect(page.getByTestId("common-password")).toHaveText(/too common/);
  await expect(page.getByTestId("strength-meter")).toHaveAttribute("data-strength", "Weak");
  // The server's minimum of 8, not 6.
  const reset = page.getByRole("button", { name: "Reset Password" });
  await page.getByLabel("New password", { exact: true }).fill("Ab1!xyz");
  await page.getByLabel("Confirm new password").fill("Ab1!xyz");
  await reset.click();
  await expect(page.getByTestId("auth-message")).toHaveText("Password must be at least 8 characters long");
  await page.getByLabel("Confirm new password").fill("");
  await page.getByLabel("New password", { exact: true }).fill("NewPass99!");
  await expect(page.getByTestId("strength-meter")).toHaveAttribute("data-strength", "Strong");
  await expect(page.getByTestId("common-password")).toHaveCount(0);
  await expect(reset).toBeDisabled(); // until both fields match
  await page.getByLabel("Confirm new password").fill("NewPass99!");
  await reset.click();
  await expect(page.getByTestId("reset-success")).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/, { timeout: 6000 });

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("NewPass99!");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);

  // The link works once.
  await page.context().clearCookies();
  await page.goto(link.pathname + link.hash);
  await page.getByLabel("New password", { exact: true }).fill("Another99!");
  await page.getByLabel("Confirm new password").fill("Another99!");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByTestId("auth-message")).toContainText("invalid or has expired");
});

test("a reset page opened without a token says the link is invalid", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByTestId("auth-message")).toHaveText("Invalid reset link. Please request a new password reset.");
});
