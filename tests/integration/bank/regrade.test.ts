// Regrading after an author corrects a key: submitted sittings shown an older version are marked
// again, by option text on the paper as each candidate saw it, and rescored. A dry run writes
// nothing; a real run applies exactly what the dry run answered.
import { afterAll, describe, expect, it } from "vitest";
import { POST as regradePost } from "@/app/api/bank/questions/[id]/regrade/route";
import { PATCH as questionPatch } from "@/app/api/bank/questions/[id]/route";
import { POST as questionsPost } from "@/app/api/bank/questions/route";
import { call } from "../../support/api";
import { db, newBankQuestion, newSitting, newStudent, newTopics, newTutor } from "./authoring-helpers";

afterAll(() => db.$disconnect());

const regrade = (token: string | undefined, id: string, body: unknown) =>
  call(regradePost, { path: `/api/bank/questions/${id}/regrade`, token, params: { id }, body });

const scoreOf = (correct: number, questions: number) => Math.round((correct / questions) * 100);
function resultOf(sittingId: string, qCorrect: boolean, xCorrect: boolean, topic: string) {
  const correct = Number(qCorrect) + Number(xCorrect);
  return {
    sitting_id: sittingId,
    total: scoreOf(correct, 2),
    max: 100,
    subjects: [{ subject: "Mathematics", score: scoreOf(correct, 2), max: 100, correct, questions: 2 }],
    topics: [
      { subject: "Mathematics", topic, correct: Number(qCorrect), questions: 1 },
      { subject: "Mathematics", topic: "Other", correct: Number(xCorrect), questions: 1 },
    ],
  };
}

async function scene() {
  const tutor = await newTutor();
  const topics = await newTopics();
  const created = await call(questionsPost, {
    token: tutor.token,
    body: {
      subject: "Mathematics",
      topic: topics.child.slug,
      text: "What is the capital of Nigeria?",
      options: ["Lagos", "Abuja", "Kano", "Ibadan"],
      answer: "A",
      exams: ["UTME"],
    },
  });
  const id = created.body.question.id as string;
  const x = (await newBankQuestion(null)).id;
  const topic = topics.child.name;
  const sit = async (
    item: { optionOrder: number[]; correctKey: string; answer: string | null },
    xRight: boolean,
    submitted = true,
  ) => {
    const student = await newStudent();
    const qRight = item.answer === item.correctKey;
    const sittingId = await newSitting(
      student.id,
      [
        { questionId: id, ...item, correct: submitted ? qRight : null },
        { questionId: x, optionOrder: [0, 1, 2, 3], correctKey: "B", answer: xRight ? "B" : "A" },
      ],
      { submitted },
    );
    if (submitted) {
      const result = { ...resultOf(sittingId, qRight, xRight, topic), extra: "kept" };
      await db.sitting.update({ where: { id: sittingId }, data: { totalScore: result.total, result } });
    }
    return sittingId;
  };
  // Shown in stored order, answered Abuja (B): marked wrong under the key Lagos.
  const s1 = await sit({ optionOrder: [0, 1, 2, 3], correctKey: "A", answer: "B" }, true);
  // Shown as Kano, Ibadan, Abuja, Lagos; answered Lagos (D): marked right.
  const s2 = await sit({ optionOrder: [2, 3, 1, 0], correctKey: "D", answer: "D" }, false);
  // Left unanswered: the key changes, the score does not.
  const s3 = await sit({ optionOrder: [0, 1, 2, 3], correctKey: "A", answer: null }, true);
  // Still in progress.
  const s4 = await sit({ optionOrder: [3, 2, 1, 0], correctKey: "D", answer: "C" }, true, false);

  // The author corrects the key to Abuja and reorders the options: a new version (v1 was shown).
  const edited = await call(questionPatch, {
    method: "PATCH",
    token: tutor.token,
    params: { id },
    body: { options: ["Abuja", "Lagos", "Kano", "Ibadan"], answer: "A" },
  });
  expect(edited.body.version_write).toBe("new_version");
  // A candidate shown the corrected version is already right.
  const s5 = await sit({ optionOrder: [0, 1, 2, 3], correctKey: "A", answer: "A" }, true);
  return { tutor, id, topic, s1, s2, s3, s4, s5 };
}

const snapshot = async (sittingIds: string[]) => ({
  sittings: await db.sitting.findMany({ where: { id: { in: sittingIds } }, orderBy: { id: "asc" } }),
  items: await db.sittingItem.findMany({
    where: { sittingId: { in: sittingIds } },
    orderBy: [{ sittingId: "asc" }, { number: "asc" }],
  }),
});

describe("POST /api/bank/questions/{id}/regrade", () => {
  it("a dry run answers what would change and writes nothing; the real run applies the same", async () => {
    const { tutor, id, topic, s1, s2, s3, s4, s5 } = await scene();
    const all = [s1, s2, s3, s4, s5];
    const before = await snapshot(all);

    const dry = await regrade(tutor.token, id, { dry_run: true });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    const expectedChanges = [
      {
        sitting_id: s1,
        before: 50,
        after: 100,
        items: [
          {
            number: 1,
            answer: "B",
            before: { correct_key: "A", correct: false },
            after: { correct_key: "B", correct: true },
          },
        ],
      },
      {
        sitting_id: s2,
        before: 50,
        after: 0,
        items: [
          {
            number: 1,
            answer: "D",
            before: { correct_key: "D", correct: true },
            after: { correct_key: "C", correct: false },
          },
        ],
      },
      {
        sitting_id: s3,
        before: 50,
        after: 50,
        items: [
          {
            number: 1,
            answer: null,
            before: { correct_key: "A", correct: false },
            after: { correct_key: "B", correct: false },
          },
        ],
      },
    ].sort((a, b) => (a.sitting_id < b.sitting_id ? -1 : 1));
    expect(dry.body).toEqual({
      dry_run: true,
      question_id: id,
      version: 2,
      sittings: 3,
      changes: expectedChanges,
      in_progress_items: 1,
      unmatched_items: 0,
    });
    expect(await snapshot(all)).toEqual(before);

    const real = await regrade(tutor.token, id, { dry_run: false });
    expect(real.status).toBe(200);
    expect(real.body).toEqual({ ...dry.body, dry_run: false });

    const sitting = (sid: string) => db.sitting.findUniqueOrThrow({ where: { id: sid } });
    const item = (sid: string) =>
      db.sittingItem.findUniqueOrThrow({ where: { sittingId_number: { sittingId: sid, number: 1 } } });
    expect(await sitting(s1)).toMatchObject({
      totalScore: 100,
      result: { ...resultOf(s1, true, true, topic), extra: "kept" },
    });
    expect(await sitting(s2)).toMatchObject({
      totalScore: 0,
      result: { ...resultOf(s2, false, false, topic), extra: "kept" },
    });
    expect(await sitting(s3)).toMatchObject({
      totalScore: 50,
      result: { ...resultOf(s3, false, true, topic), extra: "kept" },
    });
    expect(await item(s1)).toMatchObject({ correctKey: "B", correct: true });
    expect(await item(s2)).toMatchObject({ correctKey: "C", correct: false });
    expect(await item(s3)).toMatchObject({ correctKey: "B", correct: false });
    // In progress: the corrected key (Abuja, original 1, shown third in [3, 2, 1, 0]) for when it is submitted.
    expect(await item(s4)).toMatchObject({ correctKey: "C" });
    expect(await sitting(s4)).toMatchObject({ totalScore: null, result: null });
    // Shown the current version: untouched.
    expect(await item(s5)).toMatchObject({ correctKey: "A", correct: true });
    expect(await sitting(s5)).toMatchObject({ totalScore: 100 });

    // Nothing left to regrade.
    const again = await regrade(tutor.token, id, { dry_run: false });
    expect(again.body).toMatchObject({ sittings: 0, changes: [], in_progress_items: 0 });
  });

  it("dry_run defaults to true", async () => {
    const { tutor, id, s1 } = await scene();
    const res = await regrade(tutor.token, id, {});
    expect(res.body).toMatchObject({ dry_run: true, sittings: 3 });
    expect((await db.sitting.findUniqueOrThrow({ where: { id: s1 } })).totalScore).toBe(50);
  });

  it("a question never shown in an older version has nothing to regrade", async () => {
    const tutor = await newTutor();
    const created = await call(questionsPost, {
      token: tutor.token,
      body: { subject: "Mathematics", text: "Why so?", options: ["1", "2", "3", "4"], answer: "A", exams: ["UTME"] },
    });
    const res = await regrade(tutor.token, created.body.question.id, { dry_run: false });
    expect(res.body).toMatchObject({ version: 1, sittings: 0, changes: [] });
  });

  it("another tutor → 404, a student → 403, a visitor → 401, a bad body → 400; nothing changed", async () => {
    const { tutor, id, s1 } = await scene();
    expect((await regrade((await newTutor()).token, id, { dry_run: false })).status).toBe(404);
    expect((await regrade((await newStudent()).token, id, { dry_run: false })).status).toBe(403);
    expect((await regrade(undefined, id, { dry_run: false })).status).toBe(401);
    expect((await regrade(tutor.token, id, { dry_run: "no" })).status).toBe(400);
    expect((await db.sitting.findUniqueOrThrow({ where: { id: s1 } })).totalScore).toBe(50);
  });
});
