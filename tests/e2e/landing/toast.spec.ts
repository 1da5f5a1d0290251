import { expect, test } from "@playwright/test";
import { wakePage } from "../support";

test("a toast appears at the top right and disappears after its duration", async ({ page }) => {
  await page.goto("/");
  await wakePage(page);
  await expect(page.getByTestId("toaster")).toHaveAttribute("data-ready", "true");
  // Timed inside the page, so the checks below, however slow, do not eat into the toast's 1.5 s.
  const shownForMs = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const raisedAt = performance.now();
        let seen = false;
        const observer = new MutationObserver(() => {
          const shown = document.querySelector('[data-testid="toast"]') !== null;
          seen ||= shown;
          if (!seen || shown) return;
          observer.disconnect();
          resolve(performance.now() - raisedAt);
        });
        observer.observe(document.body, { childList: true, subtree: true });
        window.dispatchEvent(
          new CustomEvent("examprep:toast", {
            detail: { id: "t1", message: "Saved!", type: "success", duration: 1500 },
          }),
        );
      }),
  );
  const toast = page.getByTestId("toast");
  await expect(toast).toHaveText(/Saved!/);
  await expect(toast).toHaveAttribute("data-type", "success");
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeLessThan(60);
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  expect(await shownForMs).toBeGreaterThanOrEqual(1500);
  expect(await shownForMs).toBeLessThan(2500);
  await expect(toast).toHaveCount(0);
});
