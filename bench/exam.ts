// The exam engine's UTME paper, as the phone and the server meet it:
//  1. What one sitting costs the phone on the wire: the sitting's JSON as the app sends it
//     compressed (Accept-Encoding as Chrome sends it), each image its questions and stimuli
//     reference, and the KaTeX stylesheet and fonts its notation needs.
//  2. A start rush: 1,000 students each start a UTME sitting (English plus three subjects of
//     their choice, exam mode) within one minute, open loop (bench/arrivals.ts, open-loop.ts);
//     afterwards every student must hold exactly one sitting of 180 items.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { request } from "undici";
import { poissonArrivals, peakArrivals, seededRandom } from "./arrivals";
import { launchChromium } from "./browser";
import { kb, ms, percentile, percentileOfSorted, target, type BenchContext, type Section, type Target } from "./context";
import { checkStartedSittings, imageUrls, notationHtml, pickCombination, type SittingShape, type StoredSitting } from "./exam-plan";
import { cpuMeter, cpuText, dbTransactions } from "./machine";
import { openConnections, type Connections } from "./open-loop";

const PAPER = "utme";
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
async function onTheWire(ctx: BenchContext, method: "GET" | "POST", urlPath: string, token: string | null, body?: unknown): Promise<Wire> {
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
    encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw) : encoding === "zstd" ? zstdDecompress(raw) : raw;
  return { status: res.statusCode, bytes: raw.byteLength, rawBytes: decoded.byteLength, encoding, text: decoded.toString("utf8") };
}

function zstdDecompress(raw: Buffer): Buffer {
  const z = zlib as unknown as { zstdDecompressSync?: (b: Buffer) => Buffer };
  if (!z.zstdDecompressSync) throw new Error("the app answered zstd, which this Node cannot decode");
  return z.zstdDecompressSync(raw);
}

type Fonts = { cssBytes: number; fonts: { file: string; bytes: number }[] };

/**
 * The KaTeX stylesheet and the woff2 fonts Chromium fetches to render the given notation,
 * outside the app: the sitting's HTML with katex.min.css from the installed package, at a phone's
 * width. The stylesheet is counted as the app's runtime would send it (Brotli, quality 4); fonts
 * are sent as they are.
 */
async function katexFonts(ctx: BenchContext, fragments: string[]): Promise<Fonts> {
  const dist = path.resolve("node_modules/katex/dist");
  const css = fs.readFileSync(path.join(dist, "katex.min.css"));
  const cssBytes = zlib.brotliCompressSync(css, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).byteLength;
  const browser = await launchChromium(ctx);
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const fonts = new Set<string>();
    await page.route("http://katex.bench/**", async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === "/") {
        const doc = `<!doctype html><meta charset="utf-8"><link rel="stylesheet" href="/katex.min.css"><body>${fragments.map((f) => `<p>${f}</p>`).join("")}</body>`;
        return route.fulfill({ contentType: "text/html; charset=utf-8", body: doc });
      }
      if (url.pathname === "/katex.min.css") return route.fulfill({ contentType: "text/css", body: css });
      const file = path.join(dist, path.normalize(url.pathname).replace(/^\/+/, ""));
      if (file.startsWith(dist + path.sep) && url.pathname.startsWith("/fonts/") && fs.existsSync(file)) {
        fonts.add(path.basename(file));
        return route.fulfill({ contentType: "font/woff2", body: fs.readFileSync(file) });
      }
      return route.fulfill({ status: 404, body: "" });
    });
    await page.goto("http://katex.bench/", { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return { cssBytes, fonts: [...fonts].sort().map((file) => ({ file, bytes: fs.statSync(path.join(dist, "fonts", file)).size })) };
  } finally {
    await browser.close();
  }
}

type Draw = { sittingId: string; questions: number; post: Wire; get: Wire; images: { url: string; bytes: number; encoding: string }[]; notation: string[] };

async function drawOne(ctx: BenchContext, token: string): Promise<Draw> {
  const post = await onTheWire(ctx, "POST", `/api/papers/${PAPER}/sittings`, token, { mode: "exam", subjects: HEAVY });
  if (post.status !== 201) throw new Error(`starting a UTME sitting answered ${post.status}: ${post.text.slice(0, 200)}`);
  const sitting = (JSON.parse(post.text) as { sitting: SittingShape }).sitting;
  const get = await onTheWire(ctx, "GET", `/api/sittings/${sitting.id}`, token);
  if (get.status !== 200) throw new Error(`GET /api/sittings/{id} answered ${get.status}`);
  const images = [];
  for (const url of imageUrls(sitting)) {
    const image = await onTheWire(ctx, "GET", url, null);
    if (image.status !== 200) throw new Error(`${url} answered ${image.status}`);
    images.push({ url, bytes: image.bytes, encoding: image.encoding });
  }
  const questions = sitting.sections.reduce((n, s) => n + s.questions.length, 0);
  return { sittingId: sitting.id, questions, post, get, images, notation: notationHtml(sitting) };
}

async function measurePaperBytes(ctx: BenchContext) {
  const students = await ctx.students(DRAWS, "exam-bytes");
  const draws: Draw[] = [];
  for (const s of students) draws.push(await drawOne(ctx, s.token));
  // Every draw's notation together: the fonts any of them needs.
  const fonts = await katexFonts(ctx, [...new Set(draws.flatMap((d) => d.notation))]);
  const fontBytes = fonts.fonts.reduce((n, f) => n + f.bytes, 0);
  const perDraw = draws.map((d) => {
    const images = d.images.reduce((n, i) => n + i.bytes, 0);
    return { ...d, imageBytes: images, dataBytes: d.post.bytes + images, totalBytes: d.post.bytes + images + fonts.cssBytes + fontBytes };
  });
  const largest = perDraw.reduce((a, b) => (b.totalBytes > a.totalBytes ? b : a));
  return { perDraw, largest, fonts, fontBytes };
}

type StartPlan = { studentId: string; token: string; subjects: string[]; dueMs: number };
type StartSample = { dueMs: number; ms: number; status: number; bytes: number; error?: string };

/** Sends each start when its student's clock says, whatever the server is doing; latency counts from then. */
async function runStarts(connections: Connections, plans: StartPlan[]): Promise<{ samples: StartSample[]; maxInFlight: number }> {
  const samples: StartSample[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const t0 = performance.now();
  await Promise.all(
    plans.map(async (plan) => {
      await new Promise((r) => setTimeout(r, Math.max(0, plan.dueMs - (performance.now() - t0))));
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const sample: StartSample = { dueMs: plan.dueMs, ms: 0, status: 0, bytes: 0 };
      try {
        const answer = await connections.request({
          method: "POST",
          path: `/api/papers/${PAPER}/sittings`,
          headers: { authorization: `Bearer ${plan.token}`, "content-type": "application/json", "accept-encoding": ACCEPT_ENCODING },
          body: JSON.stringify({ mode: "exam", subjects: plan.subjects }),
        });
        sample.ms = performance.now() - t0 - plan.dueMs;
        sample.status = answer.status;
        sample.bytes = answer.bytes;
        if (answer.status !== 201) sample.error = `${answer.status} ${answer.body.slice(0, 160)}`;
      } catch (err) {
        sample.ms = performance.now() - t0 - plan.dueMs;
        sample.error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      } finally {
        inFlight--;
        samples.push(sample);
      }
    }),
  );
  return { samples, maxInFlight };
}

async function planStarts(ctx: BenchContext, n: number, windowMs: number, label: string, seed: number): Promise<StartPlan[]> {
  const paper = await ctx.db.paper.findUniqueOrThrow({ where: { id: PAPER }, select: { required: true, choose: true, sections: true } });
  const optional = (paper.sections as { subject: string }[]).map((s) => s.subject).filter((s) => !paper.required.includes(s));
  const students = await ctx.students(n, label);
  const random = seededRandom(seed);
  const arrivals = poissonArrivals(n, windowMs, random);
  return students.map((s, i) => ({
    studentId: s.id,
    token: s.token,
    subjects: pickCombination(paper.required, optional, paper.choose, random),
    dueMs: arrivals[i]!,
  }));
}

async function storedSittings(ctx: BenchContext, studentIds: string[]): Promise<StoredSitting[]> {
  return ctx.db.$queryRaw<StoredSitting[]>`
    SELECT s.student_id AS "studentId", s.id AS "sittingId", s.paper_id AS "paperId", s.mode::text AS mode, s.subjects,
      COALESCE((SELECT json_object_agg(c.subject, c.n) FROM (SELECT subject, count(*)::int AS n FROM sitting_items WHERE sitting_id = s.id GROUP BY subject) c), '{}') AS "perSubject",
      (SELECT count(DISTINCT question_id)::int FROM sitting_items WHERE sitting_id = s.id) AS "distinctQuestions",
      (SELECT count(DISTINCT number)::int FROM sitting_items WHERE sitting_id = s.id) AS numbers,
      (SELECT COALESCE(min(number), 0) FROM sitting_items WHERE sitting_id = s.id) AS "firstNumber",
      (SELECT COALESCE(max(number), 0) FROM sitting_items WHERE sitting_id = s.id) AS "lastNumber"
    FROM sittings s WHERE s.student_id = ANY(${studentIds}::text[])`;
}

function latencyStats(samples: StartSample[]) {
  const ok = samples.filter((s) => !s.error);
  const lat = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    requests: samples.length,
    p50: percentileOfSorted(lat, 50),
    p95: percentileOfSorted(lat, 95),
    p99: percentileOfSorted(lat, 99),
    max: lat.at(-1) ?? NaN,
    errors: samples.length - ok.length,
    medianBytes: percentile(
      ok.map((s) => s.bytes),
      50,
    ),
  };
}

async function measureStartRush(ctx: BenchContext) {
  const paper = await ctx.db.paper.findUniqueOrThrow({ where: { id: PAPER }, select: { sections: true } });
  const sectionSizes = Object.fromEntries((paper.sections as { subject: string; questions: number }[]).map((s) => [s.subject, s.questions]));
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
    const check = checkStartedSittings(
      plans,
      await storedSittings(
        ctx,
        plans.map((p) => p.studentId),
      ),
      { paperId: PAPER, mode: "exam", sectionSizes },
    );
    const errorKinds = new Map<string, number>();
    for (const s of samples) if (s.error) errorKinds.set(s.error.slice(0, 120), (errorKinds.get(s.error.slice(0, 120)) ?? 0) + 1);
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

export async function measureExam(ctx: BenchContext): Promise<Section> {
  ctx.log(`exam: drawing ${DRAWS} UTME sittings (${HEAVY.join(", ")}) and weighing them on the wire`);
  const bytes = await measurePaperBytes(ctx);
  const { largest, fonts, fontBytes } = bytes;
  ctx.log(
    `exam: largest draw ${kb(largest.totalBytes)} (JSON ${kb(largest.post.bytes)} ${largest.post.encoding} of ${kb(largest.post.rawBytes)}, images ${kb(largest.imageBytes)}, KaTeX ${kb(fonts.cssBytes + fontBytes)})`,
  );
  const rush = await measureStartRush(ctx);
  const { stats, check } = rush;

  const targets: Target[] = [
    target(`UTME paper on the wire (${HEAVY.join(", ")}): JSON, images, KaTeX CSS and fonts`, largest.totalBytes / 1024, "<=", PAPER_KB_TARGET, "KB"),
    target(
      `UTME start rush (${STUDENTS.toLocaleString("en")} students in ${ARRIVAL_WINDOW_MS / 1000} s): start p95`,
      stats.p95,
      "<=",
      START_P95_TARGET_MS,
      "ms",
    ),
    target("UTME start rush errors", stats.errors, "<=", 0),
    target("UTME start rush students without exactly one full sitting (180 items)", check.missing + check.duplicated + check.wrong, "<=", 0),
  ];
  const parts = (d: (typeof bytes.perDraw)[number]) =>
    `start JSON ${kb(d.post.bytes)} (${d.post.encoding} of ${kb(d.post.rawBytes)}); images ${d.images.length}, ${kb(d.imageBytes)}; KaTeX CSS ${kb(fonts.cssBytes)} + ${fonts.fonts.length} fonts ${kb(fontBytes)} (a reload's GET /api/sittings/{id}: ${kb(d.get.bytes)})`;
  const sortedDraws = [...bytes.perDraw].sort((a, b) => a.totalBytes - b.totalBytes);
  const median = sortedDraws[Math.floor((sortedDraws.length - 1) / 2)]!;
  return {
    title: `Exam engine: a UTME paper on the wire, and ${STUDENTS.toLocaleString("en")} students starting one within ${ARRIVAL_WINDOW_MS / 1000} s`,
    table: [
      ["measurement", "result", "detail"],
      [`UTME paper (${HEAVY.join(", ")}) on the wire, largest of ${DRAWS} draws`, kb(largest.totalBytes), parts(largest)],
      [`the same, median of ${DRAWS} draws`, kb(median.totalBytes), parts(median)],
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
        accept_encoding: ACCEPT_ENCODING,
        subjects: HEAVY,
        draws: bytes.perDraw.map((d) => ({
          sitting_id: d.sittingId,
          questions: d.questions,
          start_json: { bytes: d.post.bytes, encoding: d.post.encoding, raw_bytes: d.post.rawBytes },
          get_json: { bytes: d.get.bytes, encoding: d.get.encoding, raw_bytes: d.get.rawBytes },
          images: d.images,
          notation_fragments: d.notation.length,
          total_bytes: d.totalBytes,
        })),
        katex: { css_bytes: fonts.cssBytes, fonts: fonts.fonts, font_bytes: fontBytes },
        sitting_page: "pending: no /exams/sittings/{id} page in this build; KaTeX measured outside the app",
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
      `Bytes: ${DRAWS} bench students each start a UTME sitting in exam mode with ${HEAVY.join(", ")} (the heaviest notation), sending Accept-Encoding: ${ACCEPT_ENCODING} as Chrome does; the body bytes of the start answer are counted as they came over the wire (headers not counted). A reload's GET /api/sittings/{id} is shown beside it, not added. Each image a question or stimulus references (image_url) is fetched once the same way. Draws differ; the largest is judged.`,
      `KaTeX: the notation HTML of all ${DRAWS} draws is rendered in Chromium at 360 px with the installed katex.min.css (counted Brotli-compressed at quality 4, as the runtime sends it: ${kb(fonts.cssBytes)}) and the woff2 fonts Chromium fetched are counted: ${fonts.fonts.map((f) => `${f.file.replace(/^KaTeX_|\.woff2$/g, "")} ${kb(f.bytes)}`).join(", ")}. The sitting page (/exams/sittings/{id}) is not in this build yet: once it is, the page's own stylesheet and fonts are to be measured in it.`,
      `Start rush: arrivals are a seeded Poisson process of ${STUDENTS.toLocaleString("en")} students over ${ARRIVAL_WINDOW_MS / 1000} s (busiest second: ${rush.peak} starts due), each choosing English plus three of the other UTME subjects at random. Open loop over ${CONNECTIONS} keep-alive connections: latency counts from the moment a start was due, to its whole answer read (${kb(stats.medianBytes)} compressed, median). At most ${rush.maxInFlight} were in flight.`,
      `Starts per 15 s by when they were due (p50 / p95): ${rush.windows.map((w) => `${w.from_s}–${w.from_s + 15} s ${w.starts} starts ${ms(w.p50)} / ${ms(w.p95)}`).join("; ")}.`,
      `Afterwards the database is read: every student must hold exactly one sitting of the utme paper in exam mode, of the subjects they chose, with 60 English and 40 per other subject distinct questions numbered 1–180.${check.problems.length ? ` Problems: ${check.problems.join("; ")}.` : ""}`,
      `Before the measured minute, ${WARM_STUDENTS} other students started over ${WARM_WINDOW_MS / 1000} s (p50 / p95 ${ms(rush.warm.p50)} / ${ms(rush.warm.p95)}, ${rush.warm.errors} errors; not counted above).`,
      `CPU over the rush: ${cpuText(rush.cpu)}${rush.cpu?.appMsPerRequest !== undefined ? `; per start: app ${rush.cpu.appMsPerRequest} ms, db ${rush.cpu.dbMsPerRequest} ms` : ""}; ${rush.txPerStart.toFixed(1)} database transactions per start.`,
      "Part 3 of the issue (100 network drops during a sitting in Chromium lose no answer) waits for the sitting screen.",
      ...rush.errors.map(([k, n]) => `Error ×${n}: ${k}`),
    ],
  };
}
