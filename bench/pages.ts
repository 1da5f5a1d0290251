// Bytes per route: a cold load of every page of docs/product-spec.md part 2 in Chromium (a fresh context
// each time, so nothing is cached), counting the bytes transferred (compressed) in total
// and for JavaScript, against an empty page of the same build (the framework floor).
import type { Browser } from "@playwright/test";
import { launchChromium } from "./browser";
import { kb, target, type BenchContext, type Section } from "./context";

type Load = { route: string; who: "visitor" | "student"; jsBytes: number; totalBytes: number; requests: number };

const PUBLIC_JS_BUDGET = 30 * 1024;
const QUIZ_TAKE_JS_BUDGET = 80 * 1024;
const PAGE_TOTAL_BUDGET = 400 * 1024;

async function coldLoad(browser: Browser, url: string, cookie: { name: string; value: string; url: string } | null): Promise<Omit<Load, "route" | "who">> {
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
        return { js: request.resourceType() === "script" || type.includes("javascript"), bytes: sizes.responseBodySize + sizes.responseHeadersSize };
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

export async function measurePages(ctx: BenchContext): Promise<Section> {
  const course = await ctx.db.course.findFirstOrThrow({ where: { slug: "waec-physics-mechanics-waves" }, select: { id: true } });
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

  const browser = await launchChromium(ctx);
  const loads: Load[] = [];
  let floor: Omit<Load, "route" | "who">;
  try {
    floor = await coldLoad(browser, `${ctx.baseUrl}/floor`, null);
    for (const route of publicRoutes) loads.push({ route, who: "visitor", ...(await coldLoad(browser, ctx.baseUrl + route, null)) });
    for (const route of studentRoutes) loads.push({ route, who: "student", ...(await coldLoad(browser, ctx.baseUrl + route, cookie)) });
  } finally {
    await browser.close();
  }

  const label = (l: Load) =>
    l.route
      .replace(course.id, "{id}")
      .replace(quiz.id, "{quizId}")
      .replace(/\?email=.*/, "");
  const isPublic = (l: Load) => l.who === "visitor" && ["/", "/courses", "/courses/{id}", "/quizzes"].includes(label(l));
  const targets = [
    ...loads.filter(isPublic).map((l) => target(`JS beyond the floor: ${label(l)}`, (l.jsBytes - floor.jsBytes) / 1024, "<=", PUBLIC_JS_BUDGET / 1024, "KB")),
    ...loads
      .filter((l) => label(l) === "/quiz/{quizId}/take")
      .map((l) => target("JS beyond the floor: quiz taking", (l.jsBytes - floor.jsBytes) / 1024, "<=", QUIZ_TAKE_JS_BUDGET / 1024, "KB")),
    target("Largest first load (total)", Math.max(...loads.map((l) => l.totalBytes)) / 1024, "<=", PAGE_TOTAL_BUDGET / 1024, "KB"),
  ];
  return {
    title: "Bytes per route (cold load, compressed)",
    table: [
      ["route", "as", "JS", "JS beyond floor", "total", "requests"],
      ["/floor (empty page)", "visitor", kb(floor.jsBytes), "—", kb(floor.totalBytes), floor.requests],
      ...loads.map((l) => [label(l), l.who, kb(l.jsBytes), kb(l.jsBytes - floor.jsBytes), kb(l.totalBytes), l.requests]),
    ],
    targets,
    data: { floor, loads: loads.map((l) => ({ ...l, route: label(l) })) },
    notes: [
      "The floor is an empty page of the same build inside the shared layout: framework runtime plus the header, theme toggle and toaster every page has.",
      "The public pages (/, /courses, a course, /quizzes) prefetch the framework's scripts after load and run them on the student's first tap (hydrate-on-intent); their JS is what that prefetch transferred. A chunk the framework only asks for while hydrating is not in it, which is why a public page can come out a little under the floor. With Save-Data, nothing is fetched until the tap.",
    ],
  };
}
