import { expect, test, type APIRequestContext } from "@playwright/test";

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
