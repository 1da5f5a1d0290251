// Run by bench/media.ts in a process of its own, started with `--conditions=react-server`, so
// the server's modules load as they do in the app, on the bench's database and storage. Reads
// { token, lessonId, sourcePath, cuts } from the first argument's file; uploads the source
// through the real tus endpoint (over HTTP, through a proxy that cuts the connection `cuts`
// times) with tus-js-client, checks the stored source is the same bytes, then runs the real
// transcoding and writes what it measured to the second argument's file.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import * as tus from "tus-js-client";
import { startCuttingProxy } from "./cutting-proxy";

type Job = { token: string; lessonId: string; sourcePath: string; cuts: number; appUrl: string };

const [input, output] = process.argv.slice(2);
if (!input || !output) throw new Error("usage: media-worker <input.json> <output.json>");
const job = JSON.parse(fs.readFileSync(input, "utf8")) as Job;

const { serveRoutes } = await import("../tests/support/route-server");
const { uploadRoutes } = await import("../tests/support/upload-routes");
const { getStorage } = await import("../server/integrations/storage");
const { transcodeLesson } = await import("../server/media/transcode-lesson");
const { db } = await import("../server/db");

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

/** CPU seconds used by this process's finished children (ffmpeg, ffprobe): fields 16 and 17 of /proc/self/stat. */
function childCpuSeconds(): number {
  const fields = fs.readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
}

async function sha256OfStream(stream: NodeJS.ReadableStream): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

const size = fs.statSync(job.sourcePath).size;
const fileHash = await sha256OfStream(fs.createReadStream(job.sourcePath));
const server = await serveRoutes(uploadRoutes, job.appUrl);
const serverPort = Number(new URL(server.origin).port);
// Cuts spread evenly over the file: one every size / (cuts + 1) bytes.
const proxy = await startCuttingProxy(
  { host: "127.0.0.1", port: serverPort },
  { cuts: job.cuts, cutEveryBytes: Math.floor(size / (job.cuts + 1)) },
);

let resumes = 0;
const uploadStarted = performance.now();
await new Promise<void>((resolve, reject) => {
  const upload = new tus.Upload(fs.createReadStream(job.sourcePath), {
    endpoint: `http://127.0.0.1:${proxy.port}/api/uploads`,
    uploadSize: size,
    headers: { authorization: `Bearer ${job.token}` },
    metadata: { videoId: job.lessonId, filename: "lesson.mp4", filetype: "video/mp4" },
    retryDelays: [0, 250, 500, 1000, 2000],
    onShouldRetry: () => {
      resumes++;
      return true;
    },
    onError: reject,
    onSuccess: () => resolve(),
  });
  upload.start();
});
const uploadSeconds = (performance.now() - uploadStarted) / 1000;
await proxy.close();
await server.close();

const lesson = await db.lesson.findUniqueOrThrow({
  where: { id: job.lessonId },
  select: { sourceKey: true, mediaState: true },
});
const stored = await getStorage().get(lesson.sourceKey!);
const storedHash = stored ? await sha256OfStream(stored.body) : null;

const cpuBefore = childCpuSeconds();
const transcodeStarted = performance.now();
const result = await transcodeLesson(job.lessonId);
const transcodeSeconds = (performance.now() - transcodeStarted) / 1000;
const cpuSeconds = childCpuSeconds() - cpuBefore;
const renditions = await db.videoRendition.findMany({
  where: { lessonId: job.lessonId },
  select: { kind: true, bytes: true, bitrateKbps: true, width: true, height: true },
});
const video = await db.lesson.findUniqueOrThrow({
  where: { id: job.lessonId },
  select: { durationSeconds: true, mediaState: true },
});

fs.writeFileSync(
  output,
  JSON.stringify({
    upload: {
      bytes: size,
      seconds: uploadSeconds,
      cuts: proxy.cutsMade(),
      resumes,
      identical: storedHash === fileHash,
      stateAfter: lesson.mediaState,
    },
    transcode: {
      outcome: result.outcome,
      state: video.mediaState,
      durationSeconds: video.durationSeconds,
      wallSeconds: transcodeSeconds,
      ffmpegCpuSeconds: cpuSeconds,
      renditions: renditions.map((r) => ({ ...r, bytes: Number(r.bytes) })),
    },
  }),
);
process.exit(0);
