import { expect, test, type APIRequestContext } from "@playwright/test";
import { holdRequests, hydrated, markWindow, marked } from "../support";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

// What a student's phone fetches and paints on the first visit to a public page (issue 8).
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const courses = await (await request.get("/api/courses?search=JAMB%20Use%20of%20English")).json();
  return ["/", "/courses", `/courses/${courses.courses[0].id as string}`, "/quizzes"];
}

// React streams content that is not ready with the shell behind a fallback ("<!--$?-->") and reveals it
// at least 300 ms after the fallback has painted: the catalogue's cards once came that way.
test("public pages arrive with their content, not a loading placeholder", async ({ request }) => {
  for (const route of await publicPages(request)) {
    const html = await (await request.get(route)).text();
    expect(html, `${route} streams a Suspense fallback`).not.toContain("<!--$?-->");
  }
  const catalogue = await (await request.get("/courses")).text();
  expect(catalogue).toContain('data-testid="course-grid"');
  expect(catalogue).not.toContain("Loading courses");
});

// Students pay for data: a first visit fetches what the page needs and nothing for pages not asked for.
// At a phone's width and at a desktop's, where the header's links are showing too.
for (const width of [360, 1280]) {
  test(`a first visit prefetches no other page and paints no placeholder under real images (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const route of await publicPages(request)) {
      const fetched: string[] = [];
      page.on("request", (r) => fetched.push(new URL(r.url()).pathname + new URL(r.url()).search));
      await page.goto(route, { waitUntil: "load" });
      // Viewport prefetching happens after hydration, in idle time.
      await page.waitForTimeout(1500);
      page.removeAllListeners("request");
      expect(fetched.filter((u) => u.includes("_rsc=")), `${route} prefetched`).toEqual([]);
      // The seeded course has its own image; the gradient box behind it is the placeholder, not a second image.
      if (route.startsWith("/courses/")) expect(fetched.filter((u) => u.startsWith("/thumbnails/placeholder")), `${route} fetched the placeholder`).toEqual([]);
    }
  });
}

// Public pages paint before the framework: its scripts are fetched after the load event
// (scripts/scripts-after-load.mjs), and the page still becomes live. Other pages (sign-in's
// form needs its scripts at once) fetch them with the document as Next.js does.
type Timing = { loadEventStart: number; scripts: { name: string; startTime: number }[] };
const scriptTiming = (): Timing => {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    .filter((e) => /\/_next\/static\/.+\.js$/.test(e.name))
    .map((e) => ({ name: new URL(e.name).pathname, startTime: e.startTime }));
  return { loadEventStart: navigation!.loadEventStart, scripts };
};

test("public pages fetch the framework's scripts only after they have loaded, then come alive", async ({ page, request }) => {
  for (const route of await publicPages(request)) {
    await page.goto(route);
    await expect(page.locator("html"), `${route} never hydrated`).toHaveAttribute("data-hydrated", "");
    const { loadEventStart, scripts } = await page.evaluate(scriptTiming);
    expect(scripts.length, `${route} fetched no scripts`).toBeGreaterThan(3);
    const early = scripts.filter((s) => s.startTime < loadEventStart);
    expect(early, `${route} fetched scripts before its load event at ${loadEventStart.toFixed(0)} ms`).toEqual([]);
  }
  // Alive: the menu's link navigates client-side (a mark on the window survives), and the menu closes after it.
  await page.goto("/courses");
  await hydrated(page);
  await markWindow(page);
  await page.getByTestId("mobile-menu-button").click();
  await page.getByTestId("mobile-menu").getByRole("link", { name: "Quizzes", exact: true }).click();
  await expect(page).toHaveURL(/\/quizzes$/);
  expect(await marked(page)).toBe(true);
  await expect(page.getByTestId("mobile-menu")).toBeHidden();
});

test("a menu opened before the page is live stays open when it becomes live", async ({ page }) => {
  const release = await holdRequests(page, /\/_next\/static\/.+\.js$/);
  await page.goto("/courses");
  await page.getByTestId("mobile-menu-button").tap();
  await expect(page.getByTestId("mobile-menu")).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");
  release();
  await hydrated(page);
  await expect(page.getByTestId("mobile-menu")).toBeVisible();
});

test("another page fetches its scripts with the document", async ({ page }) => {
  await page.goto("/signin");
  await hydrated(page);
  const { loadEventStart, scripts } = await page.evaluate(scriptTiming);
  expect(scripts.filter((s) => s.startTime < loadEventStart).length).toBeGreaterThan(3);
});

test("a tap before the load event starts the scripts at once, unless it is on a link", async ({ page }) => {
  // Holds the course images back so the load event waits for them while the student taps.
  const release = await holdRequests(page, "**/thumbnails/**");
  await page.goto("/courses", { waitUntil: "domcontentloaded" });
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
  expect((await page.evaluate(scriptTiming)).scripts, "scripts fetched before the load event and any touch").toEqual([]);
  // A tap on a link would load that link's page instead: it must not start them.
  await page.getByTestId("course-card").first().getByRole("link", { name: "Details" }).dispatchEvent("pointerup");
  await page.waitForTimeout(300);
  expect((await page.evaluate(scriptTiming)).scripts).toEqual([]);
  await page.locator("h1").tap();
  // Well before the loader's 5 s deadline.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 3000 });
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
  release();
});
