import { expect, test, type Page } from "@playwright/test";
import { signInViaApi, wakePage } from "../support";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const MIN = 44;

/**
 * Every visible tap target on the page smaller than 44×44 px (WCAG 2.5.5), described for
 * the failure message. Tap targets: buttons, [role=button], form controls and links drawn as
 * buttons (a background or a border). Exempt: links in running text (drawn as text), and a
 * radio or checkbox inside a label, where the label is what the thumb hits (it is measured).
 */
function smallTargets(page: Page) {
  return page.evaluate((min) => {
    const transparent = (colour: string) => colour === "transparent" || /rgba\(.*,\s*0\)$/.test(colour);
    const drawnAsButton = (el: Element) => {
      const s = getComputedStyle(el);
      return !transparent(s.backgroundColor) || (parseFloat(s.borderTopWidth) > 0 && !transparent(s.borderTopColor));
    };
    const targets = new Set<Element>();
    for (const el of document.querySelectorAll("button, [role=button], select, textarea, input:not([type=hidden])")) {
      const label = el.matches("input[type=radio], input[type=checkbox]") ? el.closest("label") : null;
      targets.add(label ?? el);
    }
    for (const a of document.querySelectorAll("a[href]")) if (drawnAsButton(a)) targets.add(a);
    const small: string[] = [];
    for (const el of targets) {
      const box = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      // Not shown: display none, a closed menu, the screen-reader-only skip link.
      // checkVisibility() also knows the inside of a closed <details> (the mobile menu) is not drawn.
      if (
        box.width === 0 ||
        box.height === 0 ||
        s.visibility === "hidden" ||
        !el.checkVisibility() ||
        el.closest("[hidden], [aria-hidden=true], .sr-only")
      )
        continue;
      if (s.position === "absolute" && box.width <= 1) continue;
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name =
          (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30) ||
          el.getAttribute("name") ||
          el.id;
        small.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  }, MIN);
}

test("every tap target is at least 44×44 px on a 360 px phone, and the dashboard draws no emoji", async ({ page }) => {
  test.setTimeout(90_000);
  const quizzes = await (await page.request.get("/api/quizzes?search=Financial%20Accounting")).json();
  const quizId = quizzes.quizzes[0].id as string;
  const courses = await (await page.request.get("/api/courses?search=WAEC%20Mathematics")).json();
  const courseId = courses.courses[0].id as string;

  const signedOut = ["/", "/courses", `/courses/${courseId}`, "/quizzes", "/signin"];
  const signedIn = [`/quiz/${quizId}/take`, "/dashboard", "/settings"];
  const problems: Record<string, string[]> = {};
  for (const route of signedOut) {
    await page.goto(route);
    await page.waitForLoadState("load");
    const small = await smallTargets(page);
    if (small.length) problems[route] = small;
  }
  await signInViaApi(page, "student@examprep.ng", "Student2026!");
  for (const route of signedIn) {
    await page.goto(route);
    if (route.endsWith("/take")) await expect(page.getByTestId("sitting")).toBeVisible();
    await page.waitForLoadState("load");
    const small = await smallTargets(page);
    if (small.length) problems[route] = small;
  }
  expect(problems).toEqual({});

  await page.goto("/dashboard");
  const text = await page.locator("main").innerText();
  expect(text.match(/\p{Extended_Pictographic}/gu) ?? []).toEqual([]);
});

test("the toast's close button is a 44×44 px target", async ({ page }) => {
  await page.goto("/");
  await wakePage(page);
  await expect(page.getByTestId("toaster")).toHaveAttribute("data-ready", "true");
  await page.evaluate(() =>
    window.dispatchEvent(
      new CustomEvent("examprep:toast", { detail: { id: "t1", message: "Saved!", type: "success", duration: 20_000 } }),
    ),
  );
  const box = (await page.getByTestId("toast").getByRole("button", { name: "Dismiss notification" }).boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(MIN);
  expect(box.height).toBeGreaterThanOrEqual(MIN);
});
