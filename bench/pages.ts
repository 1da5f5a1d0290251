// Bytes per route: a cold load of every page of docs/product-spec.md part 2 in Chromium (a fresh context
// each time, so nothing is cached; the server has served each page once before), counting the bytes transferred (compressed) in total
// and for JavaScript, against an empty page of the same build (the framework floor).
// Then the sitting page (a bench student's open UTME sitting): its first visit's bytes, with the
// paper (in the document, and anything it fetches), and on slow 3G (400 kbps, 400 ms) how long
// until the first question shows.
import type { Browser } from "@playwright/test";
import { launchChromium, SITTING_LABEL, SITTING_SUBJECTS, startBenchSitting, type BenchSitting } from "./browser";
import { kb, ms, percentile, target, type BenchContext, type Section } from "./context";

type Load = { route: string; who: "visitor" | "student"; jsBytes: number; totalBytes: number; requests: number };

const PUBLIC_JS_BUDGET = 30 * 1024;
const QUIZ_TAKE_JS_BUDGET = 80 * 1024;
const PAGE_TOTAL_BUDGET = 400 * 1024;
/** The sitting's first visit, everything included (the first subject's questions among it). */
const SITTING_FIRST_VISIT_BUDGET = 120 * 1024;
const SITTING_SLOW_3G_TARGET_MS = 4_000;
/** Slow 3G as the issue names it: 400 kbps each way, 400 ms added to each request (DevTools' model). */
const SLOW_3G = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
const SLOW_3G_RUNS = 3;

/** In the page before its scripts: when the question's words were first painted (ms since navigation). */
const WATCH_QUESTION = `(() => {
  const check = () => {
    if (!document.querySelector('[data-testid="question-text"]')) return false;
    requestAnimationFrame(() => setTimeout(() => { window.__questionAt ??= performance.now(); }));
    return true;
  };
  new MutationObserver((_, observer) => { if (check()) observer.disconnect(); }).observe(document, { childList: true, subtree: true });
})()`;

type SittingVisit = {
  totalBytes: number;
  jsBytes: number;
  documentBytes: number;
  paperBytes: number;
  requests: number;
};
type Slow3gVisit = { questionMs: number; bytesByThen: number; totalBytes: number };

async function coldLoad(
  browser: Browser,
  url: string,
  cookie: { name: string; value: string; url: string } | null,
): Promise<Omit<Load, "route" | "who">> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  if (cookie) await context.addCookies([cookie]);
  const page = await context.newPage();
  const seen: Promise<{ js: boolean; bytes: number }>[] = [];
  page.on("requestfinished", (request) => {
    seen.push(
      request.sizes().then(async (sizes) => {
        const response = await request.response();
        const type = response?.headers()["content-type"] ?? "";
        // Video is excluded from the page budget (it streams on demand).
        if (type.startsWith("video/") || request.resourceType() === "media") return { js: false, bytes: 0 };
        return {
          js: request.resourceType() === "script" || type.includes("javascript"),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        };
      }),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(300);
  const sizes = await Promise.all(seen);
  await context.close();
  return {
    jsBytes: sizes.filter((s) => s.js).reduce((t, s) => t + s.bytes, 0),
    totalBytes: sizes.reduce((t, s) => t + s.bytes, 0),
    requests: sizes.length,
  };
}

/** The sitting page, cold, with the student's session, until the network is idle: what a first visit costs. */
async function sittingFirstVisit(browser: Browser, ctx: BenchContext, sitting: BenchSitting): Promise<SittingVisit> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
  });
  await context.addCookies([{ name: "examprep_session", value: sitting.token, url: ctx.baseUrl }]);
  try {
    const page = await context.newPage();
    const seen: Promise<{ js: boolean; document: boolean; paper: boolean; bytes: number }>[] = [];
    page.on("requestfinished", (request) => {
      seen.push(
        request.sizes().then((sizes) => ({
          js: request.resourceType() === "script",
          document: request.resourceType() === "document",
          paper:
            new URL(request.url()).pathname === `/api/sittings/${encodeURIComponent(sitting.sittingId)}` &&
            request.method() === "GET",
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        })),
      );
    });
    await page.goto(ctx.baseUrl + sitting.path, { waitUntil: "networkidle" });
    await page.getByTestId("question-text").waitFor({ state: "visible", timeout: 30_000 });
    await page.waitForTimeout(500);
    const sizes = await Promise.all(seen);
    const sum = (f: (s: (typeof sizes)[number]) => boolean) => sizes.filter(f).reduce((t, s) => t + s.bytes, 0);
    return {
      totalBytes: sum(() => true),
      jsBytes: sum((s) => s.js),
      documentBytes: sum((s) => s.document),
      paperBytes: sum((s) => s.paper),
      requests: sizes.length,
    };
  } finally {
    await context.close();
  }
}

type FromStart = { paperPageBytes: number; afterStartBytes: number; startAnswerBytes: number; documentBytes: number };

/**
 * The sitting as a candidate reaches it: the paper's page (cold), the subjects ticked, then Start.
 * What tapping Start costs until the first question shows and the network is idle, with the
 * browser's cache as the paper's page left it (its framework scripts are the sitting's too).
 */
async function sittingFromStart(browser: Browser, ctx: BenchContext): Promise<FromStart> {
  const [student] = await ctx.students(1, "pages-from-start");
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
  });
  await context.addCookies([{ name: "examprep_session", value: student!.token, url: ctx.baseUrl }]);
  try {
    const page = await context.newPage();
    let tapped = false;
    const afterTap = new WeakSet<object>();
    page.on("request", (request) => {
      if (tapped) afterTap.add(request);
    });
    const seen: Promise<{ afterTap: boolean; start: boolean; document: boolean; bytes: number }>[] = [];
    page.on("requestfinished", (request) => {
      seen.push(
        request.sizes().then((sizes) => ({
          afterTap: afterTap.has(request),
          start: request.method() === "POST" && new URL(request.url()).pathname === "/api/papers/utme/sittings",
          document: request.resourceType() === "document",
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        })),
      );
    });
    await page.goto(`${ctx.baseUrl}/exams/utme`, { waitUntil: "networkidle" });
    for (const subject of SITTING_SUBJECTS.filter((name) => name !== "English"))
      await page.getByRole("checkbox", { name: new RegExp(`^${subject}`) }).tap();
    tapped = true;
    await page.getByRole("button", { name: "Start", exact: true }).tap();
    await page.waitForURL(/\/exams\/sittings\//, { timeout: 30_000 });
    await page.getByTestId("question-text").waitFor({ state: "visible", timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    const sizes = await Promise.all(seen);
    const sum = (f: (s: (typeof sizes)[number]) => boolean) => sizes.filter(f).reduce((t, s) => t + s.bytes, 0);
    return {
      paperPageBytes: sum((s) => !s.afterTap),
      afterStartBytes: sum((s) => s.afterTap),
      startAnswerBytes: sum((s) => s.afterTap && s.start),
      documentBytes: sum((s) => s.afterTap && s.document),
    };
  } finally {
    await context.close();
  }
}

/** The sitting page, cold, on slow 3G: ms from navigation to the first question painted, and the bytes that had arrived by then. */
async function sittingOnSlow3g(browser: Browser, ctx: BenchContext, sitting: BenchSitting): Promise<Slow3gVisit> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
  });
  await context.addCookies([{ name: "examprep_session", value: sitting.token, url: ctx.baseUrl }]);
  await context.addInitScript(WATCH_QUESTION);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_3G);
    const finished: { at: number; bytes: number }[] = [];
    page.on("requestfinished", (request) => {
      const at = Date.now();
      void request
        .sizes()
        .then((sizes) => finished.push({ at, bytes: sizes.responseBodySize + sizes.responseHeadersSize }));
    });
    const started = Date.now();
    await page.goto(ctx.baseUrl + sitting.path, { waitUntil: "commit", timeout: 60_000 });
    await page.waitForFunction(
      () => (window as unknown as { __questionAt?: number }).__questionAt !== undefined,
      undefined,
      { timeout: 60_000 },
    );
    const questionMs = (await page.evaluate(
      () => (window as unknown as { __questionAt: number }).__questionAt,
    )) as number;
    const shownAt = Date.now();
    await page.waitForLoadState("networkidle", { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
    return {
      questionMs,
      bytesByThen: finished.filter((f) => f.at <= shownAt && f.at >= started).reduce((t, f) => t + f.bytes, 0),
      totalBytes: finished.reduce((t, f) => t + f.bytes, 0),
    };
  } finally {
    await context.close();
  }
}

export async function measurePages(ctx: BenchContext): Promise<Section> {
  const course = await ctx.db.course.findFirstOrThrow({
    where: { slug: "waec-physics-mechanics-waves" },
    select: { id: true },
  });
  const quiz = await ctx.db.quiz.findFirstOrThrow({ where: { slug: "commerce-trade" }, select: { id: true } });
  const [student] = await ctx.students(1, "pages");
  await ctx.db.enrollment.create({ data: { studentId: student!.id, courseId: course.id } });
  const cookie = { name: "examprep_session", value: student!.token, url: ctx.baseUrl };

  const publicRoutes = [
    "/",
    "/courses",
    `/courses/${course.id}`,
    "/quizzes",
    "/signin",
    "/signup",
    "/forgot-password",
    "/reset-password",
    "/check-email?email=a%40b.ng",
  ];
  const studentRoutes = [
    "/",
    "/courses",
    `/courses/${course.id}`,
    "/quizzes",
    "/profile",
    "/dashboard",
    "/settings",
    `/course-content?courseId=${course.id}`,
    `/quiz/${quiz.id}/take`,
    `/quiz/${quiz.id}/attempts`,
  ];

  const sitting = await startBenchSitting(ctx, "pages-sitting");

  const browser = await launchChromium(ctx);
  const loads: Load[] = [];
  let floor: Omit<Load, "route" | "who">;
  let firstVisit: SittingVisit;
  let fromStart: FromStart;
  const slow: Slow3gVisit[] = [];
  try {
    // Each page once first, so the measured visits are a new phone's on a server that has served
    // the build before (as every visit but a process's very first is): its assets are kept
    // compressed by then (runtime/front-cache.ts).
    for (const route of ["/floor", ...publicRoutes]) await coldLoad(browser, ctx.baseUrl + route, null);
    for (const route of studentRoutes) await coldLoad(browser, ctx.baseUrl + route, cookie);
    await sittingFirstVisit(browser, ctx, sitting);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    floor = await coldLoad(browser, `${ctx.baseUrl}/floor`, null);
    for (const route of publicRoutes)
      loads.push({ route, who: "visitor", ...(await coldLoad(browser, ctx.baseUrl + route, null)) });
    for (const route of studentRoutes)
      loads.push({ route, who: "student", ...(await coldLoad(browser, ctx.baseUrl + route, cookie)) });
    firstVisit = await sittingFirstVisit(browser, ctx, sitting);
    for (let i = 0; i < SLOW_3G_RUNS; i++) slow.push(await sittingOnSlow3g(browser, ctx, sitting));
    fromStart = await sittingFromStart(browser, ctx);
    ctx.log(
      `pages: sitting first visit ${kb(firstVisit.totalBytes)}; slow 3G question at ${slow.map((v) => ms(v.questionMs)).join(", ")}`,
    );
  } finally {
    await browser.close();
  }

  const label = (l: Load) =>
    l.route
      .replace(course.id, "{id}")
      .replace(quiz.id, "{quizId}")
      .replace(/\?email=.*/, "");
  const isPublic = (l: Load) =>
    l.who === "visitor" && ["/", "/courses", "/courses/{id}", "/quizzes"].includes(label(l));
  const targets = [
    ...loads
      .filter(isPublic)
      .map((l) =>
        target(
          `JS beyond the floor: ${label(l)}`,
          (l.jsBytes - floor.jsBytes) / 1024,
          "<=",
          PUBLIC_JS_BUDGET / 1024,
          "KB",
        ),
      ),
    ...loads
      .filter((l) => label(l) === "/quiz/{quizId}/take")
      .map((l) =>
        target(
          "JS beyond the floor: quiz taking",
          (l.jsBytes - floor.jsBytes) / 1024,
          "<=",
          QUIZ_TAKE_JS_BUDGET / 1024,
          "KB",
        ),
      ),
    target(
      "Largest first load (total)",
      Math.max(...loads.map((l) => l.totalBytes)) / 1024,
      "<=",
      PAGE_TOTAL_BUDGET / 1024,
      "KB",
    ),
    target(
      `First visit to the ${SITTING_LABEL} page, everything included`,
      firstVisit.totalBytes / 1024,
      "<=",
      SITTING_FIRST_VISIT_BUDGET / 1024,
      "KB",
    ),
    target(
      `${SITTING_LABEL}: first question painted on slow 3G (400 kbps, 400 ms), median of ${SLOW_3G_RUNS}`,
      percentile(
        slow.map((v) => v.questionMs),
        50,
      ),
      "<=",
      SITTING_SLOW_3G_TARGET_MS,
      "ms",
    ),
  ];
  return {
    title: "Bytes per route (cold load, compressed)",
    table: [
      ["route", "as", "JS", "JS beyond floor", "total", "requests"],
      ["/floor (empty page)", "visitor", kb(floor.jsBytes), "—", kb(floor.totalBytes), floor.requests],
      ...loads.map((l) => [
        label(l),
        l.who,
        kb(l.jsBytes),
        kb(l.jsBytes - floor.jsBytes),
        kb(l.totalBytes),
        l.requests,
      ]),
      [
        SITTING_LABEL,
        "student",
        kb(firstVisit.jsBytes),
        kb(firstVisit.jsBytes - floor.jsBytes),
        kb(firstVisit.totalBytes),
        firstVisit.requests,
      ],
    ],
    targets,
    data: {
      floor,
      loads: loads.map((l) => ({ ...l, route: label(l) })),
      sitting: { firstVisit, slow3g: slow, firstSubjectQuestions: sitting.firstQuestions, fromStart },
    },
    notes: [
      "The floor is an empty page of the same build inside the shared layout: framework runtime plus the header, theme toggle and toaster every page has.",
      `${SITTING_LABEL}: a bench student's open UTME sitting (English, Mathematics, Physics, Chemistry), opened cold at 360 × 740 with the service worker blocked, until the network is idle: document, JS, CSS, fonts and the paper's data (the document ${kb(firstVisit.documentBytes)}, which carries the open sitting; ${kb(firstVisit.paperBytes)} from GET /api/sittings/{id}; the first subject is ${sitting.firstQuestions} questions). On slow 3G (DevTools throttling: 400 kbps each way, 400 ms added to each request; CPU not slowed), the first question painted at ${slow.map((v) => ms(v.questionMs)).join(", ")} after navigation, with ${slow.map((v) => kb(v.bytesByThen)).join(", ")} arrived by then (${slow.map((v) => kb(v.totalBytes)).join(", ")} in all).`,
      `${SITTING_LABEL} as a candidate reaches it (informational): the paper's page /exams/utme opened cold (${kb(fromStart.paperPageBytes)}), the four subjects ticked, then Start: until the first question shows and the network is idle, ${kb(fromStart.afterStartBytes)} more (the start's answer, which carries the whole paper, ${kb(fromStart.startAnswerBytes)}; the sitting's document ${kb(fromStart.documentBytes)}). The framework's scripts came with the paper's page, as they come with any page of the app before it.`,
      "The public pages (/, /courses, a course, /quizzes) prefetch the framework's scripts after load and run them on the student's first tap (hydrate-on-intent); their JS is what that prefetch transferred. A chunk the framework only asks for while hydrating is not in it, which is why a public page can come out a little under the floor. With Save-Data, nothing is fetched until the tap.",
    ],
  };
}
