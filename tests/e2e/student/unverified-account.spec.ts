import { expect, test, type Page } from "@playwright/test";
import { linksIn, subjectOf, waitForMails } from "../../support/mail";
import { clientAddress, uniqueEmail } from "../support";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const PASSWORD = "FirstPass123";

async function signUp(page: Page, email: string) {
  const res = await page.request.post("/api/students/signup", {
    headers: clientAddress(),
    data: { first_name: "Ngozi", last_name: "Eze", email, password: PASSWORD, academic_level: "Senior Secondary 3" },
  });
  expect(res.status()).toBe(201);
  return res.json();
}

test("signing up again with an unverified address mails a new verification link that works", async ({ page }) => {
  const email = uniqueEmail("again");
  const first = await signUp(page, email);
  const second = await signUp(page, email);
  expect(second).toEqual(first);

  const mails = await waitForMails(email, 2);
  expect(subjectOf(mails[1]!.raw)).toBe("Verify your ExamPrep email address");
  const link = new URL(linksIn(mails[1]!)[0]!);
  expect(link.pathname).toBe("/api/auth/verify-email");
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/signin\?verified=1$/);
});

test("sign-in with an unverified account offers to resend the verification e-mail, and it arrives", async ({
  page,
}) => {
  const email = uniqueEmail("stuck");
  await signUp(page, email);
  await waitForMails(email, 1);

  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).tap();
  await expect(page.getByTestId("auth-message")).toHaveText("Email not verified. Please check your email.");
  await page.getByRole("button", { name: "Resend verification e-mail" }).tap();
  await expect(page.getByTestId("resend-verification-status")).toContainText(
    `We have sent a new verification link to ${email}`,
  );
  await page.screenshot({ path: "/tmp/journey-resend.png" });

  const mails = await waitForMails(email, 2);
  const link = new URL(linksIn(mails[1]!)[0]!);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/signin\?verified=1$/);
});
