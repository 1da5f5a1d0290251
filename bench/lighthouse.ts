// Lighthouse (mobile, performance only) on the four public pages, on the sitting page (a bench
// student's open UTME sitting, /exams/sittings/{id}, with the student's session cookie) and, as
// the baseline, an empty page of the same build, under Lighthouse's default simulated mobile throttling
// (150 ms RTT, 1.6 Mbps, 4× CPU) and a harsher 3G profile (300 ms RTT, 700 kbps, 4× CPU).
// Each page/profile runs five times and the median is kept
// (what Lighthouse's variability guide recommends: single runs here are bimodal, see below); the
// app is warmed once per page first. For every page that misses a target the notes carry
// Lighthouse's own account of why (LCP element and phases, top opportunities/diagnostics).
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { CHROMIUM_ARGS, publicPages, SITTING_LABEL, startBenchSitting } from "./browser";
import { kb, ms, target, type BenchContext, type Section, type Target } from "./context";

const RUNS = 5;
const FLOOR = "/floor (empty page)";
const RUN_TIMEOUT_MS = 90_000;

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS, "--disable-quic"];

type Profile = { name: "default" | "3G"; rttMs: number; throughputKbps: number; cpuSlowdownMultiplier: number };

const PROFILES: Profile[] = [
  { name: "default", rttMs: 150, throughputKbps: 1.6 * 1024, cpuSlowdownMultiplier: 4 },
  { name: "3G", rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 4 },
];

type Metrics = { score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number; bytes: number };
type Issue = {
  id: string;
  title: string;
  displayValue?: string;
  score: number | null;
  savings: Record<string, number>;
};
type Diagnosis = {
  lcpElement?: string;
  lcpPhases?: Record<string, number>;
  issues: Issue[];
  scripts: { url: string; ms: number }[];
};
/** Unthrottled timings of the real load (Lantern simulates from these) and Lighthouse's CPU benchmark. */
type Observed = { fcp: number; lcp: number; domContentLoaded: number; load: number; benchmarkIndex: number };
type Run = {
  page: string;
  profile: Profile["name"];
  run: number;
  metrics?: Metrics;
  observed?: Observed;
  error?: string;
  warnings: string[];
  diagnosis?: Diagnosis;
  seconds: number;
};
type Summary = { page: string; profile: Profile["name"]; ok: number; metrics: Metrics; diagnosis?: Diagnosis };

function median(values: number[]): number {
  const v = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (v.length === 0) return NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

/** The sitting page's targets (docs/performance.md): a candidate on a cheap phone, mid-paper. */
const SITTING_TARGETS = { lcpMs: 2000, tbtMs: 150, cls: 0.01 };

type LighthousePage = { label: string; path: string; headers?: Record<string, string> };

function flagsFor(port: number, profile: Profile, headers?: Record<string, string>): Flags {
  return {
    port,
    ...(headers ? { extraHeaders: headers } : {}),
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    formFactor: "mobile",
    throttlingMethod: "simulate",
    throttling: {
      rttMs: profile.rttMs,
      throughputKbps: profile.throughputKbps,
      cpuSlowdownMultiplier: profile.cpuSlowdownMultiplier,
      // Only used by devtools throttling; kept consistent with Lighthouse's own presets.
      requestLatencyMs: profile.rttMs * 3.75,
      downloadThroughputKbps: profile.throughputKbps * 0.9,
      uploadThroughputKbps: 675,
    },
  };
}

const numeric = (lhr: Result, id: string) => {
  const v = lhr.audits[id]?.numericValue;
  return typeof v === "number" ? v : NaN;
};

function observed(lhr: Result): Observed {
  const m = (lhr.audits.metrics?.details as { items?: Record<string, unknown>[] } | undefined)?.items?.[0] ?? {};
  const num = (k: string) => (typeof m[k] === "number" ? (m[k] as number) : NaN);
  return {
    fcp: num("observedFirstContentfulPaint"),
    lcp: num("observedLargestContentfulPaint"),
    domContentLoaded: num("observedDomContentLoaded"),
    load: num("observedLoad"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function diagnose(lhr: Result, origin: string): Diagnosis {
  const diagnosis: Diagnosis = { issues: [], scripts: [] };
  // largest-contentful-paint-element: a list of two tables, the element, then the phases.
  const lcpDetails = lhr.audits["largest-contentful-paint-element"]?.details as
    { type: string; items?: { type?: string; items?: Record<string, unknown>[] }[] } | undefined;
  for (const table of lcpDetails?.items ?? []) {
    for (const row of table.items ?? []) {
      const node = row.node as { snippet?: string; nodeLabel?: string } | undefined;
      if (node && !diagnosis.lcpElement)
        diagnosis.lcpElement = `${node.snippet ?? ""}${node.nodeLabel ? ` ("${node.nodeLabel.slice(0, 60)}")` : ""}`;
      if (typeof row.phase === "string" && typeof row.timing === "number")
        (diagnosis.lcpPhases ??= {})[row.phase] = Math.round(row.timing);
    }
  }
  const refs = lhr.categories.performance?.auditRefs ?? [];
  for (const ref of refs) {
    // The LCP element is reported on its own (element and phases) above.
    if (ref.group === "metrics" || ref.group === "hidden" || ref.id === "largest-contentful-paint-element") continue;
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    if (audit.scoreDisplayMode === "notApplicable" || audit.scoreDisplayMode === "manual") continue;
    const savings = Object.fromEntries(
      Object.entries(audit.metricSavings ?? {}).filter(([, v]) => typeof v === "number" && v > 0),
    ) as Record<string, number>;
    diagnosis.issues.push({
      id: ref.id,
      title: audit.title,
      displayValue: audit.displayValue,
      score: audit.score,
      savings,
    });
  }
  // Biggest estimated metric savings first; audits without estimates keep Lighthouse's order after them.
  const weight = (i: Issue) =>
    (i.savings.LCP ?? 0) + (i.savings.TBT ?? 0) + (i.savings.FCP ?? 0) / 2 + (i.savings.CLS ?? 0) * 10_000;
  diagnosis.issues.sort((a, b) => weight(b) - weight(a));
  // Where the main-thread time goes (JavaScript execution time, scaled by the CPU slowdown).
  const bootup =
    (lhr.audits["bootup-time"]?.details as { items?: { url?: string; total?: number }[] } | undefined)?.items ?? [];
  diagnosis.scripts = bootup
    .filter((r) => typeof r.url === "string" && typeof r.total === "number")
    .slice(0, 3)
    .map((r) => ({ url: r.url!.replace(origin, ""), ms: Math.round(r.total!) }));
  return diagnosis;
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out after ${timeoutMs / 1000} s`)), timeoutMs);
    }),
  ]);
}

/** Server-renders the page once and pulls its same-origin static assets, so the measured runs hit a warm app. */
async function warm(url: string, headers?: Record<string, string>) {
  const res = await fetch(url, { headers });
  const html = await res.text();
  if (!res.ok) throw new Error(`warm-up of ${url} returned ${res.status}`);
  const assets = new Set<string>();
  for (const m of html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)) assets.add(new URL(m[1]!, url).toString());
  await Promise.all([...assets].map(async (a) => (await fetch(a)).arrayBuffer().catch(() => undefined)));
}

/**
 * Empties the browser's cookie jar. Lighthouse sends a page's session as a Cookie header, and
 * Chromium sends the jar's cookies instead of it when the origin has any (the sitting page
 * keeps the candidate's place in one), so a page with a session starts each run without them.
 */
async function clearCookies(port: number) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await Promise.all(browser.contexts().map((context) => context.clearCookies()));
  } finally {
    await browser.close();
  }
}

async function startChrome(chromePath: string): Promise<LaunchedChrome> {
  return launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent", handleSIGINT: false });
}

function stopChrome(chrome: LaunchedChrome | undefined) {
  if (!chrome) return;
  try {
    chrome.kill();
  } catch {
    // already gone
  }
}

/** BENCH_LIGHTHOUSE_ONLY=sitting,floor: only the pages whose label holds one of these. */
const ONLY = process.env.BENCH_LIGHTHOUSE_ONLY?.split(",").filter(Boolean);

export async function measureLighthouse(ctx: BenchContext): Promise<Section> {
  if (!fs.existsSync(ctx.chromiumPath)) throw new Error(`no Chromium at ${ctx.chromiumPath}`);
  const sitting = await startBenchSitting(ctx, "lighthouse-sitting");
  const pages: LighthousePage[] = [
    ...(await publicPages(ctx)),
    { label: sitting.label, path: sitting.path, headers: { Cookie: `examprep_session=${sitting.token}` } },
    // The baseline: an empty page of the same build (the framework and the shared shell), without targets.
    { label: FLOOR, path: "/floor" },
  ].filter((page) => !ONLY || ONLY.some((part) => page.label.includes(part)));

  const runs: Run[] = [];
  const notes: string[] = [];
  const started = Date.now();
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await startChrome(ctx.chromiumPath);
    for (const page of pages) {
      const url = ctx.baseUrl + page.path;
      try {
        await warm(url, page.headers);
      } catch (err) {
        notes.push(`Warm-up of ${page.label} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
      for (let i = 0; i < RUNS; i++) {
        for (const profile of PROFILES) {
          const t0 = Date.now();
          const run: Run = { page: page.label, profile: profile.name, run: i + 1, warnings: [], seconds: 0 };
          try {
            chrome ??= await startChrome(ctx.chromiumPath);
            if (page.headers?.Cookie) await clearCookies(chrome.port);
            const result = await withTimeout(
              lighthouse(url, flagsFor(chrome.port, profile, page.headers)),
              RUN_TIMEOUT_MS,
              `Lighthouse on ${page.label} (${profile.name})`,
            );
            const lhr = result?.lhr;
            if (!lhr) throw new Error("Lighthouse returned no result");
            if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
            // A page that sent Lighthouse elsewhere (a lost session: the sign-in page) measured another page.
            if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
              throw new Error(`redirected to ${lhr.finalDisplayedUrl}`);
            const score = lhr.categories.performance?.score;
            run.metrics = {
              score: typeof score === "number" ? score * 100 : NaN,
              fcp: numeric(lhr, "first-contentful-paint"),
              lcp: numeric(lhr, "largest-contentful-paint"),
              tbt: numeric(lhr, "total-blocking-time"),
              cls: numeric(lhr, "cumulative-layout-shift"),
              si: numeric(lhr, "speed-index"),
              bytes: numeric(lhr, "total-byte-weight"),
            };
            run.warnings = lhr.runWarnings.map(String);
            run.observed = observed(lhr);
            run.diagnosis = diagnose(lhr, ctx.baseUrl);
          } catch (err) {
            run.error = err instanceof Error ? err.message : String(err);
            notes.push(`Lighthouse run ${i + 1} on ${page.label} (${profile.name}) failed: ${run.error}`);
            // A wedged browser would spoil the remaining runs: start a fresh one.
            stopChrome(chrome);
            chrome = undefined;
          }
          run.seconds = (Date.now() - t0) / 1000;
          ctx.log(
            `lighthouse ${page.label} (${profile.name}) run ${i + 1}: ${run.metrics ? `score ${run.metrics.score.toFixed(0)}, LCP ${ms(run.metrics.lcp)}` : "failed"} in ${run.seconds.toFixed(0)} s`,
          );
          runs.push(run);
        }
      }
    }
  } finally {
    stopChrome(chrome);
  }

  const summaries: Summary[] = [];
  for (const page of pages) {
    for (const profile of PROFILES) {
      const ok = runs.filter((r) => r.page === page.label && r.profile === profile.name && r.metrics);
      const pick = (k: keyof Metrics) => median(ok.map((r) => r.metrics![k]));
      const metrics: Metrics = {
        score: pick("score"),
        fcp: pick("fcp"),
        lcp: pick("lcp"),
        tbt: pick("tbt"),
        cls: pick("cls"),
        si: pick("si"),
        bytes: pick("bytes"),
      };
      // Diagnose from the slower of the runs (by LCP), the one that matters for the target.
      const worst = [...ok].sort((a, b) => b.metrics!.lcp - a.metrics!.lcp)[0];
      summaries.push({ page: page.label, profile: profile.name, ok: ok.length, metrics, diagnosis: worst?.diagnosis });
    }
  }

  const targets: Target[] = [];
  const failedByPage = new Map<string, string[]>();
  for (const page of pages.filter((p) => p.label !== FLOOR)) {
    const def = summaries.find((s) => s.page === page.label && s.profile === "default")!;
    const slow = summaries.find((s) => s.page === page.label && s.profile === "3G")!;
    const pageTargets =
      page.label === SITTING_LABEL
        ? [
            target(`LCP ${page.label} (default)`, def.metrics.lcp, "<=", SITTING_TARGETS.lcpMs, "ms"),
            target(`TBT ${page.label} (default)`, def.metrics.tbt, "<=", SITTING_TARGETS.tbtMs, "ms"),
            target(`CLS ${page.label} (default)`, def.metrics.cls, "<=", SITTING_TARGETS.cls),
          ]
        : [
            target(`Lighthouse performance ${page.label} (default)`, def.metrics.score, ">=", 95),
            target(`LCP ${page.label} (default)`, def.metrics.lcp, "<=", 1800, "ms"),
            target(`LCP ${page.label} (3G)`, slow.metrics.lcp, "<=", 2500, "ms"),
            target(`TBT ${page.label} (default)`, def.metrics.tbt, "<=", 100, "ms"),
            target(`CLS ${page.label} (default)`, def.metrics.cls, "<=", 0.02),
          ];
    targets.push(...pageTargets);
    const failed = pageTargets.filter((t) => !t.pass).map((t) => `${t.name} = ${t.value}${t.unit ? ` ${t.unit}` : ""}`);
    if (failed.length) failedByPage.set(page.label, failed);
  }

  for (const [page, failed] of failedByPage) {
    const profile = failed.every((f) => f.includes("(3G)")) ? "3G" : "default";
    const d = summaries.find((s) => s.page === page && s.profile === profile)?.diagnosis;
    if (!d) {
      notes.push(`${page} misses ${failed.join("; ")} (no successful run to diagnose).`);
      continue;
    }
    const phases = d.lcpPhases
      ? Object.entries(d.lcpPhases)
          .map(([k, v]) => `${k} ${v} ms`)
          .join(", ")
      : "n/a";
    const scripts = d.scripts.map((x) => `${x.url} ${x.ms} ms`).join(", ");
    const issues = d.issues
      .slice(0, 5)
      .map((i) => {
        const savings = Object.entries(i.savings).map(
          ([k, v]) => `${k} −${k === "CLS" ? v.toFixed(3) : `${Math.round(v)} ms`}`,
        );
        return `${i.title}${i.displayValue ? ` (${i.displayValue})` : ""}${savings.length ? ` [est. ${savings.join(", ")}]` : ""}`;
      })
      .join("; ");
    notes.push(
      `${page} misses ${failed.join("; ")}. Lighthouse (${profile}): LCP element ${d.lcpElement ?? "n/a"}; LCP phases ${phases}; top issues: ${issues || "none flagged"}; JS execution: ${scripts || "n/a"}.`,
    );
  }

  // TBT is main-thread time at 4× this machine's CPU, so it moves with the machine. The empty page runs the framework
  // with the document, as Next.js does; the public pages run it on the student's first tap (hydrate-on-intent).
  const floorTbt = summaries.find((s) => s.page === FLOOR && s.profile === "default")?.metrics.tbt;
  if (floorTbt !== undefined && Number.isFinite(floorTbt)) {
    const pages = summaries
      .filter((s) => s.page !== FLOOR && s.page !== SITTING_LABEL && s.profile === "default")
      .map((s) => `${s.page} ${ms(s.metrics.tbt)}`);
    notes.push(
      `TBT (default profile) of the empty page, which runs the framework with the document as Next.js does: ${ms(floorTbt)}; of the public pages, which run it on the student's first tap: ${pages.join(", ")}.`,
    );
  }

  notes.push(
    `${SITTING_LABEL}: a bench student's UTME sitting (English, Mathematics, Physics, Chemistry; exam mode), started through the API before the runs and loaded with the student's session cookie on every request; storage is reset before each run, so each is a first visit with no copy of the paper on the phone. Targets: LCP ≤ ${SITTING_TARGETS.lcpMs} ms, TBT ≤ ${SITTING_TARGETS.tbtMs} ms, CLS ≤ ${SITTING_TARGETS.cls} (default profile).`,
  );
  const warnings = [...new Set(runs.flatMap((r) => r.warnings))];
  for (const w of warnings) notes.push(`Lighthouse warning: ${w}`);
  // Headless Chromium sometimes withholds the first frame for about a second after the page is ready
  // (viz stops sending BeginFrames to a client it thinks is unresponsive; GoogleChrome/lighthouse#17148).
  // Lantern then counts every request and script of that second before the paint.
  const late = (r: Run) => r.observed !== undefined && r.observed.fcp > 1000;
  const withheld = runs.filter((r) => late(r) && r.observed!.domContentLoaded < 500);
  const busy = runs.filter((r) => late(r) && r.observed!.domContentLoaded >= 500);
  const list = (rs: Run[]) =>
    rs.map((r) => `${r.page} (${r.profile}) run ${r.run}: ${Math.round(r.observed!.fcp)} ms`).join(", ");
  if (withheld.length) {
    notes.push(
      `First paint late although the page was parsed (DOMContentLoaded before 500 ms, first paint after 1 s): the pattern of headless Chromium withholding frames, GoogleChrome/lighthouse#17148; in ${list(withheld)}; those runs' simulated figures are pessimistic, which the ${RUNS}-run median absorbs when they are a minority.`,
    );
  }
  if (busy.length)
    notes.push(
      `Real first paint came late (> 1 s on localhost, with the page itself slow to parse: CPU contention) in ${list(busy)}.`,
    );
  const bench = runs.flatMap((r) => (r.observed ? [r.observed.benchmarkIndex] : []));
  notes.push(
    `Simulated throttling (Lantern) on a ${RUNS}-run median per page and profile, mobile form factor (Moto G Power emulation); ${runs.length} runs in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    `Lantern simulates from the real (unthrottled) load, so a late observed paint on a busy machine inflates the simulated LCP/TBT: Lighthouse benchmarkIndex ${bench.length ? `${Math.round(Math.min(...bench))}–${Math.round(Math.max(...bench))} (median ${Math.round(median(bench))})` : "n/a"}; per-run observed timings are in data.runs.`,
  );

  const fmt = (v: number, f: (n: number) => string) => (Number.isFinite(v) ? f(v) : "—");
  return {
    title: "Lighthouse (mobile, performance)",
    table: [
      ["page", "profile", "score", "FCP", "LCP", "TBT", "CLS", "transferred"],
      ...summaries.map((s) => [
        s.page,
        s.profile,
        fmt(s.metrics.score, (n) => n.toFixed(0)),
        fmt(s.metrics.fcp, ms),
        fmt(s.metrics.lcp, ms),
        fmt(s.metrics.tbt, ms),
        fmt(s.metrics.cls, (n) => n.toFixed(3)),
        fmt(s.metrics.bytes, kb),
      ]),
    ],
    targets,
    data: {
      profiles: PROFILES,
      runsPerProfile: RUNS,
      summaries,
      runs: runs.map(({ diagnosis: _diagnosis, ...r }) => r),
    },
    notes,
  };
}
