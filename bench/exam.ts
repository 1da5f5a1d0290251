// The exam engine's UTME paper, as the phone and the server meet it:
//  1. What one sitting costs the phone: the sitting page (/exams/sittings/{id}) opened cold in
//     Chromium at 360 px and every question shown once, counting what it loads: the paper's
//     data (its JSON and images; notation is MathML, with no stylesheet or font) and the
//     page's own document, JS and CSS (bench/exam-sitting.ts).
//  2. A whole UTME sitting answered by keys in Chromium through 100 seeded network drops, a few
//     with a reload offline; afterwards the server must hold every answer given.
//  3. A start rush: 1,000 students each start a UTME sitting (English plus three subjects of
//     their choice, exam mode) within one minute, open loop (bench/arrivals.ts, open-loop.ts);
//     afterwards every student must hold exactly one sitting of 180 items.
import zlib from "node:zlib";
import { request } from "undici";
import { peakArrivals } from "./arrivals";
import type { Browser } from "@playwright/test";
import { launchChromium } from "./browser";
import { kb, ms, percentile, target, type BenchContext, type Section, type Target } from "./context";
import { imageUrls, notationHtml, type PageBytes, type SittingShape } from "./exam-plan";
import {
  DROP_PLAN,
  floorJs,
  loadSittingPage,
  SAVE_LEG_TEXT,
  sitThroughDrops,
  type DropRun,
  type PaperSitting,
} from "./exam-sitting";
import { cpuMeter, cpuText, dbTransactions } from "./machine";
import { openConnections } from "./open-loop";
import { checkStarts, latencyStats, PAPER, planStarts, runStarts } from "./start-runs";

/** The heaviest notation UTME allows: English with Mathematics, Physics and Chemistry. */
const HEAVY = ["English", "Mathematics", "Physics", "Chemistry"];
/** Sittings drawn for the bytes measurement: draws differ, the largest is judged. */
const DRAWS = 5;
const PAPER_KB_TARGET = 300;
/** What Chrome on Android sends. */
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";

const STUDENTS = 1_000;
const ARRIVAL_WINDOW_MS = 60_000;
const CONNECTIONS = 64;
const START_P95_TARGET_MS = 300;
const WARM_STUDENTS = 100;
const WARM_WINDOW_MS = 10_000;
const SEED = 19;

type Wire = { status: number; bytes: number; rawBytes: number; encoding: string; text: string };

/** One GET or POST as the phone makes it: the body's bytes as sent, and its decoded text. */
async function onTheWire(
  ctx: BenchContext,
  method: "GET" | "POST",
  urlPath: string,
  token: string | null,
  body?: unknown,
): Promise<Wire> {
  const res = await request(ctx.baseUrl + urlPath, {
    method,
    headers: {
      "accept-encoding": ACCEPT_ENCODING,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const raw = Buffer.from(await res.body.arrayBuffer());
  const encoding = String(res.headers["content-encoding"] ?? "identity");
  const decoded =
    encoding === "br"
      ? zlib.brotliDecompressSync(raw)
      : encoding === "gzip"
        ? zlib.gunzipSync(raw)
        : encoding === "zstd"
          ? zstdDecompress(raw)
          : raw;
  return {
    status: res.statusCode,
    bytes: raw.byteLength,
    rawBytes: decoded.byteLength,
    encoding,
    text: decoded.toString("utf8"),
  };
}

function zstdDecompress(raw: Buffer): Buffer {
  const z = zlib as unknown as { zstdDecompressSync?: (b: Buffer) => Buffer };
  if (!z.zstdDecompressSync) throw new Error("the app answered zstd, which this Node cannot decode");
  return z.zstdDecompressSync(raw);
}

type Draw = { sittingId: string; questions: number; images: number; notation: number; post: Wire; page: PageBytes };

/** One draw: a bench student starts the paper (its answer weighed on the wire), then opens its page in Chromium. */
async function drawOne(ctx: BenchContext, browser: Browser, token: string): Promise<Draw> {
  const post = await onTheWire(ctx, "POST", `/api/papers/${PAPER}/sittings`, token, { mode: "exam", subjects: HEAVY });
  if (post.status !== 201)
    throw new Error(`starting a UTME sitting answered ${post.status}: ${post.text.slice(0, 200)}`);
  const sitting = (JSON.parse(post.text) as { sitting: SittingShape & PaperSitting }).sitting;
  const images = imageUrls(sitting);
  const page = await loadSittingPage(ctx, browser, token, sitting, images);
  if (page.paperJson === 0) throw new Error("the sitting page did not fetch GET /api/sittings/{id}");
  if (page.paperImageCount !== images.length)
    throw new Error(`the sitting page fetched ${page.paperImageCount} of the paper's ${images.length} images`);
  const questions = sitting.sections.reduce((n, s) => n + s.questions.length, 0);
  return {
    sittingId: sitting.id,
    questions,
    images: images.length,
    notation: notationHtml(sitting).length,
    post,
    page,
  };
}

async function measurePaperBytes(ctx: BenchContext) {
  const students = await ctx.students(DRAWS, "exam-bytes");
  const browser = await launchChromium(ctx);
  const draws: Draw[] = [];
  let floor: number;
  try {
    for (const s of students) draws.push(await drawOne(ctx, browser, s.token));
    floor = await floorJs(ctx, browser, students[0]!.token);
  } finally {
    await browser.close();
  }
  const largest = draws.reduce((a, b) => (b.page.paper > a.page.paper ? b : a));
  const sorted = [...draws].sort((a, b) => a.page.paper - b.page.paper);
  return { draws, largest, median: sorted[Math.floor((sorted.length - 1) / 2)]!, floorJs: floor };
}

/** A whole UTME sitting by keys through the network drops (bench/exam-sitting.ts). */
async function measureDrops(ctx: BenchContext): Promise<DropRun> {
  const [student] = await ctx.students(1, "exam-drops");
  const post = await onTheWire(ctx, "POST", `/api/papers/${PAPER}/sittings`, student!.token, {
    mode: "exam",
    subjects: HEAVY,
  });
  if (post.status !== 201)
    throw new Error(`starting a UTME sitting answered ${post.status}: ${post.text.slice(0, 200)}`);
  return sitThroughDrops(ctx, student!.token, (JSON.parse(post.text) as { sitting: PaperSitting }).sitting);
}

async function measureStartRush(ctx: BenchContext) {
  const paper = await ctx.db.paper.findUniqueOrThrow({ where: { id: PAPER }, select: { sections: true } });
  const sectionSizes = Object.fromEntries(
    (paper.sections as { subject: string; questions: number }[]).map((s) => [s.subject, s.questions]),
  );
  ctx.log(`exam: creating ${STUDENTS} + ${WARM_STUDENTS} students with sessions`);
  const plans = await planStarts(ctx, STUDENTS, ARRIVAL_WINDOW_MS, "exam-start", SEED);
  const warmPlans = await planStarts(ctx, WARM_STUDENTS, WARM_WINDOW_MS, "exam-warm", SEED + 1);
  const connections = openConnections(ctx.baseUrl, CONNECTIONS, 60_000);
  try {
    ctx.log(`exam: warming up with ${WARM_STUDENTS} starts over ${WARM_WINDOW_MS / 1000} s`);
    const warm = latencyStats((await runStarts(connections, warmPlans)).samples);
    await new Promise((r) => setTimeout(r, 2_000));

    ctx.log(`exam: ${STUDENTS} students start UTME sittings over ${ARRIVAL_WINDOW_MS / 1000} s`);
    const txBefore = await dbTransactions(ctx);
    const meter = cpuMeter(ctx.databaseUrl);
    const began = performance.now();
    const { samples, maxInFlight } = await runStarts(connections, plans);
    const wallMs = performance.now() - began;
    const cpu = meter(samples.length);
    const txPerStart = ((await dbTransactions(ctx)) - txBefore - 1) / samples.length;
    const stats = latencyStats(samples);
    const check = await checkStarts(ctx, plans, sectionSizes);
    const errorKinds = new Map<string, number>();
    for (const s of samples)
      if (s.error) errorKinds.set(s.error.slice(0, 120), (errorKinds.get(s.error.slice(0, 120)) ?? 0) + 1);
    const windows = Array.from({ length: Math.ceil(ARRIVAL_WINDOW_MS / 15_000) }, (_, i) => {
      const lat = samples.filter((s) => s.dueMs >= i * 15_000 && s.dueMs < (i + 1) * 15_000).map((s) => s.ms);
      return { from_s: i * 15, starts: lat.length, p50: percentile(lat, 50), p95: percentile(lat, 95) };
    });
    const peak = peakArrivals(
      plans.map((p) => p.dueMs).sort((a, b) => a - b),
      1_000,
    );
    ctx.log(
      `exam: ${stats.requests} starts in ${(wallMs / 1000).toFixed(0)} s, p50 ${ms(stats.p50)} p95 ${ms(stats.p95)} p99 ${ms(stats.p99)}, errors ${stats.errors}, missing ${check.missing}, duplicated ${check.duplicated}, wrong ${check.wrong}`,
    );
    return {
      stats,
      warm,
      check,
      cpu,
      txPerStart,
      wallMs,
      maxInFlight,
      peak,
      windows,
      errors: [...errorKinds.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5),
    };
  } finally {
    await connections.close();
  }
}

const seconds = (msValue: number) => `${(msValue / 1000).toFixed(msValue < 10_000 ? 1 : 0)} s`;

export async function measureExam(ctx: BenchContext): Promise<Section> {
  ctx.log(
    `exam: drawing ${DRAWS} UTME sittings (${HEAVY.join(", ")}) and opening each on the sitting page in Chromium`,
  );
  const bytes = await measurePaperBytes(ctx);
  const { largest, median } = bytes;
  ctx.log(
    `exam: largest draw's paper ${kb(largest.page.paper)} (JSON ${kb(largest.page.paperJson)}, images ${kb(largest.page.paperImages)}); the page itself ${kb(largest.page.page)} (JS ${kb(largest.page.js)})`,
  );
  ctx.log(
    `exam: a UTME sitting by keys through ${DROP_PLAN.drops} network drops (${DROP_PLAN.reloads} with a reload offline)`,
  );
  const drops = await measureDrops(ctx);
  const { check: answers } = drops;
  ctx.log(
    `exam: ${answers.given} answers given, ${answers.saved} saved, ${answers.lost} lost; ${drops.drops.length} drops, ${drops.reloads.length} reloads, ${seconds(drops.sittingMs)}; screen said "${drops.finalStatus}" ${seconds(drops.syncedMs)} after the last drop`,
  );
  const rush = await measureStartRush(ctx);
  const { stats, check } = rush;

  const targets: Target[] = [
    target(
      `UTME paper's data on the sitting page (${HEAVY.join(", ")}): JSON and images`,
      largest.page.paper / 1024,
      "<=",
      PAPER_KB_TARGET,
      "KB",
    ),
    target(`UTME sitting in Chromium through ${DROP_PLAN.drops} network drops: answers lost`, answers.lost, "<=", 0),
    target(
      `UTME start rush (${STUDENTS.toLocaleString("en")} students in ${ARRIVAL_WINDOW_MS / 1000} s): start p95`,
      stats.p95,
      "<=",
      START_P95_TARGET_MS,
      "ms",
    ),
    target("UTME start rush errors", stats.errors, "<=", 0),
    target(
      "UTME start rush students without exactly one full sitting (180 items)",
      check.missing + check.duplicated + check.wrong,
      "<=",
      0,
    ),
  ];
  const paperParts = (d: Draw) =>
    `JSON ${kb(d.page.paperJson)} (GET /api/sittings/{id}); images ${d.page.paperImageCount}, ${kb(d.page.paperImages)} (the start answer, not counted: ${kb(d.post.bytes)})`;
  const pageParts = (d: Draw) =>
    `document ${kb(d.page.document)}, JS ${kb(d.page.js)} (${kb(d.page.js - bytes.floorJs)} beyond the empty page's ${kb(bytes.floorJs)}), CSS ${kb(d.page.css)}, fonts ${kb(d.page.fonts)}, other ${kb(d.page.other)}; with the paper ${kb(d.page.total)} in ${d.page.requests} requests`;
  const reloadMs = drops.reloads.map((r) => r.ms);
  const offline = drops.drops.reduce((n, d) => n + d.actualOfflineMs, 0);
  const allFromWorker = drops.reloads.every((r) => r.fromServiceWorker && r.offlineScreen);
  return {
    title: `Exam engine: a UTME paper on the sitting page, sat through ${DROP_PLAN.drops} network drops, and ${STUDENTS.toLocaleString("en")} students starting one within ${ARRIVAL_WINDOW_MS / 1000} s`,
    table: [
      ["measurement", "result", "detail"],
      [
        `UTME paper's data (${HEAVY.join(", ")}) on the sitting page, largest of ${DRAWS} draws`,
        kb(largest.page.paper),
        paperParts(largest),
      ],
      [`the same, median of ${DRAWS} draws`, kb(median.page.paper), paperParts(median)],
      ["the sitting page's own bytes (largest draw)", kb(largest.page.page), pageParts(largest)],
      [
        `a UTME sitting by keys through ${drops.drops.length} network drops (${drops.reloads.length} with a reload offline)`,
        `${answers.lost} lost`,
        `${answers.given} answers given, ${answers.saved} saved (${answers.missing} missing, ${answers.differ} different, ${answers.extra} never given); ${drops.drops.length} drops, ${seconds(offline)} offline; ${drops.reloads.length} reloads; ${seconds(drops.sittingMs)} to answer; "${drops.finalStatus}" ${seconds(drops.syncedMs)} after the network returned`,
      ],
      [
        "saves during the sitting",
        `${drops.saves.sent} sent`,
        `${drops.saves.delivered} answered 200, ${drops.saves.neverArrived} broken by a drop before the server, ${drops.saves.answerLost} after it (saved, answer lost), ${drops.saves.other} refused; at most ${drops.maxWaiting} answers waiting on the phone`,
      ],
      [
        `${STUDENTS.toLocaleString("en")} UTME starts in ${ARRIVAL_WINDOW_MS / 1000} s (POST /api/papers/utme/sittings)`,
        `p95 ${ms(stats.p95)}`,
        `p50 ${ms(stats.p50)}, p99 ${ms(stats.p99)}, max ${ms(stats.max)}; ${stats.errors} errors of ${stats.requests}`,
      ],
      [
        "database after the rush",
        `${check.missing + check.duplicated + check.wrong} problems`,
        `${check.missing} students without a sitting, ${check.duplicated} extra sittings, ${check.wrong} sittings not the full paper chosen`,
      ],
    ],
    targets,
    data: {
      paper_bytes: {
        subjects: HEAVY,
        viewport: "360 × 740, mobile",
        floor_js_bytes: bytes.floorJs,
        draws: bytes.draws.map((d) => ({
          sitting_id: d.sittingId,
          questions: d.questions,
          images_referenced: d.images,
          notation_fragments: d.notation,
          start_json: { bytes: d.post.bytes, encoding: d.post.encoding, raw_bytes: d.post.rawBytes },
          sitting_page: d.page,
        })),
      },
      drops: {
        plan: DROP_PLAN,
        span_ms: drops.spanMs,
        questions: drops.questions,
        answers,
        misplaced: drops.misplaced,
        max_waiting: drops.maxWaiting,
        saves: drops.saves,
        sitting_ms: Math.round(drops.sittingMs),
        offline_ms: offline,
        synced_ms: Math.round(drops.syncedMs),
        settled_ms: Math.round(drops.settledMs),
        final_status: drops.finalStatus,
        reloads: drops.reloads,
        drops: drops.drops,
      },
      start_rush: {
        students: STUDENTS,
        arrival_window_ms: ARRIVAL_WINDOW_MS,
        connections: CONNECTIONS,
        wall_ms: rush.wallMs,
        max_in_flight: rush.maxInFlight,
        peak_starts_due_in_one_second: rush.peak,
        latency: stats,
        windows: rush.windows,
        warm_up: { students: WARM_STUDENTS, window_ms: WARM_WINDOW_MS, ...rush.warm },
        cpu: rush.cpu,
        db_transactions_per_start: rush.txPerStart,
        database: check,
        errors: Object.fromEntries(rush.errors),
      },
    },
    notes: [
      `Bytes: ${DRAWS} bench students each start a UTME sitting in exam mode with ${HEAVY.join(", ")} (the heaviest notation) and open /exams/sittings/{id} in Chromium at 360 px, cold (a fresh context, no service worker); N is pressed until every question has been on screen, and the images the page fetches are counted. Body bytes as Chromium received them (compressed; headers not counted). The paper's data is the sitting page's document (which carries the open sitting; its HTML is counted with it), any GET /api/sittings/{id} and the paper's images; notation is MathML the phone draws itself, with no stylesheet or font. The page's own bytes are reported beside it, without a target. The start answer (the POST) carries the whole paper too, and the sitting page's document carries it again, so a phone that starts a paper and opens it receives it twice. Draws differ; the largest is judged.`,
      `Drops: a bench student starts a UTME sitting (${HEAVY.join(", ")}, exam mode) and opens it in Chromium at 360 px; the service worker installs on that visit and a reload puts the page under it, as the e2e test does. All ${drops.questions} questions are then answered by keys, one every ${seconds(drops.spanMs / drops.questions)}: a seeded random letter A–D, then N, which moves on across the subjects. Meanwhile ${DROP_PLAN.drops} drops (context.setOffline) of ${DROP_PLAN.offlineMs[0] / 1000}–${DROP_PLAN.offlineMs[1] / 1000} s each, ${DROP_PLAN.onlineMs[0] / 1000}–${DROP_PLAN.onlineMs[1] / 1000} s apart, seeded, spread over the ${seconds(drops.spanMs)}; answering goes on through them. In ${DROP_PLAN.reloads} drops the page is reloaded offline (${allFromWorker ? "each came back from the service worker with the paper from the phone's copy" : "NOT every one came back from the service worker offline"}; ${reloadMs.map((m) => ms(m)).join(", ")}). An answer counts as given once the screen shows it chosen.`,
      `Each save (PUT /api/sittings/{id}/answers) takes ${SAVE_LEG_TEXT} each way, as on a weak mobile network, so that drops catch saves under way: a drop during the first half breaks it before the server, during the second after the server saved it. After the last drop the network stays; the screen must say "Saved", and GET /api/sittings/{id} is polled until its answers stand still for 1.5 s. Lost: a given answer the server does not hold, or holds as another letter.${drops.misplaced ? ` The screen was ${drops.misplaced} times not on the question after the last one answered.` : ""}${answers.examples.length ? ` Lost: ${answers.examples.join("; ")}.` : ""}`,
      `Start rush: arrivals are a seeded Poisson process of ${STUDENTS.toLocaleString("en")} students over ${ARRIVAL_WINDOW_MS / 1000} s (busiest second: ${rush.peak} starts due), each choosing English plus three of the other UTME subjects at random. Open loop over ${CONNECTIONS} keep-alive connections: latency counts from the moment a start was due, to its whole answer read (${kb(stats.medianBytes)} compressed, median). At most ${rush.maxInFlight} were in flight.`,
      `Starts per 15 s by when they were due (p50 / p95): ${rush.windows.map((w) => `${w.from_s}–${w.from_s + 15} s ${w.starts} starts ${ms(w.p50)} / ${ms(w.p95)}`).join("; ")}.`,
      `Afterwards the database is read: every student must hold exactly one sitting of the utme paper in exam mode, of the subjects they chose, with 60 English and 40 per other subject distinct questions numbered 1–180.${check.problems.length ? ` Problems: ${check.problems.join("; ")}.` : ""}`,
      `Before the measured minute, ${WARM_STUDENTS} other students started over ${WARM_WINDOW_MS / 1000} s (p50 / p95 ${ms(rush.warm.p50)} / ${ms(rush.warm.p95)}, ${rush.warm.errors} errors; not counted above).`,
      `CPU over the rush: ${cpuText(rush.cpu)}${rush.cpu?.appMsPerRequest !== undefined ? `; per start: app ${rush.cpu.appMsPerRequest} ms, db ${rush.cpu.dbMsPerRequest} ms` : ""}; ${rush.txPerStart.toFixed(1)} database transactions per start.`,
      ...rush.errors.map(([k, n]) => `Error ×${n}: ${k}`),
    ],
  };
}
