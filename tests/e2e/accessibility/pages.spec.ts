import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { DEMO_EDITOR_PASSWORD, DEMO_STUDENT, DEMO_TUTOR_PASSWORD } from "../../../prisma/seed";
import { DEMO_EDITOR, DEMO_TUTOR_EMAIL } from "../../../prisma/seed-data/tutors";
import { clientAddress, createVerifiedStudent, sameOrigin } from "../support";

// WCAG 2.2 AA on every page of the app, at 360 px, in both themes. Each page opens in the dark
// theme (lib/ui/theme.ts: with nothing saved and a dark system preference), is checked, then
// switched to the light theme as the theme toggle switches it and checked again. axe fails a page
// on any serious or critical violation; beside it, each page has exactly one h1 and its headings
// skip no level. One browser context per account, signed in once per worker.

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
type Theme = "dark" | "light";
type Account = "visitor" | "student" | "demoStudent" | "tutor" | "editor";

/**
 * A page to check: what it must show first (a test id for the client-rendered screens, else an
 * h1), and optionally what to do on it before the check (open a dialog, a panel), named in `state`.
 */
type Visit = { path: string; ready?: string; status?: number; state?: string; act?: (page: Page) => Promise<void> };

const stateByAccount = new Map<Account, Promise<Awaited<ReturnType<BrowserContext["storageState"]>>>>();

async function signIn(context: BrowserContext, account: Exclude<Account, "visitor" | "student">) {
  const [url, data] =
    account === "demoStudent"
      ? ["/api/students/signin", { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password }]
      : account === "tutor"
        ? ["/api/auth/tutor/login", { email: DEMO_TUTOR_EMAIL, password: DEMO_TUTOR_PASSWORD }]
        : ["/api/auth/tutor/login", { email: DEMO_EDITOR.email, password: DEMO_EDITOR_PASSWORD }];
  const res = await context.request.post(url, { headers: { ...clientAddress(), ...sameOrigin }, data });
  expect(res.status(), await res.text()).toBe(200);
}

/** A signed-in storage state per account, made once per worker. "student" is a fresh student of this worker. */
function storageState(browser: Browser, account: Account) {
  if (account === "visitor") return Promise.resolve(undefined);
  let state = stateByAccount.get(account);
  if (!state) {
    state = (async () => {
      const context = await browser.newContext();
      try {
        if (account === "student") {
          const page = await context.newPage();
          const { email, password } = await createVerifiedStudent(page);
          const res = await context.request.post("/api/students/signin", {
            headers: { ...clientAddress(), ...sameOrigin },
            data: { email, password },
          });
          expect(res.status()).toBe(200);
        } else await signIn(context, account);
        return await context.storageState();
      } finally {
        await context.close();
      }
    })();
    stateByAccount.set(account, state);
  }
  return state;
}

// axe is in every page of a checking context from its first script on, parsed once per page:
// the builder then has nothing to inject (its `axeSource`) and runs axe in the page itself
// (legacy mode) instead of opening a blank page to merge the frames' results. The pages have no
// cross-origin frames, the one thing legacy mode leaves out.
const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const IN_PAGE = ";";

async function checkingContext(browser: Browser, account: Account) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    colorScheme: "dark",
    storageState: await storageState(browser, account),
  });
  await context.addInitScript({ path: axeSource });
  return context;
}

/** The page's headings in order: exactly one h1, and no level skipped on the way down. */
function headingProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = (el: Element) => el.checkVisibility() && !el.closest("[hidden], [aria-hidden=true], [inert]");
    const headings = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading]")].filter(shown);
    const levelOf = (el: Element) =>
      el.getAttribute("role") === "heading" ? Number(el.getAttribute("aria-level") ?? 2) : Number(el.tagName[1]);
    const ones = headings.filter((h) => levelOf(h) === 1);
    if (ones.length !== 1)
      problems.push(
        `${ones.length} h1 (${ones.map((h) => JSON.stringify(h.textContent?.trim().slice(0, 40))).join(", ")})`,
      );
    let previous = 0;
    for (const h of headings) {
      const level = levelOf(h);
      if (level > previous + 1) problems.push(`h${level} "${h.textContent?.trim().slice(0, 40)}" after h${previous}`);
      previous = level;
    }
    return problems;
  });
}

/**
 * Switches the open page to the light theme as the theme toggle does (lib/ui/theme.ts: the class
 * and data-theme on <html>), without saving it, so the next page opens dark again. Transitions
 * are stopped first: axe must read each colour as it ends, not on its way.
 */
async function switchToLight(page: Page) {
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
  await page.evaluate(() => {
    document.documentElement.classList.remove("dark");
    document.documentElement.dataset.theme = "light";
  });
  await expect(page.locator("html")).toHaveClass(/^(?!.*\bdark\b)/);
}

/** What axe and the headings check find wrong with the page as it is shown now. */
async function audit(page: Page, where: string, theme: Theme) {
  const problems: string[] = [];
  // Only the violations are read: axe then keeps one node of every other result, not them all.
  const results = await new AxeBuilder({ page, axeSource: IN_PAGE })
    .withTags(TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze();
  for (const v of results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
    const nodes = v.nodes
      .slice(0, 6)
      .map(
        (n) =>
          `      ${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1, 2).join("").trim().slice(0, 160)}`,
      )
      .join("\n");
    problems.push(`${where} [${theme}] ${v.id} (${v.impact}, ${v.nodes.length}): ${v.help}\n${nodes}`);
  }
  for (const p of await headingProblems(page)) problems.push(`${where} [${theme}] headings: ${p}`);
  return problems;
}

/** Visits each page, checks it in both themes and returns what is wrong with it, page by page. */
async function check(page: Page, visits: Visit[]) {
  const problems: string[] = [];
  for (const visit of visits) {
    const response = await page.goto(visit.path);
    expect(response?.status(), visit.path).toBe(visit.status ?? 200);
    if (visit.ready) await expect(page.getByTestId(visit.ready).first()).toBeVisible();
    else await expect(page.locator("h1").first()).toBeAttached();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    if (visit.act) await visit.act(page);
    const where = visit.state ? `${visit.path} (${visit.state})` : visit.path;
    problems.push(...(await audit(page, where, "dark")));
    await switchToLight(page);
    problems.push(...(await audit(page, where, "light")));
  }
  return problems;
}

/** The first link on a page whose address matches, as a path. */
async function linkOn(page: Page, path: string, pattern: RegExp) {
  await page.goto(path);
  const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `a link matching ${pattern} on ${path}`).toBeTruthy();
  return href!;
}

async function run(browser: Browser, account: Account, visits: (page: Page) => Promise<Visit[]>) {
  const context = await checkingContext(browser, account);
  try {
    const page = await context.newPage();
    // Going on from an open timed paper, the browser asks first (beforeunload): the candidate confirms.
    page.on("dialog", (dialog) => void (dialog.type() === "beforeunload" ? dialog.accept() : dialog.dismiss()));
    const problems = await check(page, await visits(page));
    expect(problems, `\n${problems.join("\n")}\n`).toEqual([]);
  } finally {
    await context.close();
  }
}

const courseId = async (page: Page) =>
  (
    (await (await page.request.get("/api/courses?search=JAMB%20Use%20of%20English")).json()).courses[0] as {
      id: string;
    }
  ).id;

test.describe("WCAG 2.2 AA in both themes at 360 px", () => {
  test("public pages, sign-in and sign-up, error pages", async ({ browser }) => {
    test.setTimeout(180_000);
    await run(browser, "visitor", async (page) => {
      const course = await courseId(page);
      const preview = await linkOn(page, `/courses/${course}`, /\/preview\//);
      return [
        { path: "/" },
        { path: "/courses" },
        { path: `/courses/${course}` },
        { path: preview },
        { path: "/quizzes" },
        { path: "/exams" },
        { path: "/exams/utme" },
        { path: "/signin" },
        { path: "/signup" },
        { path: "/forgot-password" },
        { path: "/reset-password" },
        { path: "/check-email" },
        { path: "/help" },
        { path: "/privacy" },
        { path: "/terms" },
        { path: "/offline" },
        { path: "/schools" },
        { path: "/g/not-a-real-token", status: 404 },
        { path: "/no-such-page", status: 404 },
      ];
    });
  });

  test("the demo student's dashboard, deck, profile, settings and a past paper's review", async ({ browser }) => {
    test.setTimeout(180_000);
    await run(browser, "demoStudent", async (page) => {
      const sittings = (await (await page.request.get("/api/me/sittings")).json()) as {
        sittings: { id: string; submitted_at: string | null }[];
      };
      const done = sittings.sittings.find((s) => s.submitted_at);
      expect(done).toBeTruthy();
      return [
        { path: "/dashboard" },
        { path: "/review" },
        { path: "/profile" },
        { path: "/settings" },
        { path: "/request-a-subject" },
        { path: "/join" },
        { path: "/join/TEAM4679" },
        { path: `/exams/sittings/${done!.id}/result` },
        { path: `/exams/sittings/${done!.id}/review`, ready: "review-question" },
      ];
    });
  });

  test("a new student's course player, quiz and an open exam sitting", async ({ browser }) => {
    test.setTimeout(180_000);
    await run(browser, "student", async (page) => {
      const course = await courseId(page);
      const enrolled = await page.request.post("/api/enrollments", {
        headers: sameOrigin,
        data: { course_id: course },
      });
      // Enrolled once per worker: a retry finds it done.
      expect([200, 201], await enrolled.text()).toContain(enrolled.status());
      const quiz = (
        (await (await page.request.get("/api/quizzes?search=Government")).json()).quizzes[0] as { id: string }
      ).id;
      // A quiz taken and submitted, for its result page.
      const done = (
        (await (await page.request.get("/api/quizzes?search=Commerce")).json()).quizzes[0] as { id: string }
      ).id;
      expect((await page.request.post(`/api/quizzes/${done}/start`, { headers: sameOrigin })).ok()).toBe(true);
      expect(
        (
          await page.request.post(`/api/quizzes/${done}/submit`, { headers: sameOrigin, data: { answers: [] } })
        ).status(),
      ).toBe(200);
      // An open UTME exam: the same sitting is resumed by a second start (a retry).
      const started = await page.request.post("/api/papers/utme/sittings", {
        headers: sameOrigin,
        data: { mode: "exam", subjects: ["English", "Mathematics", "Physics", "Chemistry"] },
      });
      expect([200, 201]).toContain(started.status());
      const sitting = (await started.json()).sitting as { id: string };
      return [
        { path: "/dashboard" },
        // Their course with its progress bar.
        { path: "/profile", ready: "course-progress" },
        { path: `/courses/${course}` },
        { path: "/exams" },
        { path: "/exams/utme" },
        { path: `/course-content?courseId=${course}` },
        { path: `/quiz/${done}/result` },
        { path: `/quiz/${quiz}/take`, ready: "sitting" },
        { path: `/quiz/${quiz}/attempts` },
        { path: `/exams/sittings/${sitting.id}`, ready: "question-panel" },
        {
          path: `/exams/sittings/${sitting.id}`,
          ready: "question-panel",
          state: "calculator and question sheet open",
          act: async (p) => {
            await p.getByRole("button", { name: "Calculator", exact: true }).tap();
            await p.getByTestId("open-navigator").tap();
            await expect(p.getByRole("dialog", { name: /questions$/ })).toBeVisible();
          },
        },
        {
          path: `/exams/sittings/${sitting.id}`,
          ready: "question-panel",
          state: "submit confirmation",
          act: async (p) => {
            await p.keyboard.press("s");
            await expect(p.getByRole("dialog", { name: "Submit your paper?" })).toBeVisible();
          },
        },
      ];
    });
  });

  test("the demo tutor's studio: courses, the bank and insights", async ({ browser }) => {
    test.setTimeout(240_000);
    await run(browser, "tutor", async (page) => {
      const course = await linkOn(page, "/studio", /^\/studio\/courses\/(?!new$)[^/]+$/);
      const lesson = await linkOn(page, course, /^\/studio\/courses\/[^/]+\/lessons\/[^/]+$/);
      // A question of the tutor's own bank, to open: a WAEC Economics one, apart from the UTME
      // Mathematics questions another spec counts.
      const created = await page.request.post("/api/bank/questions", {
        headers: sameOrigin,
        data: {
          subject: "Economics",
          text: `Which of these is a direct tax in Nigeria (${Date.now()})?`,
          options: ["Value added tax", "Personal income tax", "Import duty", "Excise duty"],
          answer: "B",
          explanation: "Personal income tax is paid by the person it falls on; the others are passed on in prices.",
          exams: ["WAEC"],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const question = `/studio/bank/questions/${((await created.json()) as { question: { id: string } }).question.id}`;
      const insights = await linkOn(page, "/studio/insights", /^\/studio\/insights\/[^/?]+$/);
      return [
        { path: "/studio" },
        { path: "/studio/courses/new" },
        { path: course },
        { path: lesson },
        { path: "/studio/bank" },
        { path: "/studio/bank/import" },
        { path: "/studio/bank/questions/new" },
        { path: question },
        { path: "/studio/bank/reports" },
        { path: "/studio/insights" },
        { path: insights },
        { path: "/studio/papers" },
        { path: "/profile" },
      ];
    });
  });

  test("the demo tutor's classes, a mock's live room and its results", async ({ browser }) => {
    test.setTimeout(240_000);
    await run(browser, "tutor", async (page) => {
      // A class of its own (the demo class's students are other specs'), with a mock set now, so its room and results have a page.
      const made = await page.request.post("/api/classes", {
        headers: sameOrigin,
        data: { name: `Accessibility ${Date.now()}` },
      });
      expect(made.status(), await made.text()).toBe(201);
      const classPage = `/studio/classes/${((await made.json()) as { class: { id: string } }).class.id}`;
      const opens = new Date(Date.now() - 60_000);
      const set = await page.request.post(`/api${classPage.replace("/studio", "")}/assignments`, {
        headers: sameOrigin,
        data: {
          paper_id: "waec-mathematics",
          mode: "practice",
          opens_at: opens.toISOString(),
          closes_at: new Date(opens.getTime() + 86_400_000).toISOString(),
        },
      });
      expect(set.status(), await set.text()).toBe(201);
      const room = `${classPage}/assignments/${((await set.json()) as { assignment: { id: string } }).assignment.id}`;
      return [
        { path: "/studio/classes" },
        { path: await linkOn(page, "/studio/classes", /^\/studio\/classes\/[^/]+$/) },
        { path: classPage },
        { path: `${classPage}/assign` },
        { path: room },
        { path: `${room}/results` },
      ];
    });
  });

  test("the demo editor's editorial pages", async ({ browser }) => {
    await run(browser, "editor", async () => [{ path: "/studio/editorial" }, { path: "/studio/editorial/reports" }]);
  });
});
