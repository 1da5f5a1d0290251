// The background jobs on pg-boss against a real PostgreSQL: each job enqueued is run by a
// worker started here, and its effect shows. On a database of this file's own: the sweeps
// act on every expired row, other files' included.
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expiredQuizAttempt, expiredSitting, makeUser, studySeconds } from "../../support/job-fixtures";
import { subjectOf, waitForMails } from "../../support/mail";
import { privateDatabase } from "../../support/private-database";

const database = await privateDatabase("jobs_workers");
// The app's modules, loaded once DATABASE_URL names the database above.
const { createPrismaClient } = await import("@/server/db-client");
const { JOBS } = await import("@/server/jobs/all-jobs");
const { sittingsExpire } = await import("@/server/jobs/sittings-expire");
const { storageCleanup } = await import("@/server/jobs/storage-cleanup");
const { paymentsReconcile } = await import("@/server/jobs/payments-reconcile");
const { enqueueJob } = await import("@/server/jobs/enqueue");
const { defineJob } = await import("@/server/jobs/registry");
const { startJobRunner, stopProcessJobs } = await import("@/server/jobs/runner");
const { getStorage } = await import("@/server/integrations/storage");
const { CLIENT_IP_HEADER, registerRuntime } = await import("@/server/runtime-bridge");
const { POST: signupRoute } = await import("@/app/api/students/signup/route");

type Runner = Awaited<ReturnType<typeof startJobRunner>>;
type JobRow = { id: string; state: string; output: Record<string, unknown> | null };

const db = createPrismaClient(database.url, { max: 2 });
let runner: Runner;

beforeAll(async () => {
  // The whole registry, as `npm run worker` runs it, without its schedules: each test enqueues.
  runner = await startJobRunner({
    connectionString: database.url,
    jobs: JOBS,
    schedules: false,
    pollingIntervalSeconds: 0.5,
  });
});
afterAll(async () => {
  await runner?.stop({ timeoutMs: 2_000 });
  // The producer enqueueJob started in this process.
  await stopProcessJobs(2_000);
  await db.$disconnect();
});

const jobsOf = (name: string) =>
  db.$queryRawUnsafe<JobRow[]>(
    `SELECT id::text, state::text, output FROM pgboss.job WHERE name = $1 ORDER BY created_on`,
    name,
  );

/** Waits for the job to finish and returns its row. */
async function finished(name: string, id: string | null): Promise<JobRow> {
  expect(id).toEqual(expect.any(String));
  await expect
    .poll(async () => (await jobsOf(name)).find((j) => j.id === id)?.state, { timeout: 10_000 })
    .toBe("completed");
  return (await jobsOf(name)).find((j) => j.id === id)!;
}

describe("mail.deliver", () => {
  it("sends a sign-up's verification mail: the request enqueues the job once its transaction commits, the worker delivers", async () => {
    registerRuntime({ stampsClientIp: true });
    const email = `jobs-${randomUUID().slice(0, 12)}@example.com`;
    const body = {
      first_name: "Bola",
      last_name: "Ade",
      email,
      password: "Correct-Horse-9",
      academic_level: "Senior Secondary 2",
    };
    const res = await signupRoute(
      new NextRequest("http://localhost:3000/api/students/signup", {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: "10.9.9.9" },
      }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(201);
    const [mail] = await waitForMails(email, 1, { timeoutMs: 10_000 });
    expect(subjectOf(mail!.raw)).toBe("Verify your ExamPrep email address");
    await expect
      .poll(async () =>
        (await jobsOf("mail.deliver")).some((j) => j.state === "completed" && Number(j.output?.sent) >= 1),
      )
      .toBe(true);
    await expect.poll(async () => (await db.mailOutbox.findFirst({ where: { to: email } }))?.sentAt).not.toBeNull();
  });
});

describe("sittings.expire on a quiz attempt", () => {
  it("finishes a quiz attempt left open past its expiry, from the answers saved before it", async () => {
    const fixture = await expiredQuizAttempt(db);
    const job = await finished("sittings.expire", await enqueueJob(sittingsExpire));
    expect(job.output).toEqual({ finished: 1 });
    const attempt = await db.sitting.findUniqueOrThrow({ where: { id: fixture.attemptId } });
    expect(attempt).toMatchObject({
      submittedAt: fixture.expiresAt,
      totalScore: 50,
      correctCount: 1,
      passed: false,
      autoSubmitted: true,
    });
    expect(await studySeconds(db, fixture.studentId)).toBe(fixture.studySeconds);
  });
});

describe("sittings.expire", () => {
  it("finishes an exam sitting left open past its deadline and grace, marking its saved answers", async () => {
    const fixture = await expiredSitting(db);
    const job = await finished("sittings.expire", await enqueueJob(sittingsExpire));
    expect(job.output).toEqual({ finished: 1 });
    const sitting = await db.sitting.findUniqueOrThrow({ where: { id: fixture.sittingId }, include: { items: true } });
    expect(sitting).toMatchObject({ totalScore: 1, autoSubmitted: true });
    expect(sitting.submittedAt).not.toBeNull();
    expect(sitting.items[0]).toMatchObject({ answer: "B", correct: true });
    expect(await studySeconds(db, fixture.studentId)).toBe(fixture.studySeconds);
  });
});

describe("payments.reconcile", () => {
  it("runs the reconciliation the command and the cron endpoint run, and stores its summary", async () => {
    const job = await finished("payments.reconcile", await enqueueJob(paymentsReconcile));
    expect(job.output).toEqual({ checked: 0, enrolled: 0, failed: 0, still_pending: 0, abandoned: 0, unreachable: 0 });
  });
});

describe("storage.cleanup", () => {
  it("deletes day-old uploads nothing references, and keeps referenced, recent and unknown ones; forgets expired open uploads", async () => {
    const storage = getStorage();
    const owner = await makeUser(db, "tutor");
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const put = async (key: string, createdAt: Date) => {
      await storage.put(key, Buffer.from(`bytes of ${key}`), { contentType: "application/octet-stream" });
      await db.storedObject.create({
        data: { key, ownerId: owner.id, bytes: BigInt(`bytes of ${key}`.length), createdAt },
      });
    };
    const id = randomUUID().slice(0, 8);
    const orphan = `videos/${owner.id}/${id}-orphan.mp4`;
    const avatar = `avatars/${owner.id}/${id}.webp`;
    const diagram = `bank/${owner.id}/${id}.png`;
    const fresh = `thumbnails/${id}/fresh.webp`;
    const foreign = `renditions/${id}/240p.mp4`;
    for (const key of [orphan, avatar, diagram, foreign]) await put(key, dayAgo);
    await put(fresh, new Date());
    await db.user.update({ where: { id: owner.id }, data: { pictureKey: avatar } });
    await db.stimulus.create({
      data: { subject: "Physics", kind: "diagram", content: "A circuit", imageKey: diagram },
    });
    // Lesson uploads begun and not finished: one past its expiry (it no longer counts), one live.
    const openUpload = (uploadId: string, expiresAt: Date) =>
      db.openUpload.create({
        data: { id: uploadId, tutorId: owner.id, lessonId: "a-lesson", bytes: 1000n, createdAt: dayAgo, expiresAt },
      });
    await openUpload(`${id}-expired`, new Date(Date.now() - 60_000));
    await openUpload(`${id}-live`, new Date(Date.now() + 60_000));

    const job = await finished("storage.cleanup", await enqueueJob(storageCleanup));
    expect(job.output).toEqual({
      deleted: 1,
      freed_bytes: `bytes of ${orphan}`.length,
      failed: 0,
      abandoned_uploads: 0,
      expired_open_uploads: 1,
    });
    expect((await db.openUpload.findMany({ where: { tutorId: owner.id } })).map((u) => u.id)).toEqual([`${id}-live`]);
    expect(await storage.head(orphan)).toBeNull();
    expect(await db.storedObject.findUnique({ where: { key: orphan } })).toBeNull();
    for (const kept of [avatar, diagram, fresh, foreign]) {
      expect(await storage.head(kept), kept).not.toBeNull();
      expect(await db.storedObject.findUnique({ where: { key: kept } }), kept).not.toBeNull();
    }
  });
});

describe("a queue's policy", () => {
  it("runs a job enqueued during a run once more after it, and collapses a burst into that one run", async () => {
    let runs = 0;
    let release!: () => void;
    const firstRunHeld = new Promise<void>((resolve) => (release = resolve));
    let running!: () => void;
    const firstRunStarted = new Promise<void>((resolve) => (running = resolve));
    const slow = defineJob({
      name: "test.slow",
      summary: "a job that holds its first run",
      enqueuedBy: "this test",
      retry: { limit: 0, delaySeconds: 1, backoff: true, maxDelaySeconds: 1 },
      expireInSeconds: 60,
      async run() {
        runs++;
        if (runs === 1) {
          running();
          await firstRunHeld;
        }
        return { runs };
      },
    });
    const own = await startJobRunner({
      connectionString: database.url,
      jobs: [slow],
      schedules: false,
      pollingIntervalSeconds: 0.5,
    });
    try {
      expect(await enqueueJob(slow)).toEqual(expect.any(String));
      await firstRunStarted;
      const during = [await enqueueJob(slow), await enqueueJob(slow), await enqueueJob(slow)];
      // One waits; the others had nothing to add to it.
      expect(during.filter((id) => id !== null)).toHaveLength(1);
      release();
      await expect
        .poll(async () => (await jobsOf("test.slow")).map((j) => j.state), { timeout: 10_000 })
        .toEqual(["completed", "completed"]);
      expect(runs).toBe(2);
    } finally {
      release();
      await own.stop({ timeoutMs: 2_000 });
    }
  });
});
