import { expect, test } from "@playwright/test";
import { wakePage } from "../support";

test("a toast appears at the top right and disappears after its duration", async ({ page }) => {
  await page.goto("/");
  await wakePage(page);
  await expect(page.getByTestId("toaster")).toHaveAttribute("data-ready", "true");
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent("examprep:toast", { detail: { id: "t1", message: "Saved!", type: "success", duration: 1500 } })),
  );
  const toast = page.getByTestId("toast");
  await expect(toast).toHaveText(/Saved!/);
  await expect(toast).toHaveAttribute("data-type", "success");
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeLessThan(60);
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  await page.waitForTimeout(1000);
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 2000 });
});
