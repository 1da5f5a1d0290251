import { expect, test } from "@playwright/test";
import { createVerifiedStudent, hydrated, signInViaApi } from "../support";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

// A student switches on the weekly summary for a parent from /settings on a 360 px phone.
test("@phone a student switches on the guardian digest by SMS from settings", async ({ page }, testInfo) => {
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  await page.goto("/settings");
  await hydrated(page);
  const card = page.getByTestId("guardian-digest");
  await expect(card).toContainText(
    "Your parent or guardian gets a weekly summary: practice done, your trend, your two weakest topics. Never your answers.",
  );

  await card.getByLabel("Send my parent or guardian a weekly summary").check();
  await card.getByText("SMS", { exact: true }).click();
  await card.getByLabel("Their phone number").fill("12345");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByText(/^Enter a Nigerian mobile number/)).toBeVisible();

  await card.getByLabel("Their phone number").fill("0803 123 4567");
  await card.getByLabel("Their name (optional)").fill("Mrs Okafor");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByTestId("guardian-digest-message")).toHaveText(
    "Saved. We asked them to confirm; summaries start once they agree.",
  );
  await expect(card.getByTestId("guardian-digest-standing")).toHaveText(
    "Waiting for +2348031234567 to confirm. We sent them one message naming you; nothing else goes to them until they agree.",
  );
  await expect(card.getByLabel("Their phone number")).toHaveValue("+2348031234567");

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: testInfo.outputPath("guardian-digest-360.png") });

  // Saved on the server: a reload shows it.
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("guardian-digest").getByLabel("Their phone number")).toHaveValue("+2348031234567");
  const settings = await (await page.request.get("/api/me/guardian-digest")).json();
  expect(settings).toMatchObject({
    enabled: true,
    channel: "sms",
    phone: "+2348031234567",
    guardian_name: "Mrs Okafor",
    guardian_status: "pending",
  });
});
