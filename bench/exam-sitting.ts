// The exam module's two measurements in Chromium, on the sitting screen itself
// (/exams/sittings/{id}) at a phone's width:
//  - what the page loads for a UTME sitting, cold: its document, JS, CSS and fonts, and the
//    paper's data (the document, which carries the sitting, GET /api/sittings/{id} and the images
//    of all 180 questions, fetched as each question is shown);
//  - a whole UTME sitting answered by keys through 100 seeded network drops, a few of them
//    with a reload offline (the page from the service worker, the paper from the phone's copy),
//    then the server's saved answers compared with every answer given.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { request } from "undici";
import { seededRandom } from "./arrivals";
import { launchChromium } from "./browser";
import type { BenchContext } from "./context";
import {
  checkSavedAnswers,
  planDrops,
  sittingPageBytes,
  type AnswerCheck,
  type Drop,
  type DropPlan,
  type LoadedResource,
  type PageBytes,
} from "./exam-plan";

/** A low-end Android phone's viewport. */
const PHONE = { width: 360, height: 740 };
const SESSION_COOKIE = "examprep_session";
/** How long a key's effect may take to show (once pressed again, then the run fails). */
const PRESS_TIMEOUT_MS = 5_000;

export const DROP_PLAN: DropPlan = { drops: 100, offlineMs: [200, 3_000], onlineMs: [200, 1_000], reloads: 5 };
const DROP_SEED = 1909;
/**
 * Each save's time on the way there and on the way back, as on a weak mobile network (a local
 * server answers in milliseconds, so a drop would almost never catch a save under way). A drop
 * that begins while a save is out breaks it: before the server, the save never arrives; after,
 * the server has saved it and the phone never hears so.
 */
const SAVE_LEG_MS: readonly [number, number] = [50, 400];
export const SAVE_LEG_TEXT = `${SAVE_LEG_MS[0]}–${SAVE_LEG_MS[1]} ms`;
/** After the last drop: how long the screen may take to say every answer is saved. */
const SYNC_TIMEOUT_MS = 90_000;

/** The parts of a sitting these measurements use. */
export type PaperSitting = {
  id: string;
  sections: { subject: string; questions: { id: string; options: { key: string }[] }[] }[];
};

const sittingUrl = (ctx: BenchContext, id: string) => `${ctx.baseUrl}/exams/sittings/${encodeURIComponent(id)}`;
const panel = (page: Page) => page.getByTestId("question-panel");
const panelOf = (page: Page, questionId: string) =>
  page.locator(`[data-testid="question-panel"][data-question-id=${JSON.stringify(questionId)}]`);
const questionIds = (sitting: PaperSitting) => sitting.sections.flatMap((s) => s.questions.map((q) => q.id));

async function phoneContext(
  browser: Browser,
  ctx: BenchContext,
  token: string,
  serviceWorkers: "allow" | "block",
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, serviceWorkers });
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: ctx.baseUrl }]);
  return context;
}

/** The screen shows a question and listens for keys (its listener is attached after the frame that showed it). */
async function screenReady(page: Page) {
  await panel(page).waitFor({ state: "visible", timeout: 30_000 });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/** Presses `key` until `done` holds: a press the screen missed (still hydrating) is pressed again, once. */
async function pressUntil(page: Page, key: string, done: () => Promise<unknown>) {
  for (let attempt = 0; ; attempt++) {
    await page.keyboard.press(key);
    try {
      await done();
      return;
    } catch (err) {
      if (attempt >= 1) throw err;
    }
  }
}

/** The sitting page opened cold (nothing cached, no service worker) and every question shown once, N after N. */
export async function loadSittingPage(
  ctx: BenchContext,
  browser: Browser,
  token: string,
  sitting: PaperSitting,
  paperImages: string[],
): Promise<PageBytes> {
  const context = await phoneContext(browser, ctx, token, "block");
  try {
    const page = await context.newPage();
    const seen: Promise<LoadedResource>[] = [];
    page.on("requestfinished", (req) => {
      seen.push(
        (async () => {
          const sizes = await req.sizes();
          return { url: req.url(), type: req.resourceType(), bytes: sizes.responseBodySize };
        })(),
      );
    });
    await page.goto(sittingUrl(ctx, sitting.id), { waitUntil: "load" });
    await screenReady(page);
    const ids = questionIds(sitting);
    if ((await panel(page).getAttribute("data-question-id")) !== ids[0])
      throw new Error("the sitting page did not open on its first question");
    for (const id of ids.slice(1)) {
      await pressUntil(page, "n", () => panelOf(page, id).waitFor({ state: "attached", timeout: 2_000 }));
      // One frame with the question laid out: the fonts its notation uses are asked for.
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    }
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // The page fetches the paper's images 2 s after it opens; then nothing more is under way.
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    return sittingPageBytes(
      await Promise.all(seen),
      `/api/sittings/${sitting.id}`,
      paperImages,
      new URL(sittingUrl(ctx, sitting.id)).pathname,
    );
  } finally {
    await context.close();
  }
}

/** The JS of the empty page (/floor: the framework and the shared layout), loaded the same way, to set the page's JS against. */
export async function floorJs(ctx: BenchContext, browser: Browser, token: string): Promise<number> {
  const context = await phoneContext(browser, ctx, token, "block");
  try {
    const page = await context.newPage();
    const seen: Promise<number>[] = [];
    page.on("requestfinished", (req) => {
      if (req.resourceType() === "script") seen.push(req.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(`${ctx.baseUrl}/floor`, { waitUntil: "networkidle" });
    return (await Promise.all(seen)).reduce((n, b) => n + b, 0);
  } finally {
    await context.close();
  }
}

export type DropRun = {
  questions: number;
  check: AnswerCheck;
  drops: (Drop & { actualOfflineMs: number })[];
  reloads: { ms: number; fromServiceWorker: boolean; offlineScreen: boolean }[];
  /** The screen showed another question than the one after the last answered (it should never). */
  misplaced: number;
  /** Most answers the screen said were waiting at once. */
  maxWaiting: number;
  /** Saves (PUT …/answers) the page sent; of them, broken by a drop before or after the server; answered not 200. */
  saves: { sent: number; delivered: number; neverArrived: number; answerLost: number; other: number };
  sittingMs: number;
  /** From the network's last return to the screen saying "Saved", and to the server's answers' last change. */
  syncedMs: number;
  settledMs: number;
  finalStatus: string;
  spanMs: number;
};

async function serverAnswers(ctx: BenchContext, token: string, sittingId: string): Promise<Record<string, string>> {
  const res = await request(`${ctx.baseUrl}/api/sittings/${encodeURIComponent(sittingId)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await res.body.text();
  if (res.statusCode !== 200)
    throw new Error(`GET /api/sittings/{id} answered ${res.statusCode}: ${text.slice(0, 200)}`);
  return (JSON.parse(text) as { sitting: { answers: Record<string, string> } }).sitting.answers;
}

/** Polls the server until its answers have not changed for `stableMs`, or `timeoutMs` passes. */
async function settledAnswers(
  ctx: BenchContext,
  token: string,
  sittingId: string,
  stableMs = 1_500,
  timeoutMs = 30_000,
) {
  const began = performance.now();
  let last = "";
  let since = began;
  for (;;) {
    const answers = await serverAnswers(ctx, token, sittingId);
    const now = performance.now();
    const text = JSON.stringify(Object.entries(answers).sort(([a], [b]) => a.localeCompare(b)));
    if (text !== last) {
      last = text;
      since = now;
    } else if (now - since >= stableMs || now - began >= timeoutMs) {
      return { answers, ms: since - began };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

type Step = { at: number; order: number } & (
  | { kind: "offline"; drop: number }
  | { kind: "online"; drop: number }
  | { kind: "reload"; drop: number }
  | { kind: "answer"; k: number }
);

/**
 * A bench student sits a whole UTME paper by keys at 360 px (a random letter, then N, across
 * the subjects as the screen moves), while the network drops 100 times for 0.2–3 s, the page
 * reloaded offline in a few of the drops. Then the network stays, the screen must say "Saved",
 * and the server's answers are compared with every answer given.
 */
export async function sitThroughDrops(ctx: BenchContext, token: string, sitting: PaperSitting): Promise<DropRun> {
  const random = seededRandom(DROP_SEED);
  const { drops, spanMs } = planDrops(DROP_PLAN, random);
  const ids = questionIds(sitting);
  const steps: Step[] = [
    ...ids.map((_, k): Step => ({ at: (spanMs * k) / ids.length, order: 2, kind: "answer", k })),
    ...drops.flatMap((d, i): Step[] => [
      { at: d.atMs, order: 0, kind: "offline", drop: i },
      ...(d.reload ? [{ at: d.atMs + 100, order: 1, kind: "reload", drop: i } as Step] : []),
      { at: d.atMs + d.offlineMs, order: 3, kind: "online", drop: i },
    ]),
  ].sort((a, b) => a.at - b.at || a.order - b.order);

  const browser = await launchChromium(ctx);
  try {
    const context = await phoneContext(browser, ctx, token, "allow");
    const saves: DropRun["saves"] = { sent: 0, delivered: 0, neverArrived: 0, answerLost: 0, other: 0 };
    const latency = seededRandom(DROP_SEED + 1);
    const leg = () => SAVE_LEG_MS[0] + latency() * (SAVE_LEG_MS[1] - SAVE_LEG_MS[0]);
    /** Whether the phone is offline, and how many drops have begun: a save out across a drop is broken. */
    let offline = false;
    let dropsBegun = 0;
    await context.route(
      (url) => url.pathname === `/api/sittings/${sitting.id}/answers`,
      async (route) => {
        if (route.request().method() !== "PUT") return route.continue();
        saves.sent++;
        const began = dropsBegun;
        const broken = () => offline || dropsBegun !== began;
        try {
          await new Promise((r) => setTimeout(r, leg()));
          if (broken()) {
            saves.neverArrived++;
            return await route.abort("internetdisconnected");
          }
          const response = await route.fetch();
          await new Promise((r) => setTimeout(r, leg()));
          if (broken()) {
            saves.answerLost++;
            return await route.abort("internetdisconnected");
          }
          if (response.ok()) saves.delivered++;
          else saves.other++;
          return await route.fulfill({ response });
        } catch {
          // The page went away (a reload) with the save out, and the browser dropped it; or the
          // bench's own fetch failed, and the page must hear so rather than wait for ever.
          await route.abort("failed").catch(() => undefined);
        }
      },
    );
    const page = await context.newPage();
    await page.goto(sittingUrl(ctx, sitting.id), { waitUntil: "load" });
    await screenReady(page);
    // As the e2e does: the worker installs on the first visit, and a reload puts the page under it.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload({ waitUntil: "load" });
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 10_000 });
    await screenReady(page);

    const given: Record<string, string> = {};
    const offlineAt = new Map<number, number>();
    const actualOfflineMs: number[] = [];
    const reloads: DropRun["reloads"] = [];
    let misplaced = 0;
    let maxWaiting = 0;
    const began = performance.now();
    for (const step of steps) {
      const wait = began + step.at - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (step.kind === "offline") {
        offline = true;
        dropsBegun++;
        await context.setOffline(true);
        offlineAt.set(step.drop, performance.now());
      } else if (step.kind === "online") {
        await context.setOffline(false);
        offline = false;
        actualOfflineMs[step.drop] = performance.now() - offlineAt.get(step.drop)!;
      } else if (step.kind === "reload") {
        const t = performance.now();
        const response = await page.reload({ waitUntil: "load", timeout: 30_000 });
        await screenReady(page).catch(async () => {
          const shown =
            (await page
              .locator("h1")
              .first()
              .textContent({ timeout: 1_000 })
              .catch(() => null)) ?? "nothing";
          throw new Error(
            `reload ${reloads.length + 1}, offline, did not bring the sitting back (the page shows "${shown}")`,
          );
        });
        const status = (await page.getByTestId("save-state").textContent()) ?? "";
        reloads.push({
          ms: performance.now() - t,
          fromServiceWorker: response?.fromServiceWorker() ?? false,
          offlineScreen: status.startsWith("Offline"),
        });
      } else {
        // The question on screen is the one answered: after the previous N it should be ids[k].
        const id = (await panel(page).getAttribute("data-question-id"))!;
        if (id !== ids[step.k]) misplaced++;
        const letter = "ABCD"[Math.floor(random() * 4)]!;
        const chosen = panelOf(page, id).locator(`[data-testid="option"][data-key="${letter}"][data-selected="true"]`);
        await pressUntil(page, letter.toLowerCase(), () =>
          chosen.waitFor({ state: "attached", timeout: PRESS_TIMEOUT_MS }),
        );
        given[id] = letter;
        const status = (await page.getByTestId("save-state").textContent()) ?? "";
        maxWaiting = Math.max(maxWaiting, Number(/(\d+) answers? waiting/.exec(status)?.[1] ?? 0));
        if (step.k < ids.length - 1) {
          await pressUntil(page, "n", () =>
            page
              .locator(`[data-testid="question-panel"]:not([data-question-id=${JSON.stringify(id)}])`)
              .waitFor({ state: "attached", timeout: PRESS_TIMEOUT_MS }),
          );
        }
      }
    }
    const sittingMs = performance.now() - began;

    // The network is back for good: the screen must catch up by itself.
    await context.setOffline(false);
    offline = false;
    const back = performance.now();
    try {
      await page
        .getByTestId("save-state")
        .filter({ hasText: /^Saved$/ })
        .waitFor({ timeout: SYNC_TIMEOUT_MS });
    } catch {
      // reported below: the screen never said Saved
    }
    const syncedMs = performance.now() - back;
    const finalStatus = (await page.getByTestId("save-state").textContent()) ?? "";
    const settled = await settledAnswers(ctx, token, sitting.id);
    await context.close();
    return {
      questions: ids.length,
      check: checkSavedAnswers(given, settled.answers),
      drops: drops.map((d, i) => ({ ...d, actualOfflineMs: Math.round(actualOfflineMs[i] ?? NaN) })),
      reloads,
      misplaced,
      maxWaiting,
      saves,
      sittingMs,
      syncedMs,
      settledMs: syncedMs + settled.ms,
      finalStatus,
      spanMs,
    };
  } finally {
    await browser.close();
  }
}
