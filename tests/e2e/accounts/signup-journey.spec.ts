import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { linksIn, subjectOf, waitForMails } from "../../support/mail";
import { uniqueEmail } from "../support";

test("sign up → verify from the mail → sign in → edit profile with a picture → change password → sign out → sign in again", async ({
  page,
}, testInfo) => {
  // Many pages in one story: each step keeps its own timeout.
  test.setTimeout(90_000);
  const email = uniqueEmail("journey");

  // Step 1 of the wizard checks, in the order of docs/product-spec.md part 5.
  await page.goto("/signup");
  const continueButton = page.getByRole("button", { name: "Continue" });
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  await expect(page.getByTestId("auth-message")).toHaveText("First name is required");
  await page.getByLabel("First name").fill("Amaka");
  await expect(page.getByTestId("auth-message")).toHaveCount(0); // typing clears the message
  await page.getByLabel("Last name").fill("Nwosu");
  await page.getByLabel("Email").fill("amaka@");
  await continueButton.click();
  await expect(page.getByTestId("auth-message")).toHaveText("Please enter a valid email address");
  await page.getByLabel("Email").fill(email);
  await continueButton.click();

  // Step 2: display name defaults to "Amaka N.", passwords must match and be 8+ long.
  await expect(page.getByLabel("Display name (optional)")).toHaveAttribute("placeholder", "Amaka N.");
  await page.getByLabel("Academic level").selectOption("Senior Secondary 3");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password").fill("shorter");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByTestId("auth-message")).toHaveText("Passwords do not match");
  await page.getByLabel("Confirm password").fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByTestId("auth-message")).toHaveText("Password must be at least 8 characters long");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("First name")).toHaveValue("Amaka");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Academic level").selectOption("Senior Secondary 3");
  await page.getByLabel("Password", { exact: true }).fill("FirstPass123");
  await page.getByLabel("Confirm password").fill("FirstPass123");
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/check-email\?/);
  await expect(page.getByTestId("check-email")).toContainText(
    "Account created successfully! Please check your email to verify your account.",
  );
  await expect(page.getByTestId("check-email")).toContainText(email);
  await expect(page.getByTestId("resend-button")).toBeDisabled();
  await expect(page.getByTestId("resend-button")).toContainText(/Resend email in \d+s/);

  // Signing in before verifying is refused with the message of docs/product-spec.md part 8.
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("FirstPass123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("auth-message")).toHaveText("Email not verified. Please check your email.");

  // The link from the captured mail verifies once.
  const [mail] = await waitForMails(email);
  expect(subjectOf(mail!.raw)).toContain("Verify");
  const link = new URL(linksIn(mail!)[0]!);
  expect(link.pathname).toBe("/api/auth/verify-email");
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/signin\?verified=1$/);
  await expect(page.getByText("Your email is verified")).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("FirstPass123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("auth-message")).toHaveText("Signed in successfully! Redirecting...");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("header").getByRole("link", { name: "Profile" }).filter({ visible: true })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("userType")])).toEqual([
    null,
    "student",
  ]);
  expect(await page.evaluate(() => document.cookie)).not.toContain("examprep_session");

  // Edit the profile with a picture.
  await page.goto("/settings");
  const picture = testInfo.outputPath("avatar.png");
  await sharp({ create: { width: 300, height: 200, channels: 3, background: "#0a7" } })
    .png()
    .toFile(picture);
  await page.getByLabel("Display name").fill("Amaka the Great");
  await page.getByLabel("Academic level").selectOption("SS 3");
  await page.locator("input[type=file]").setInputFiles(picture);
  await expect(page.getByTestId("image-picker")).toContainText("Image Selected");
  await page.getByRole("button", { name: "Save Changes & Upload Image" }).click();
  await expect(page.getByTestId("settings-message")).toHaveText("Profile updated successfully!");
  await page.goto("/profile");
  const sidebar = page.getByTestId("profile-sidebar");
  await expect(sidebar).toContainText("Amaka the Great");
  await expect(sidebar).toContainText("SS 3");
  const src = await sidebar.locator("img").getAttribute("src");
  expect(src).toMatch(/^\/api\/media\/avatars\/.+\.webp$/);
  const image = await page.request.get(src!);
  expect(image.headers()["content-type"]).toBe("image/webp");
  expect(image.headers()["x-content-type-options"]).toBe("nosniff");

  // Change the password from the Security tab.
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Security" }).click();
  await page.getByLabel("Current password").fill("FirstPass123");
  await page.getByLabel("New password", { exact: true }).fill("SecondPass456");
  await page.getByLabel("Confirm new password").fill("SecondPass45");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByTestId("password-message")).toHaveText("New passwords do not match.");
  await page.getByLabel("Confirm new password").fill("SecondPass456");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByTestId("password-message")).toHaveText("Password changed successfully!");

  // Sign out asks first, then goes home signed out.
  await page.locator("main").getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("dialog")).toContainText("Are you sure you want to sign out?");
  await page.getByRole("dialog").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.locator("header").getByRole("link", { name: "Sign In", exact: true }).filter({ visible: true }),
  ).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByTestId("sign-in-prompt")).toContainText("Please Sign In");

  // The old password no longer works; the new one does.
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("FirstPass123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("auth-message")).toHaveText("Invalid email or password");
  await page.getByLabel("Password").fill("SecondPass456");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/profile");
  await expect(page.getByTestId("profile-sidebar")).toContainText(email);
});
