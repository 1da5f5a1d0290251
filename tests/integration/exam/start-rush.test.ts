import { afterAll, describe, expect, it } from "vitest";
import { env } from "@/server/env";
import { db as serverDb } from "@/server/db";
import { startSitting } from "@/server/exam/start-sitting";
import { submitSitting } from "@/server/exam/submit-sitting";
import { openDb } from "../../support/api";

// Starts in the numbers of the rush at 9:00 on one process and its one pool (DATABASE_POOL_MAX,
// 10 by default): as many students as connections and more, a student's many taps of Start, a
// class's reloads. No start may wait on a second connection while it holds one.

const db = openDb();
afterAll(() => db.$disconnect());

async function students(count: number) {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      db.user.create({
        data: {
          role: "student",
          email: `rush-${stamp}-${i}@example.ng`,
          passwordHash: "x",
          firstName: "Ada",
          lastName: "Okafor",
          displayName: "Ada O.",
          emailVerifiedAt: new Date(),
        },
        select: { id: true },
      }),
    ),
  );
}

const practice = { mode: "practice" as const, timed: false };

describe("starting papers in a rush on one process", () => {
  it("starts for three times as many students as the pool has connections, at once", async () => {
    const crowd = await students(30);
    const started = await Promise.all(crowd.map((s) => startSitting(s.id, "waec-mathematics", practice)));
    expect(started.every((s) => s.created && s.sitting.sections[0]!.questions.length > 0)).toBe(true);
  });

  it("gives one student who taps Start fifty times one sitting, and answers every tap", async () => {
    const [student] = await students(1);
    const taps = await Promise.allSettled(
      Array.from({ length: 50 }, () => startSitting(student!.id, "waec-physics", practice)),
    );
    const answered = taps
      .filter((t) => t.status === "fulfilled")
      .map((t) => (t as PromiseFulfilledResult<Awaited<ReturnType<typeof startSitting>>>).value);
    expect(answered).toHaveLength(50);
    expect(answered.filter((t) => t.created)).toHaveLength(1);
    expect(new Set(answered.map((t) => t.sitting.id)).size).toBe(1);
    expect(await db.sitting.count({ where: { studentId: student!.id } })).toBe(1);
  });

  it("submits a class's papers at the bell while every connection is busy for longer than Prisma's 2 s", async () => {
    const crowd = await students(5);
    const started = await Promise.all(crowd.map((s) => startSitting(s.id, "waec-biology", practice)));
    // Every connection of the process's pool busy for longer than Prisma's default wait of 2 s.
    const busy = Array.from({ length: env.DATABASE_POOL_MAX }, () =>
      serverDb.$executeRaw`SELECT pg_sleep(2.5) /* busy-at-the-bell */`.then(() => undefined),
    );
    await expect
      .poll(
        async () =>
          (
            await db.$queryRaw<{ n: number }[]>`
              SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%busy-at-the-bell%' AND pid <> pg_backend_pid()`
          )[0]!.n,
      )
      .toBe(env.DATABASE_POOL_MAX);
    const submitted = await Promise.all(started.map((s, i) => submitSitting(crowd[i]!.id, s.sitting.id)));
    await Promise.all(busy);
    expect(submitted.map((r) => r.sitting_id)).toEqual(started.map((s) => s.sitting.id));
    expect(
      await db.sitting.count({ where: { id: { in: submitted.map((r) => r.sitting_id) }, submittedAt: { not: null } } }),
    ).toBe(5);
  });

  it("resumes a class's sittings when all of them reload at once", async () => {
    const crowd = await students(12);
    const first = await Promise.all(crowd.map((s) => startSitting(s.id, "waec-chemistry", practice)));
    const again = await Promise.all(crowd.map((s) => startSitting(s.id, "waec-chemistry", practice)));
    expect(again.map((s) => s.created)).toEqual(crowd.map(() => false));
    expect(again.map((s) => s.sitting.id)).toEqual(first.map((s) => s.sitting.id));
  });
});
