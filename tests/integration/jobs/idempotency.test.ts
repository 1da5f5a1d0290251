// Running a job twice, or on two workers at once, applies its effect once: pg-boss turns each
// schedule tick into one job however many workers hold the schedule, and each handler is safe
// to run concurrently anyway. On a database of this file's own (the sweeps act on every row).
import { randomUUID } from "node:crypto";
import { TestClock } from "pg-boss";
import { afterAll, describe, expect, it } from "vitest";
import { expiredQuizAttempt, expiredSitting, studySeconds } from "../../support/job-fixtures";
import { mailsTo, waitForMails } from "../../support/mail";
import { privateDatabase } from "../../support/private-database";

const database = await privateDatabase("jobs_idempotency");
const { createPrismaClient } = await import("@/server/db-client");
const { JOBS } = await import("@/server/jobs/all-jobs");
const { sittingsExpire } = await import("@/server/jobs/sittings-expire");
const { mailDeliver } = await import("@/server/jobs/mail-deliver");
const { startJobRunner } = await import("@/server/jobs/runner");
const { enqueueMail } = await import("@/server/integrations/mailer/outbox");

const db = createPrismaClient(database.url, { max: 4 });
afterAll(() => db.$disconnect());

const context = () => ({ jobId: randomUUID(), attempt: 1, signal: new AbortController().signal });
const answerEvents = (sourceId: string) => db.answerEvent.count({ where: { sourceId } });
const cards = (studentId: string) => db.reviewCard.count({ where: { studentId } });

describe("two workers on the same schedule", () => {
  it("run each tick of a sweep once, and finish each expired attempt and sitting once", async () => {
    const attempt = await expiredQuizAttempt(db);
    const sitting = await expiredSitting(db);
    // pg-boss's own clock, shared by both workers and driven by hand, from 5 s before a minute.
    const clock = new TestClock(Math.floor(Date.now() / 60_000) * 60_000 + 55_000);
    const worker = () =>
      startJobRunner({
        connectionString: database.url,
        jobs: JOBS,
        pollingIntervalSeconds: 0.5,
        boss: {
          clock,
          supervise: false,
          useListenNotify: false,
          cronMonitorIntervalSeconds: 1,
          cronWorkerIntervalSeconds: 1,
        },
      });
    const [a, b] = [await worker(), await worker()];
    try {
      const sweeps = ["sittings.expire"];
      // pg-boss files each occurrence of a schedule as one job of its internal queue, under the
      // schedule's key and the occurrence's minute (a unique slot), then forwards it as one job.
      const rows = () =>
        db.$queryRawUnsafe<{ name: string; state: string; slot: Date | null; key: string | null }[]>(
          `SELECT name, state::text, singleton_on AS slot, singleton_key AS key FROM pgboss.job
           WHERE name = ANY($1::text[]) OR (name = '__pgboss__send-it' AND singleton_key = ANY($2::text[]))`,
          sweeps,
          sweeps.map((name) => `${name}__`),
        );
      const unfinished = async () => (await rows()).some((j) => j.state !== "completed");
      // Across two minute boundaries, a second at a time, each worker's cron pass trying every second.
      for (let second = 0; second < 75; second++) await clock.tick(1_000);
      for (let round = 0; round < 40 && (await unfinished()); round++) {
        await new Promise((r) => setTimeout(r, 100));
        await clock.tick(500);
      }
      const jobs = await rows();
      expect(jobs.every((j) => j.state === "completed")).toBe(true);
      for (const name of sweeps) {
        const occurrences = jobs.filter((j) => j.key === `${name}__`).map((j) => j.slot?.toISOString());
        const runs = jobs.filter((j) => j.name === name);
        expect(occurrences.length, `${name} came due at least twice`).toBeGreaterThanOrEqual(2);
        expect(new Set(occurrences).size, `${name}: one job per occurrence`).toBe(occurrences.length);
        // Both workers held the schedule and ran cron passes; each occurrence still ran once.
        expect(runs, name).toHaveLength(occurrences.length);
      }
    } finally {
      await Promise.all([a.stop({ timeoutMs: 2_000 }), b.stop({ timeoutMs: 2_000 })]);
    }
    expect(await db.sitting.findUniqueOrThrow({ where: { id: attempt.attemptId } })).toMatchObject({
      submittedAt: attempt.expiresAt,
      autoSubmitted: true,
    });
    expect(await studySeconds(db, attempt.studentId)).toBe(attempt.studySeconds);
    // The attempt's one answer is evidence; its blank is a card.
    expect(await answerEvents(attempt.attemptId)).toBe(1);
    expect(await cards(attempt.studentId)).toBe(1);
    expect((await db.sitting.findUniqueOrThrow({ where: { id: sitting.sittingId } })).submittedAt).not.toBeNull();
    expect(await studySeconds(db, sitting.studentId)).toBe(sitting.studySeconds);
    expect(await answerEvents(sitting.sittingId)).toBe(1);
  }, 60_000);
});

describe("two runs of a handler at the same moment", () => {
  it("sittings.expire finishes each quiz attempt once and counts its study time once", async () => {
    const attempts = await Promise.all(Array.from({ length: 8 }, () => expiredQuizAttempt(db)));
    const [one, two] = await Promise.all([sittingsExpire.run({}, context()), sittingsExpire.run({}, context())]);
    expect(Number(one?.finished) + Number(two?.finished)).toBe(attempts.length);
    for (const a of attempts) {
      expect(await studySeconds(db, a.studentId)).toBe(a.studySeconds);
      expect(await answerEvents(a.attemptId)).toBe(1);
      expect(await cards(a.studentId)).toBe(1);
    }
    expect((await sittingsExpire.run({}, context()))?.finished).toBe(0);
  });

  it("sittings.expire finishes each sitting once and counts its study time once", async () => {
    const sittings = await Promise.all(Array.from({ length: 6 }, () => expiredSitting(db)));
    await Promise.all([sittingsExpire.run({}, context()), sittingsExpire.run({}, context())]);
    for (const s of sittings) {
      expect((await db.sitting.findUniqueOrThrow({ where: { id: s.sittingId } })).totalScore).toBe(1);
      expect(await studySeconds(db, s.studentId)).toBe(s.studySeconds);
      expect(await answerEvents(s.sittingId)).toBe(1);
    }
    expect((await sittingsExpire.run({}, context()))?.finished).toBe(0);
  });

  it("mail.deliver sends each mail once", async () => {
    const addresses = Array.from({ length: 10 }, () => `twice-${randomUUID().slice(0, 12)}@example.com`);
    await db.$transaction(async (tx) => {
      for (const to of addresses)
        await enqueueMail(tx, {
          to,
          template: "account-exists",
          payload: { firstName: "Ada", link: "http://localhost:3000/signin" },
        });
    });
    const [one, two] = await Promise.all([mailDeliver.run({}, context()), mailDeliver.run({}, context())]);
    expect(Number(one?.sent) + Number(two?.sent)).toBe(addresses.length);
    for (const to of addresses) await waitForMails(to, 1);
    for (const to of addresses) expect(mailsTo(to)).toHaveLength(1);
    expect((await mailDeliver.run({}, context()))?.sent).toBe(0);
  });
});
