import { afterAll, describe, expect, it } from "vitest";
import { finishExpiredSittings } from "@/server/exam/submit-sitting";
import { startSitting } from "@/server/exam/start-sitting";
import { saveSittingAnswers } from "@/server/exam/sitting-answers";
import { makeOverdueSittings, openOverdue } from "../../support/overdue-sittings";
import { newStudent, openDb } from "../../support/api";

// The expiry job's sweep: many students' papers left open past their deadline are finished side
// by side, each scored from the answers it saved.

const db = openDb();
afterAll(() => db.$disconnect());

describe("finishing overdue sittings", () => {
  it("finishes hundreds in one sweep, each scored from its saved answers", async () => {
    const student = await newStudent("expiry");
    const { sitting } = await startSitting(student.id, "waec-government", { mode: "practice", timed: true });
    const first = sitting.sections[0]!.questions.slice(0, 5);
    await saveSittingAnswers(student.id, sitting.id, { answers: Object.fromEntries(first.map((q) => [q.id, "A"])) });
    const batch = await makeOverdueSittings(db, sitting.id, 300);
    expect(await openOverdue(db, batch)).toBe(300);

    let finished = 0;
    for (let round = 0; round < 3 && (await openOverdue(db, batch)) > 0; round++)
      finished += await finishExpiredSittings(new Date(), 500);
    expect(await openOverdue(db, batch)).toBe(0);
    expect(finished).toBeGreaterThanOrEqual(300);

    const results = await db.$queryRaw<{ answered: number; auto: boolean }[]>`
      SELECT (s.result->>'answered')::int AS answered, s.auto_submitted AS auto FROM sittings s JOIN users u ON u.id = s.student_id
      WHERE u.email LIKE ${`overdue-${batch}-%`}`;
    expect(results.every((r) => r.answered === 5 && r.auto)).toBe(true);
  });
});
