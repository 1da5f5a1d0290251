import { expect, test, type Response } from "@playwright/test";
import { uniqueEmail } from "../support";

// The common-password list must not weigh on the sign-up page's first load on a
// weak network: it is fetched once a password is typed, and the field then warns.
test("sign-up fetches the common-password list only once a password is typed, then warns", async ({ page }) => {
  const scripts: Response[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "script") scripts.push(res);
  });
  const carriesList = async () => {
    const bodies = await Promise.all(scripts.map((res) => res.text().catch(() => "")));
    return bodies.filter((body) => body.includes('"iloveyou"')).length;
  };

  await page.goto("/signup");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("First name").fill("Bola");
  await page.getByLabel("Last name").fill("Ade");
  await page.getByLabel("Email").fill(uniqueEmail("common"));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
  expect(await carriesList()).toBe(0);

  await page.getByLabel("Password", { exact: true }).fill("Password1");
  await expect(page.getByText("This password is too common")).toBeVisible();
  expect(await carriesList()).toBe(1);

  await page.getByLabel("Password", { exact: true }).fill("Kano-Jollof-Rice-77");
  await expect(page.getByText("This password is too common")).toHaveCount(0);
  await page.getByLabel("Confirm password").fill("Password1");
  await page.getByLabel("Password", { exact: true }).fill("Password1");
  await page.getByLabel("Academic level").selectOption("Senior Secondary 3");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByTestId("auth-message")).toHaveText(/too common/);
});
