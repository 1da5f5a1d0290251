// Video: time to first byte of a Range request through the app's signed route, against
// the same bytes from a bare static file server (the baseline) on this machine.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { ms, percentile, type BenchContext, type Section } from "./context";

const RUNS = 60;

async function ttfb(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const reader = res.body!.getReader();
  await reader.read();
  const elapsed = performance.now() - started;
  await reader.cancel();
  if (res.status !== 206) throw new Error(`expected 206 from ${url}, got ${res.status}`);
  return elapsed;
}

function staticServer(root: string): Promise<{ url: string; close(): void }> {
  const server = http.createServer((req, res) => {
    const file = path.join(root, decodeURIComponent(new URL(req.url!, "http://x").pathname));
    const size = fs.statSync(file).size;
    const m = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? "");
    const start = Number(m?.[1] ?? 0);
    const end = m?.[2] ? Number(m[2]) : size - 1;
    res.writeHead(206, {
      "content-type": "video/mp4",
      "content-range": `bytes ${start}-${end}/${size}`,
      "content-length": end - start + 1,
      "accept-ranges": "bytes",
    });
    fs.createReadStream(file, { start, end }).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as { port: number }).port;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

export async function measureVideo(ctx: BenchContext): Promise<Section> {
  const course = await ctx.db.course.findFirstOrThrow({
    where: { slug: "jamb-biology-masterclass" },
    select: { id: true },
  });
  const video = await ctx.db.lesson.findFirstOrThrow({
    where: { courseId: course.id },
    select: { id: true, storageKey: true },
  });
  const [student] = await ctx.students(1, "video");
  await ctx.db.enrollment.create({ data: { studentId: student!.id, courseId: course.id } });
  const stream = await (
    await fetch(`${ctx.baseUrl}/api/videos/${video.id}/stream`, {
      headers: { authorization: `Bearer ${student!.token}` },
    })
  ).json();
  const appUrl = new URL(stream.url as string, ctx.baseUrl).toString();
  const files = await staticServer(ctx.storageDir);
  // A seek into the file: up to 64 KB from a quarter of the way in (the sample lessons are small).
  const size = fs.statSync(path.join(ctx.storageDir, video.storageKey!)).size;
  const start = Math.floor(size / 4);
  const range = { range: `bytes=${start}-${Math.min(size - 1, start + 65_535)}` };
  try {
    for (let i = 0; i < 5; i++) {
      await ttfb(appUrl, range);
      await ttfb(`${files.url}/${video.storageKey}`, range);
    }
    const viaApp: number[] = [];
    const viaStatic: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      viaApp.push(await ttfb(appUrl, range));
      viaStatic.push(await ttfb(`${files.url}/${video.storageKey}`, range));
    }
    const p50App = percentile(viaApp, 50);
    const p50Static = percentile(viaStatic, 50);
    return {
      title: "Video: time to first byte of a Range request",
      table: [
        ["path", "p50", "p95", "ratio to static"],
        [
          "app: signed /api/stream (HMAC check, storage read)",
          ms(p50App),
          ms(percentile(viaApp, 95)),
          `${(p50App / p50Static).toFixed(1)}×`,
        ],
        ["baseline: bare node:http file server", ms(p50Static), ms(percentile(viaStatic, 95)), "1.0×"],
      ],
      targets: [],
      data: {
        runs: RUNS,
        range: range.range,
        app_ms: { p50: p50App, p95: percentile(viaApp, 95) },
        static_ms: { p50: p50Static, p95: percentile(viaStatic, 95) },
      },
      notes: [
        "With S3 and S3_PUBLIC_URL the player gets presigned URLs straight to the bucket, and the app is not in the video path at all.",
      ],
    };
  } finally {
    files.close();
  }
}
