// Media: what the ladder weighs and costs, and whether an upload survives a flaky connection.
// (a) a synthetic 10-minute lesson (bench/media-lesson.ts) goes through the real transcoding:
//     the data-lite 240p file must stay ≤ 6 MB and the audio-only file ≤ 2.5 MB (10^6 bytes,
//     as data plans count);
// (b) transcoding speed in minutes of video per minute per core: the lesson's minutes divided
//     by the CPU minutes ffmpeg and ffprobe used for the whole ladder (all threads of every
//     encode, read from the kernel's count for the worker's children), so it does not depend
//     on how many cores the machine has;
// (c) the same file, about 200 MB, uploaded through the real tus endpoint over HTTP through a
//     proxy that cuts the connection 5 times, by a resuming client (tus-js-client); the stored
//     source's SHA-256 must equal the file's.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { encode } from "next-auth/jwt";
import { megabytes } from "../lib/media/bitrate";
import { target, type BenchContext, type Section } from "./context";
import { synthesizeLesson } from "./media-lesson";

const LESSON_SECONDS = Number(process.env.BENCH_MEDIA_SECONDS ?? 600);
// With 128 kbps of sound, 10 minutes of this weigh about 200 MB, a phone camera's lesson.
const SOURCE_VIDEO_KBPS = 2540;
const CUTS = 5;
const DATA_LITE_MAX_MB = 6;
const AUDIO_MAX_MB = 2.5;

type WorkerResult = {
  upload: {
    bytes: number;
    seconds: number;
    cuts: number;
    resumes: number;
    identical: boolean;
    stateAfter: string | null;
  };
  transcode: {
    outcome: string;
    state: string | null;
    durationSeconds: number;
    wallSeconds: number;
    ffmpegCpuSeconds: number;
    renditions: { kind: string; bytes: number; bitrateKbps: number; width: number | null; height: number | null }[];
  };
};

async function lessonAwaitingUpload(ctx: BenchContext): Promise<{ token: string; lessonId: string }> {
  const stamp = `media-${Date.now().toString(36)}`;
  const tutor = await ctx.db.user.create({
    data: {
      role: "tutor",
      email: `${stamp}@bench.examprep.ng`,
      passwordHash: "x",
      firstName: "Bench",
      lastName: "Tutor",
      displayName: "Bench T.",
      emailVerifiedAt: new Date(),
    },
  });
  const secret = randomBytes(32).toString("base64url");
  const session = await ctx.db.session.create({
    data: {
      userId: tutor.id,
      tokenHash: createHash("sha256").update(secret).digest("hex"),
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  const token = await encode({
    token: { sid: session.id, sk: secret, sub: tutor.id },
    secret: ctx.authSecret,
    maxAge: 86_400,
  });
  const course = await ctx.db.course.create({
    data: {
      ownerId: tutor.id,
      title: "Bench lessons",
      instructor: "Bench T.",
      level: "Intermediate",
      category: "Mathematics",
    },
  });
  const section = await ctx.db.section.create({ data: { courseId: course.id, title: "Quadratics", position: 1 } });
  const video = await ctx.db.lesson.create({
    data: {
      courseId: course.id,
      sectionId: section.id,
      title: "Factorising quadratics",
      durationSeconds: 0,
      mediaState: "awaiting_upload",
      position: 1,
    },
  });
  return { token, lessonId: video.id };
}

function runWorker(ctx: BenchContext, input: string, output: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", path.resolve("bench/media-worker.ts"), input, output],
      {
        stdio: ["ignore", "inherit", "inherit"],
        env: {
          ...process.env,
          DATABASE_URL: ctx.databaseUrl,
          STORAGE_DIR: ctx.storageDir,
          NODE_ENV: "production",
          AUTH_SECRET: ctx.authSecret,
          LOG_LEVEL: "error",
        },
      },
    );
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`the media worker exited with ${code}`))));
  });
}

export async function measureMedia(ctx: BenchContext): Promise<Section> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "examprep-media-"));
  try {
    const sourcePath = path.join(dir, "lesson.mp4");
    ctx.log(`media: synthesizing a ${LESSON_SECONDS / 60}-minute lesson`);
    await synthesizeLesson(sourcePath, LESSON_SECONDS, SOURCE_VIDEO_KBPS);
    const { token, lessonId } = await lessonAwaitingUpload(ctx);
    const input = path.join(dir, "in.json");
    const output = path.join(dir, "out.json");
    fs.writeFileSync(input, JSON.stringify({ token, lessonId, sourcePath, cuts: CUTS, appUrl: ctx.baseUrl }));
    ctx.log("media: uploading through the cutting proxy, then transcoding");
    await runWorker(ctx, input, output);
    const result = JSON.parse(fs.readFileSync(output, "utf8")) as WorkerResult;
    return report(result);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function report({ upload, transcode }: WorkerResult): Section {
  const minutes = transcode.durationSeconds / 60;
  // Scaled to 10 minutes, so a shorter run (BENCH_MEDIA_SECONDS) is still read against the targets.
  const perTenMinutes = (bytes: number) => megabytes((bytes * 600) / transcode.durationSeconds);
  const rendition = (kind: string) => transcode.renditions.find((r) => r.kind === kind);
  const dataLite = rendition("p240");
  const audio = rendition("audio");
  const speed = minutes / (transcode.ffmpegCpuSeconds / 60);
  const uploadMbps = (upload.bytes * 8) / upload.seconds / 1e6;
  const targets = [
    target(
      "10-minute lesson, data-lite 240p",
      dataLite ? perTenMinutes(dataLite.bytes) : NaN,
      "<=",
      DATA_LITE_MAX_MB,
      "MB",
    ),
    target("10-minute lesson, audio-only", audio ? perTenMinutes(audio.bytes) : NaN, "<=", AUDIO_MAX_MB, "MB"),
    target(
      `upload of ${megabytes(upload.bytes)} MB through ${CUTS} connection cuts: stored source identical`,
      upload.identical && upload.cuts === CUTS ? 1 : 0,
      ">=",
      1,
    ),
  ];
  return {
    title: "Media: the ladder's sizes, transcoding speed and a resumable upload",
    table: [
      ["rendition", "size", "per 10 minutes", "average bitrate", "picture"],
      ...transcode.renditions.map((r) => [
        r.kind,
        `${megabytes(r.bytes)} MB`,
        `${perTenMinutes(r.bytes)} MB`,
        `${r.bitrateKbps} kbps`,
        r.width ? `${r.width}×${r.height}` : "sound only",
      ]),
      [
        "transcoding",
        `${minutes.toFixed(1)} min of video`,
        `${(transcode.ffmpegCpuSeconds / 60).toFixed(1)} CPU min`,
        `${speed.toFixed(2)} min of video per min per core`,
        `${transcode.wallSeconds.toFixed(0)} s wall on ${os.cpus().length} cores`,
      ],
      [
        "upload",
        `${megabytes(upload.bytes)} MB`,
        `${upload.cuts} cuts, ${upload.resumes} resumes`,
        `${uploadMbps.toFixed(0)} Mbit/s on loopback`,
        upload.identical ? "SHA-256 identical" : "SHA-256 DIFFERS",
      ],
    ],
    targets,
    data: { upload, transcode, speedMinutesPerMinutePerCore: speed },
    notes: [
      "Source: a synthetic lesson (slides changing every 20 s, an underline drawn, a moving pointer, a busy picture-in-picture, a voice-like sound) at a camera's constant 2.5 Mbit/s, 720p 30 fps.",
      "Speed = minutes of video ÷ CPU minutes of every ffmpeg and ffprobe run for the whole ladder (probe, poster, audio, 240p, 360p, 480p), x264 preset veryfast.",
    ],
  };
}
