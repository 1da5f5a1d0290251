// The engine's transactions of prepared statements (inPreparedTransaction, server/db.ts): what
// the work wrote holds together, and a failure part-way leaves nothing of it behind.
import { afterAll, describe, expect, it } from "vitest";
import { inPreparedTransaction } from "@/server/db";
import { prepared } from "@/server/prepared-query";
import { newStudent, openDb } from "../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

const addStudy = prepared(`
  insert into study_days (student_id, day, seconds) values ($1::text, $2::date, $3::int)
  on conflict (student_id, day) do update set seconds = study_days.seconds + excluded.seconds`);

const secondsOn = async (studentId: string) =>
  (await db.studyDay.findMany({ where: { studentId }, orderBy: { day: "asc" } })).map((d) => d.seconds);

describe("inPreparedTransaction", () => {
  it("commits every statement of the work together and answers what the work returns", async () => {
    const student = await newStudent("prepared-tx");
    const answer = await inPreparedTransaction(async (tx) => {
      await tx.query(addStudy, [student.id, "2026-03-01", 60]);
      await tx.query(addStudy, [student.id, "2026-03-02", 90]);
      return "done";
    });
    expect(answer).toBe("done");
    expect(await secondsOn(student.id)).toEqual([60, 90]);
  });

  it("rolls back everything when the work throws, and the pool goes on serving", async () => {
    const student = await newStudent("prepared-tx-rollback");
    const failure = inPreparedTransaction(async (tx) => {
      await tx.query(addStudy, [student.id, "2026-03-01", 60]);
      throw new Error("the evidence could not be written");
    });
    await expect(failure).rejects.toThrow("the evidence could not be written");
    expect(await secondsOn(student.id)).toEqual([]);

    // A statement PostgreSQL refuses aborts the transaction; it is rolled back as well.
    const refused = inPreparedTransaction(async (tx) => {
      await tx.query(addStudy, [student.id, "2026-03-01", 60]);
      await tx.query(addStudy, [student.id, "not a day", 60]);
    });
    await expect(refused).rejects.toThrow();
    expect(await secondsOn(student.id)).toEqual([]);

    // Every connection the failures used is back in the pool and works.
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        inPreparedTransaction((tx) => tx.query(addStudy, [student.id, "2026-03-03", i + 1])),
      ),
    );
    expect(await secondsOn(student.id)).toEqual([78]);
  });
});
