// The first tap on a public page. Those pages run the framework only when the student acts
// (scripts/scripts-after-load.mjs), so Lighthouse's TBT, measured on a load nobody touches,
// no longer sees its evaluation: the cost moves to the first tap. This measures it in
// Chromium at 4× CPU slowdown (Lighthouse's mobile factor), with the scripts already
// prefetched as the loader leaves them: the time from the tap to a live page, and the main
// thread blocked meanwhile. The empty page, which runs the framework with the document as
// Next.js does, is measured the same way from navigation, for comparison. No target: the
// issue's targets are Lighthouse's.
import type { Browser } from "@playwright/test";
import { launchChromium, publicPages } from "./browser";
import { ms, percentile, type BenchContext, type Section } from "./context";

const RUNS = 5;
const CPU_SLOWDOWN = 4;
// Effects that run just after hydration belong to the same cost.
const SETTLE_MS = 500;

type Cost = { liveMs: number; longestTaskMs: number; blockingMs: number };

/**
 * In the page: long tasks from now (or, loading, from navigation) until SETTLE_MS after
 * <html data-hydrated>, after a tap when `tap`. Plain JavaScript in a string: tsx would wrap
 * a TypeScript function's inner functions in a helper the page does not have.
 */
const observeUntilLive = (tap: boolean) => `new Promise(function (resolve) {
  var tasks = [];
  var longTasks = new PerformanceObserver(function (list) { list.getEntries().forEach(function (e) { tasks.push(e.duration); }); });
  longTasks.observe({ type: "longtask", buffered: ${!tap} });
  var html = document.documentElement;
  var t0 = ${tap} ? performance.now() : 0;
  function done() {
    var liveMs = performance.now() - t0;
    setTimeout(function () {
      longTasks.disconnect();
      resolve({ liveMs: liveMs, longestTaskMs: Math.max.apply(null, [0].concat(tasks)), blockingMs: tasks.reduce(function (t, d) { return t + Math.max(0, d - 50); }, 0) });
    }, ${SETTLE_MS});
  }
  if (html.hasAttribute("data-hydrated")) return done();
  var watch = new MutationObserver(function () {
    if (!html.hasAttribute("data-hydrated")) return;
    watch.disconnect();
    done();
  });
  watch.observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
  if (${tap}) document.body.dispatchEvent(new PointerEvent("pointerup", { bubbles: true }));
})`;

async function measureOnce(browser: Browser, url: string, tap: boolean): Promise<Cost> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (tap) {
      // Loaded at full speed until the prefetch is done, then slowed for the tap.
      await page.goto(url, { waitUntil: "networkidle" });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    } else {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      await page.goto(url, { waitUntil: "commit" });
    }
    return (await page.evaluate(observeUntilLive(tap))) as Cost;
  } finally {
    await context.close();
  }
}

export async function measureFirstTap(ctx: BenchContext): Promise<Section> {
  const pages = [...(await publicPages(ctx)).map((p) => ({ ...p, tap: true })), { label: "/floor (empty page, at load)", path: "/floor", tap: false }];
  const browser = await launchChromium(ctx);
  const rows: { label: string; runs: Cost[]; median: Cost }[] = [];
  try {
    for (const p of pages) {
      const runs: Cost[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, ctx.baseUrl + p.path, p.tap));
      const median = (key: keyof Cost) => percentile(runs.map((r) => r[key]), 50);
      rows.push({ label: p.label, runs, median: { liveMs: median("liveMs"), longestTaskMs: median("longestTaskMs"), blockingMs: median("blockingMs") } });
      ctx.log(`first tap ${p.label}: live in ${ms(median("liveMs"))}, blocking ${ms(median("blockingMs"))}`);
    }
  } finally {
    await browser.close();
  }
  return {
    title: `First tap on a public page (Chromium, ${CPU_SLOWDOWN}× CPU slowdown, median of ${RUNS})`,
    table: [["page", "tap → live", "longest task", "blocking (tasks beyond 50 ms)"], ...rows.map((r) => [r.label, ms(r.median.liveMs), ms(r.median.longestTaskMs), ms(r.median.blockingMs)])],
    targets: [],
    data: rows,
    notes: [
      "Public pages run the framework on the student's first tap or key, with its scripts prefetched after load; the tap is dispatched once the page is idle, and the clock stops 500 ms after the page has hydrated (its effects included). A button tapped meanwhile is clicked again once the page is live.",
      "The empty page runs the framework with the document, as Next.js does: measured from navigation, the same work a Lighthouse load sees as TBT.",
      "Real-CPU slowdown (devtools throttling), not Lighthouse's simulation: the figures are the machine's, four times over.",
    ],
  };
}
