import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  createVerifiedStudent,
  FRAMEWORK_SCRIPT,
  holdRequests,
  hydrated,
  markWindow,
  marked,
  signInViaApi,
  wakePage,
} from "../support";

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
  // The skeleton is in the page for a later filter change (lib/web/page-enhancements.ts), hidden until then.
  expect(catalogue).not.toMatch(/data-loading="/);
});

// Students pay for data: a first visit fetches what the page needs and nothing for pages not asked for.
// At a phone's width and at a desktop's, where the header's links are showing too.
for (const width of [360, 1280]) {
  test(`a first visit prefetches no other page and paints no placeholder under real images (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const route of await publicPages(request)) {
      const fetched: string[] = [];
      page.on("request", (r) => fetched.push(new URL(r.url()).pathname + new URL(r.url()).search));
      await page.goto(route, { waitUntil: "load" });
      // Viewport prefetching happens after hydration, in idle time.
      await page.waitForTimeout(1500);
      page.removeAllListeners("request");
      expect(
        fetched.filter((u) => u.includes("_rsc=")),
        `${route} prefetched`,
      ).toEqual([]);
      // The seeded course has its own image; the gradient box behind it is the placeholder, not a second image.
      if (route.startsWith("/courses/"))
        expect(
          fetched.filter((u) => u.startsWith("/thumbnails/placeholder")),
          `${route} fetched the placeholder`,
        ).toEqual([]);
    }
  });
}

// Public pages hydrate on intent (runtime/hydrate-on-intent.ts):
// after the load event they fetch its scripts into the cache without running them, and the first
// tap or key that is not following a link runs them. Other pages (sign-in's form needs its scripts
// at once) fetch and run them with the document as Next.js does.
type Timing = { loadEventStart: number; scripts: { name: string; startTime: number; initiatorType: string }[] };
const scriptTiming = (): Timing => {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    // Runs in the page, so FRAMEWORK_SCRIPT is spelled out here.
    .filter((e) => /\/_next\/static\/.+\.js$/.test(e.name))
    .map((e) => ({ name: new URL(e.name).pathname, startTime: e.startTime, initiatorType: e.initiatorType }));
  return { loadEventStart: navigation!.loadEventStart, scripts };
};
const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));

// The rewrite itself, on this build's HTML as the server sends it: Next.js's async chunks made
// inert, the loader once before the first of them, carrying the page's nonce.
test("hydrate-on-intent: a public page's HTML comes with its scripts inert and the loader; another page's as Next.js wrote it", async ({
  request,
}) => {
  const loader = /<script nonce="([^"]+)">\(function hydrateOnIntent\(d, w\) \{/g;
  for (const route of await publicPages(request)) {
    const res = await request.get(route, { headers: { "accept-encoding": "br" } });
    expect(res.status(), route).toBe(200);
    const html = await res.text();
    expect(
      html.match(/<script data-hydrate-on-intent-src="\/_next\/static\/[^"]+" async=""/g)?.length ?? 0,
      `${route} inert scripts`,
    ).toBeGreaterThan(3);
    expect(html, `${route} kept a framework script live`).not.toMatch(/<script src="\/_next\/static\/[^"]+" async=""/);
    expect(html, `${route} kept a framework preload live`).not.toMatch(
      /<link rel="preload" as="script"[^>]* href="\/_next\/static\//,
    );
    const loaders = [...html.matchAll(loader)];
    expect(loaders.length, `${route} loaders`).toBe(1);
    expect(res.headers()["content-security-policy"], route).toContain(`'nonce-${loaders[0]![1]}'`);
    expect(html.indexOf(loaders[0]![0]), `${route} loader before the first inert script`).toBeLessThan(
      html.indexOf("data-hydrate-on-intent-src"),
    );
  }
  const signin = await (await request.get("/signin")).text();
  expect(signin).not.toContain("hydrateOnIntent");
  expect(signin).not.toContain("data-hydrate-on-intent-src");
  expect(signin).toMatch(/<script src="\/_next\/static\/[^"]+" async=""/);
});

test("hydrate-on-intent: public pages run no framework script until the student acts, and have them ready after load", async ({
  page,
  request,
}) => {
  for (const route of await publicPages(request)) {
    await page.goto(route, { waitUntil: "load" });
    // Long past the moment the loader used to start them (a frame after load).
    await page.waitForTimeout(1500);
    const { loadEventStart, scripts } = await page.evaluate(scriptTiming);
    expect(await isHydrated(page), `${route} ran its scripts with nobody acting on it`).toBe(false);
    expect(
      scripts.filter((s) => s.initiatorType !== "link"),
      `${route} fetched scripts to run them`,
    ).toEqual([]);
    // Prefetched into the cache, after the page had loaded.
    expect(scripts.length, `${route} prefetched no scripts`).toBeGreaterThan(3);
    expect(
      scripts.filter((s) => s.startTime < loadEventStart),
      `${route} fetched scripts before its load event at ${loadEventStart.toFixed(0)} ms`,
    ).toEqual([]);
    await wakePage(page);
  }
  // Alive: the menu's link navigates client-side (a mark on the window survives), and the menu closes after it.
  await page.goto("/courses");
  await page.locator("h1").tap();
  await hydrated(page);
  await markWindow(page);
  await page.getByTestId("mobile-menu-button").click();
  await page.getByTestId("mobile-menu").getByRole("link", { name: "Quizzes", exact: true }).click();
  await expect(page).toHaveURL(/\/quizzes$/);
  expect(await marked(page)).toBe(true);
  await expect(page.getByTestId("mobile-menu")).toBeHidden();
});

for (const connection of [
  { saveData: true, effectiveType: "4g" },
  { saveData: false, effectiveType: "2g" },
]) {
  test(`hydrate-on-intent: a student on ${connection.saveData ? "Save-Data" : "2G"} gets no scripts fetched in advance`, async ({
    page,
    request,
  }) => {
    await page.addInitScript((value) => Object.defineProperty(navigator, "connection", { value }), connection);
    const [route] = await publicPages(request);
    await page.goto(route!, { waitUntil: "load" });
    await page.waitForTimeout(1500);
    expect((await page.evaluate(scriptTiming)).scripts).toEqual([]);
    await wakePage(page);
  });
}

test("hydrate-on-intent: a student who may enrol finds the course page hydrated at load, without a tap", async ({
  page,
  request,
}) => {
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  const course = (await publicPages(request))[2]!;
  await page.goto(course);
  await hydrated(page);
  const { loadEventStart, scripts } = await page.evaluate(scriptTiming);
  expect(scripts.filter((s) => s.initiatorType === "script").length).toBeGreaterThan(3);
  expect(scripts.filter((s) => s.startTime < loadEventStart)).toEqual([]);
});

test("hydrate-on-intent: typing in the search box does not hydrate the page (the search loads a page anyway)", async ({
  page,
}) => {
  await page.goto("/courses", { waitUntil: "load" });
  await page.getByRole("searchbox").first().focus();
  await page.keyboard.type("Physics");
  await page.waitForTimeout(1000);
  expect(await isHydrated(page)).toBe(false);
  expect((await page.evaluate(scriptTiming)).scripts.filter((s) => s.initiatorType !== "link")).toEqual([]);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/courses\?.*search=Physics/);
});

test("hydrate-on-intent: without a tap, a link on a public page loads its page as a plain link does", async ({
  page,
}) => {
  await page.goto("/courses?search=JAMB%20Use%20of%20English", { waitUntil: "load" });
  await markWindow(page);
  await page.getByTestId("course-card").first().getByRole("link", { name: "Details" }).tap();
  await expect(page).toHaveURL(/\/courses\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("JAMB Use of English");
  expect(await marked(page)).toBe(false);
});

test.describe(() => {
  // The service worker the first page installs could take the page over and answer the held
  // scripts itself, past the hold.
  test.use({ serviceWorkers: "block" });

  test("hydrate-on-intent: a menu opened before the page has hydrated stays open when it hydrates", async ({
    page,
  }) => {
    const release = await holdRequests(page, FRAMEWORK_SCRIPT);
    await page.goto("/courses");
    await page.getByTestId("mobile-menu-button").tap();
    await expect(page.getByTestId("mobile-menu")).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");
    release();
    await hydrated(page);
    await expect(page.getByTestId("mobile-menu")).toBeVisible();
  });

  // Three pages in the history, so a second Back would show: it would leave /courses for /quizzes.
  async function openMissingCourse(page: Page) {
    await page.goto("/quizzes");
    await page.goto("/courses");
    const release = await holdRequests(page, FRAMEWORK_SCRIPT);
    await page.goto("/courses/no-such-course", { waitUntil: "load" });
    return { release, goBack: page.getByTestId("course-not-found").getByRole("button", { name: "Go Back" }) };
  }

  test("hydrate-on-intent: a button tapped before the page has hydrated waits for it, then does its job once", async ({
    page,
  }) => {
    const { release, goBack } = await openMissingCourse(page);
    await goBack.tap();
    await expect(goBack).toHaveAttribute("aria-busy", "true");
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/courses\/no-such-course$/);
    release();
    await expect(page).toHaveURL(/\/courses$/);
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(/\/courses$/);
  });

  test("hydrate-on-intent: Enter on a focused button is held the same way", async ({ page }) => {
    const { release, goBack } = await openMissingCourse(page);
    await goBack.focus();
    await page.keyboard.press("Enter");
    await expect(goBack).toHaveAttribute("aria-busy", "true");
    release();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test("hydrate-on-intent: a tap held for scripts that never come is dropped, and the button freed", async ({
    page,
  }) => {
    const { goBack } = await openMissingCourse(page);
    await goBack.tap();
    await expect(goBack).toHaveAttribute("aria-busy", "true");
    await expect(goBack).not.toHaveAttribute("aria-busy", "true", { timeout: 10_000 });
    await expect(page).toHaveURL(/\/courses\/no-such-course$/);
  });
});

test("hydrate-on-intent: another page fetches its scripts with the document", async ({ page }) => {
  await page.goto("/signin");
  await hydrated(page);
  const { loadEventStart, scripts } = await page.evaluate(scriptTiming);
  expect(scripts.filter((s) => s.startTime < loadEventStart).length).toBeGreaterThan(3);
});

test("hydrate-on-intent: a tap before the load event hydrates at once, unless it is on a link", async ({ page }) => {
  // Holds the course images back so the load event waits for them while the student taps.
  const release = await holdRequests(page, "**/thumbnails/**");
  await page.goto("/courses", { waitUntil: "domcontentloaded" });
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
  expect((await page.evaluate(scriptTiming)).scripts, "scripts fetched before the load event and any touch").toEqual(
    [],
  );
  // A tap on a link would load that link's page instead: it must not start them.
  await page.getByTestId("course-card").first().getByRole("link", { name: "Details" }).dispatchEvent("pointerup");
  await page.waitForTimeout(300);
  expect((await page.evaluate(scriptTiming)).scripts).toEqual([]);
  await page.locator("h1").tap();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 3000 });
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
  release();
});
