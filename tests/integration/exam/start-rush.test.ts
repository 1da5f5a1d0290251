import { afterAll, describe, expect, it } from "vitest";
import { startSitting } from "@/server/exam/start-sitting";
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

  it("resumes a class's sittings when all of them reload at once", async () => {
    const crowd = await students(12);
    const first = await Promise.all(crowd.map((s) => startSitting(s.id, "waec-chemistry", practice)));
    const again = await Promise.all(crowd.map((s) => startSitting(s.id, "waec-chemistry", practice)));
    expect(again.map((s) => s.created)).toEqual(crowd.map(() => false));
    expect(again.map((s) => s.sitting.id)).toEqual(first.map((s) => s.sitting.id));
  });
});
