// Three app processes, a worker and a round-robin proxy on one database, with Redis and an S3
// fake, as docker-compose runs them: the same behaviour as behind one process. Starts in a rush,
// caches that hear of changes made elsewhere, shared rate limits, clients told apart behind the
// proxy, an upload resumed through another process, refusals of processes that would count or
// store alone, and a quiet stop. Production build, its own database.
import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { createPrismaClient } from "../../../server/db-client";
import { createS3Storage } from "../../../server/integrations/storage/s3";
import { contentTypeForKey } from "../../../server/integrations/storage/types";
import { startFakeS3, type FakeS3 } from "../../fakes/s3";
import {
  startApp,
  startRoundRobinProxy,
  startWorker,
  waitForHealth,
  type RoundRobinProxy,
  type RunningProcess,
} from "../../support/app-processes";
import { ensureRedis, type TestRedis } from "../../support/redis";
import type { TestDatabase } from "../../support/test-database";
import { provisionSeededDatabase } from "../../support/test-templates";

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 1100;
const SECRET = "many-processes-secret-0123456789abcdefghij";

let database: TestDatabase;
let db: ReturnType<typeof createPrismaClient>;
let redis: TestRedis;
let s3: FakeS3;
let proxy: RoundRobinProxy;
let apps: RunningProcess[] = [];
let worker: RunningProcess;
const extra: RunningProcess[] = [];
const direct = (i: number) => `http://127.0.0.1:${BASE_PORT + i}`;

function sharedEnv(): Record<string, string> {
  return {
    DATABASE_URL: database.url,
    AUTH_SECRET: SECRET,
    APP_URL: proxy?.url ?? direct(0),
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: `many-${path.basename(database.name)}:`,
    S3_ENDPOINT: s3.url,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: "fake",
    S3_SECRET_ACCESS_KEY: "fake-secret",
    S3_FORCE_PATH_STYLE: "true",
    PAYMENTS_SIMULATOR: "true",
    RUN_WORKERS: "false",
    TRUST_PROXY: "1",
  };
}

/** Parsed JSON bodies are read freely in assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonBody = any;

async function json(res: Response): Promise<JsonBody> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return { text };
  }
}

async function signIn(
  base: string,
  email: string,
  password: string,
  client: string,
  role: "student" | "tutor" = "student",
) {
  const res = await fetch(`${base}${role === "student" ? "/api/students/signin" : "/api/auth/tutor/login"}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-test-client": client },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: await json(res) };
}

/** Students made straight in the database, with the demo student's password (Student2026!). */
async function students(count: number, label: string) {
  const demo = await db.user.findUniqueOrThrow({
    where: { email: "student@examprep.ng" },
    select: { passwordHash: true },
  });
  const made = [];
  for (let i = 0; i < count; i++) {
    made.push(
      await db.user.create({
        data: {
          role: "student",
          email: `${label}-${i}-${Date.now()}@example.ng`,
          passwordHash: demo.passwordHash,
          firstName: "Chidi",
          lastName: "Eze",
          displayName: "Chidi E.",
          emailVerifiedAt: new Date(),
        },
        select: { id: true, email: true },
      }),
    );
  }
  return made;
}

test.describe.serial("three app processes, a worker and a proxy on one database", () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    redis = await ensureRedis();
    s3 = await startFakeS3();
    // The demo data, its files moved into the S3 fake, as a seed run against S3 stores them.
    const seededFiles = fs.mkdtempSync(path.join(os.tmpdir(), "examprep-many-seed-"));
    database = await provisionSeededDatabase("many", { embeddedPort: 54333, storageDir: seededFiles });
    db = createPrismaClient(database.url, { max: 4 });
    const storage = createS3Storage({
      endpoint: s3.url,
      region: "us-east-1",
      bucket: s3.bucket,
      accessKeyId: "fake",
      secretAccessKey: "fake-secret",
      forcePathStyle: true,
    });
    for (const file of fs.readdirSync(seededFiles, { recursive: true, withFileTypes: true })) {
      if (!file.isFile()) continue;
      const key = path.relative(seededFiles, path.join(file.parentPath, file.name));
      const body = fs.readFileSync(path.join(seededFiles, key));
      await storage.put(key, body, { contentType: contentTypeForKey(key), contentLength: body.length });
    }
    fs.rmSync(seededFiles, { recursive: true, force: true });
    proxy = await startRoundRobinProxy([0, 1, 2].map(direct));
    apps = [0, 1, 2].map((i) => startApp(`app-${i + 1}`, BASE_PORT + i, sharedEnv()));
    worker = startWorker(sharedEnv());
    await Promise.all(apps.map((app, i) => waitForHealth(`${direct(i)}/api/health`, app)));
    // Ready as a load balancer would see it: the database and Redis both answer.
    for (const i of [0, 1, 2]) {
      await expect
        .poll(async () => (await json(await fetch(`${direct(i)}/api/health`))).status, { timeout: 30_000 })
        .toBe("ok");
    }
  });

  test.afterAll(async () => {
    await Promise.all([...apps, ...extra, worker].filter(Boolean).map((p) => p.stop("SIGKILL")));
    await proxy?.close();
    await s3?.close();
    await db?.$disconnect();
    await database?.drop().catch(() => undefined);
    await redis?.stop();
  });

  test("a class starts at 9:00 through the proxy; fifty taps by one student make one sitting and count once", async () => {
    test.setTimeout(120_000);
    const crowd = await students(30, "rush");
    const signedIn = await Promise.all(
      crowd.map((s, i) => signIn(proxy.url, s.email, "Student2026!", `10.1.0.${i + 1}`)),
    );
    expect(
      signedIn.map((s) => s.status),
      JSON.stringify(signedIn.find((s) => s.status !== 200)?.body),
    ).toEqual(crowd.map(() => 200));
    const tokens = signedIn.map((s) => s.body.token as string);
    const start = (token: string) =>
      fetch(`${proxy.url}/api/papers/waec-mathematics/sittings`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ mode: "practice", timed: false }),
      });
    const answers = await Promise.all(tokens.map(async (t) => start(t)));
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.every((s) => s === 201),
      `${statuses.join(" ")} ${await answers.find((a) => a.status !== 201)?.text()}`,
    ).toBe(true);

    const [tapper] = await students(1, "taps");
    const token = (await signIn(proxy.url, tapper!.email, "Student2026!", "10.2.0.1")).body.token as string;
    const taps = await Promise.all(Array.from({ length: 50 }, async () => (await start(token)).status));
    // One sitting; every tap is answered, and the student's 30 starts in 10 minutes are counted
    // once across the three processes.
    expect(taps.filter((s) => s === 201)).toHaveLength(1);
    expect(taps.filter((s) => s === 200)).toHaveLength(29);
    expect(taps.filter((s) => s === 429)).toHaveLength(20);
    expect(await db.sitting.count({ where: { studentId: tapper!.id } })).toBe(1);
  });

  test("answers saved through every process, and a submit through another, count every one", async () => {
    const [student] = await students(1, "answers");
    const token = (await signIn(proxy.url, student!.email, "Student2026!", "10.3.0.1")).body.token as string;
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const started = await json(
      await fetch(`${proxy.url}/api/papers/utme/sittings`, {
        method: "POST",
        headers,
        body: JSON.stringify({ mode: "exam", subjects: ["English", "Mathematics", "Physics", "Chemistry"] }),
      }),
    );
    const questions = (started.sitting.sections as { questions: { id: string }[] }[])
      .flatMap((s) => s.questions)
      .slice(0, 163);
    for (let i = 0; i < questions.length; i += 9) {
      const answers = Object.fromEntries(questions.slice(i, i + 9).map((q) => [q.id, "B"]));
      const saved = await fetch(`${proxy.url}/api/sittings/${started.sitting.id}/answers`, {
        method: "PUT",
        headers,
        body: JSON.stringify({ answers }),
      });
      expect(saved.status).toBe(200);
    }
    const submitted = await json(
      await fetch(`${direct(2)}/api/sittings/${started.sitting.id}/submit`, { method: "POST", headers, body: "{}" }),
    );
    expect(submitted.result.answered).toBe(163);
  });

  test("a change written anywhere reaches every process's caches within a second", async () => {
    const paper = await db.paper.findUniqueOrThrow({
      where: { id: "waec-physics" },
      select: { durationMinutes: true },
    });
    const duration = paper.durationMinutes + 3;
    await db.paper.update({ where: { id: "waec-physics" }, data: { durationMinutes: duration } });
    const changedAt = Date.now();
    for (const i of [0, 1, 2]) {
      await expect
        .poll(
          async () => {
            const list = await json(await fetch(`${direct(i)}/api/papers`));
            return (list.papers as { id: string; duration_minutes: number }[]).find((p) => p.id === "waec-physics")
              ?.duration_minutes;
          },
          { timeout: 1_000, intervals: [50] },
        )
        .toBe(duration);
    }
    expect(Date.now() - changedAt).toBeLessThan(1_500);

    const quiz = await db.quiz.findFirstOrThrow({
      where: { status: "published", course: { price: 0 } },
      select: { id: true },
    });
    const [student] = await students(1, "quiz");
    const token = (await signIn(proxy.url, student!.email, "Student2026!", "10.4.0.1")).body.token as string;
    const open = (i: number) =>
      fetch(`${direct(i)}/api/quizzes/${quiz.id}`, { headers: { authorization: `Bearer ${token}` } });
    for (const i of [0, 1, 2]) expect((await open(i)).status).toBe(200);
    await db.quiz.update({ where: { id: quiz.id }, data: { status: "draft" } });
    try {
      for (const i of [0, 1, 2])
        await expect.poll(async () => (await open(i)).status, { timeout: 1_000, intervals: [50] }).toBe(404);
    } finally {
      await db.quiz.update({ where: { id: quiz.id }, data: { status: "published" } });
    }
    for (const i of [0, 1, 2])
      await expect.poll(async () => (await open(i)).status, { timeout: 1_000, intervals: [50] }).toBe(200);
  });

  test("rate limits count once across processes, per client behind the proxy", async () => {
    const [student] = await students(1, "limits");
    const wrong = await Promise.all(
      Array.from({ length: 12 }, () => signIn(proxy.url, student!.email, "not-the-password", "10.5.0.1")),
    );
    const statuses = wrong.map((w) => w.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    // Another school's phone behind the same proxy is its own client.
    expect((await signIn(proxy.url, student!.email, "Student2026!", "10.6.0.1")).status).toBe(200);
  });

  test("an upload begun through one process finishes through another", async () => {
    test.setTimeout(90_000);
    const tutor = await signIn(proxy.url, "tutor@examprep.ng", "Tutor2026!", "10.7.0.1", "tutor");
    expect(tutor.status).toBe(200);
    const headers = { authorization: `Bearer ${tutor.body.token}`, "content-type": "application/json" };
    const post = async (url: string, body: unknown) =>
      json(await fetch(`${proxy.url}${url}`, { method: "POST", headers, body: JSON.stringify(body) }));
    const course = await post("/api/courses", {
      title: "Waves across machines",
      description: "Waves for WAEC physics",
      price: 0,
      category: "Physics",
      level: "Intermediate",
    });
    const section = await post("/api/sections", { course_id: course.course.id, title: "Waves" });
    const lesson = await post("/api/videos", { section_id: section.section.id, title: "Transverse waves" });

    const clipFile = path.join(os.tmpdir(), `many-${process.pid}.mp4`);
    execFileSync("ffmpeg", [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=320x180:rate=10:duration=2",
      "-pix_fmt",
      "yuv420p",
      "-c:v",
      "libx264",
      clipFile,
    ]);
    const clip = fs.readFileSync(clipFile);
    const tus = { "tus-resumable": "1.0.0", authorization: `Bearer ${tutor.body.token}` };
    const meta = (fields: Record<string, string>) =>
      Object.entries(fields)
        .map(([k, v]) => `${k} ${Buffer.from(v).toString("base64")}`)
        .join(",");
    const created = await fetch(`${direct(0)}/api/uploads`, {
      method: "POST",
      headers: {
        ...tus,
        "upload-length": String(clip.length),
        "upload-metadata": meta({ videoId: lesson.video.id, filename: "waves.mp4", filetype: "video/mp4" }),
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get("location")!;
    const half = Math.floor(clip.length / 2);
    const first = await fetch(new URL(location, direct(0)), {
      method: "PATCH",
      headers: { ...tus, "upload-offset": "0", "content-type": "application/offset+octet-stream" },
      body: new Uint8Array(clip.subarray(0, half)),
    });
    expect(first.status).toBe(204);
    const head = await fetch(new URL(location, direct(1)), { method: "HEAD", headers: tus });
    expect(Number(head.headers.get("upload-offset")), `${head.status} ${apps[1]!.output().slice(-2500)}`).toBe(half);
    const rest = await fetch(new URL(location, direct(1)), {
      method: "PATCH",
      headers: { ...tus, "upload-offset": String(half), "content-type": "application/offset+octet-stream" },
      body: new Uint8Array(clip.subarray(half)),
    });
    expect(rest.status, await rest.clone().text()).toBe(204);
    const digest = createHash("sha256").update(clip).digest("hex");
    const stored = [...s3.objects.values()].find((o) => createHash("sha256").update(o.body).digest("hex") === digest);
    expect(stored).toBeDefined();
    fs.rmSync(clipFile, { force: true });
  });

  test("a process that would count or store on its own beside the others is refused, saying what to set", async () => {
    test.setTimeout(120_000);
    const alone = { ...sharedEnv(), REDIS_URL: "" };
    const first = startApp("no-redis-1", BASE_PORT + 3, alone);
    extra.push(first);
    await waitForHealth(`${direct(3)}/api/health`, first);
    const second = startApp("no-redis-2", BASE_PORT + 4, alone);
    extra.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("without REDIS_URL");
    await first.stop();

    const diskEnv = (dir: string) => ({
      ...sharedEnv(),
      S3_BUCKET: "",
      S3_ACCESS_KEY_ID: "",
      S3_SECRET_ACCESS_KEY: "",
      S3_ENDPOINT: "",
      STORAGE_DIR: dir,
    });
    const diskA = startApp("disk-a", BASE_PORT + 5, diskEnv(fs.mkdtempSync(path.join(os.tmpdir(), "many-disk-a-"))));
    extra.push(diskA);
    await waitForHealth(`${direct(5)}/api/health`, diskA);
    const diskB = startApp("disk-b", BASE_PORT + 6, diskEnv(fs.mkdtempSync(path.join(os.tmpdir(), "many-disk-b-"))));
    extra.push(diskB);
    expect(await diskB.exited).toBe(1);
    expect(diskB.output()).toContain("Configure S3");
    await diskA.stop();
  });

  test("an app process keeps an idle connection open for longer than a load balancer keeps its own", async () => {
    // A balancer reuses an idle connection; were the app to close it first, a request sent on it then would fail.
    const socket = net.connect(BASE_PORT, "127.0.0.1");
    let closed = false;
    socket.on("close", () => (closed = true));
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    const health = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n";
    socket.write(health);
    await expect.poll(() => received).toMatch(/^HTTP\/1\.1 200/);
    expect(received).not.toMatch(/connection: close/i);
    // Node's default would close it after 5 s; the app's keeps it past a balancer's idle time.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(closed).toBe(false);
    received = "";
    socket.write(health);
    await expect.poll(() => received).toMatch(/^HTTP\/1\.1 200/);
    socket.destroy();
  });

  test("SIGTERM stops the worker and every app process quietly", async () => {
    test.setTimeout(60_000);
    const codes = await Promise.all([worker, ...apps].map((p) => p.stop("SIGTERM")));
    expect(codes).toEqual([0, 0, 0, 0]);
    for (const p of [worker, ...apps])
      expect(p.output(), p.name).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n|"level":"error"/);
  });
});
