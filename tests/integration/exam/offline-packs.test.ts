import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as uploadRoute } from "@/app/api/offline-packs/[id]/sitting/route";
import { POST as downloadRoute } from "@/app/api/papers/[id]/offline-packs/route";
import { POST as startRoute } from "@/app/api/papers/[id]/sittings/route";
import { GET as mySittingsRoute } from "@/app/api/me/sittings/route";
import { GET as sittingRoute } from "@/app/api/sittings/[id]/route";
import { PACK_START_DAYS } from "@/lib/exam/offline-claims";
import { questionVersionHtml } from "@/lib/exam/question-html";
import { seenQuestions } from "@/server/exam/pool";
import { call, newStudent, openDb, type TestAccount } from "../../support/api";

// Offline papers through their routes (docs/exam-engine.md, "Offline papers"): the download
// draws as a start does and leaves no sitting; the upload is checked, made a sitting and scored
// once; every refused claim changes nothing. A small paper of its own, on a subject and exam no
// other file draws, so its pool is what this file creates.

const db = openDb();
afterAll(() => db.$disconnect());

const PAPER = `test-offline-${randomUUID().slice(0, 8)}`;
const HIDDEN = `${PAPER}-hidden`;
const SUBJECT = "Islamic Religious Studies";
const MINUTES = 10;
const GRACE = 60;

beforeAll(async () => {
  const topic = await db.topic.upsert({
    where: { subject_slug: { subject: SUBJECT, slug: "offline-topic" } },
    update: {},
    create: { subject: SUBJECT, slug: "offline-topic", name: "Offline topic", position: 0 },
    select: { id: true },
  });
  for (let i = 0; i < 12; i += 1) {
    const text = `Offline question ${i} $y^{${i}}$`;
    const options = [0, 1, 2, 3].map((k) => `Offline option ${k} of ${i}`);
    const explanation = `Offline reason number ${i}`;
    await db.question.create({
      data: {
        subject: SUBJECT,
        topicId: topic.id,
        exams: ["NECO"],
        question: text,
        options,
        correctIndex: i % 4,
        explanation,
        versions: {
          create: {
            version: 1,
            text,
            options,
            answerIndex: i % 4,
            explanation,
            html: questionVersionHtml({ text, options, explanation }),
          },
        },
      },
    });
  }
  const paper = {
    exam: "NECO" as const,
    durationMinutes: MINUTES,
    graceSeconds: GRACE,
    options: 4,
    sections: [{ subject: SUBJECT, questions: 4 }],
    scoring: "one_per_correct" as const,
  };
  await db.paper.create({ data: { ...paper, id: PAPER, title: "Offline mini", position: 95 } });
  await db.paper.create({
    data: { ...paper, id: HIDDEN, title: "Offline hidden", reviewPolicy: "never", position: 96 },
  });
});

const download = (account: TestAccount, mode: "exam" | "practice", paper = PAPER) =>
  call(downloadRoute, { method: "POST", token: account.token, params: { id: paper }, body: { mode } });
const upload = (account: TestAccount, packId: string, body: object) =>
  call(uploadRoute, { method: "POST", token: account.token, params: { id: packId }, body });
const packRow = (id: string) => db.offlinePack.findUniqueOrThrow({ where: { id } });

/** The pack as if downloaded an hour ago, so a sitting of it can have ended before now. */
async function downloadedEarlier(account: TestAccount, mode: "exam" | "practice", paper = PAPER) {
  const { pack } = (await download(account, mode, paper)).body;
  const downloadedAt = new Date(Date.now() - 3600_000);
  const row = await db.offlinePack.update({ where: { id: pack.id }, data: { downloadedAt } });
  return { pack: { ...pack, downloaded_at: downloadedAt.toISOString() }, items: row.items as PackItem[] };
}
type PackItem = { questionId: string; correctKey: string; number: number };

/** What a student's history holds: every change an upload could make. */
async function footprint(studentId: string) {
  const [sittings, events, cards, days, packs] = await Promise.all([
    db.sitting.count({ where: { studentId } }),
    db.answerEvent.count({ where: { studentId } }),
    db.reviewCard.count({ where: { studentId } }),
    db.studyDay.count({ where: { studentId } }),
    db.offlinePack.findMany({ where: { studentId }, select: { id: true, sittingId: true }, orderBy: { id: "asc" } }),
  ]);
  return { sittings, events, cards, days, packs };
}

/** A plausible sitting of the pack: started a second after the download, answers through the paper, done in five minutes. */
function honestUpload(pack: { downloaded_at: string }, items: PackItem[], rightOnes: number) {
  const start = Date.parse(pack.downloaded_at) + 1000;
  const answers = Object.fromEntries(
    items.map((item, i) => [
      item.questionId,
      {
        answer: i < rightOnes ? item.correctKey : "ABCD".replace(item.correctKey, "")[0]!,
        answered_at: new Date(start + (i + 1) * 30_000).toISOString(),
      },
    ]),
  );
  return {
    started_at: new Date(start).toISOString(),
    finished_at: new Date(start + 5 * 60_000).toISOString(),
    answers,
    flags: [items[0]!.questionId],
    opened: items.map((i) => i.questionId),
    time_spent: { [SUBJECT]: 290 },
  };
}

describe("downloading a paper", () => {
  it("needs a student and a paper: 401 signed out, 404 unknown", async () => {
    expect((await call(downloadRoute, { method: "POST", params: { id: PAPER }, body: { mode: "exam" } })).status).toBe(
      401,
    );
    const student = await newStudent("offline-404");
    expect((await download(student, "exam", "no-such-paper")).status).toBe(404);
  });

  it("an exam pack is the student's own draw with no key or explanation in its bytes, and no sitting yet", async () => {
    const student = await newStudent("offline-exam");
    const res = await download(student, "exam");
    expect(res.status).toBe(201);
    const { pack } = res.body;
    expect(pack).toMatchObject({ paper_id: PAPER, mode: "exam", duration_minutes: MINUTES, grace_seconds: GRACE });
    expect(pack.sections[0].questions).toHaveLength(4);
    expect(pack.keys).toBeUndefined();
    const row = await packRow(pack.id);
    const items = row.items as PackItem[];
    expect(items.map((i) => i.questionId)).toEqual(pack.sections[0].questions.map((q: { id: string }) => q.id));
    const bytes = res.text;
    expect(bytes).not.toMatch(/correct|explanation|answer_?index|Offline reason/i);
    // The clock has not started: no sitting, nothing open.
    expect(await db.sitting.count({ where: { studentId: student.id } })).toBe(0);
    const mine = await call(mySittingsRoute, { token: student.token });
    expect(mine.body.sittings).toEqual([]);
  });

  it("a practice pack carries each key and explanation for checking offline, and waits while an exam is open", async () => {
    const student = await newStudent("offline-practice");
    const res = await download(student, "practice");
    expect(res.status).toBe(201);
    const items = (await packRow(res.body.pack.id)).items as PackItem[];
    for (const item of items) {
      expect(res.body.pack.keys[item.questionId]).toMatchObject({ correct_answer: item.correctKey });
      expect(res.body.pack.keys[item.questionId].explanation).toMatch(/^Offline reason/);
    }
    const exam = await call(startRoute, {
      method: "POST",
      token: student.token,
      params: { id: PAPER },
      body: { mode: "exam" },
    });
    expect(exam.status).toBe(201);
    const refused = await download(student, "practice");
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("exam_in_progress");
  });

  it("a paper started online draws none of the questions of a pack still on the phone", async () => {
    const student = await newStudent("offline-draw");
    const { pack } = (await download(student, "practice")).body;
    const held = new Set(((await packRow(pack.id)).items as PackItem[]).map((i) => i.questionId));
    const started = await call(startRoute, {
      method: "POST",
      token: student.token,
      params: { id: PAPER },
      body: { mode: "exam" },
    });
    const drawn = started.body.sitting.sections[0].questions.map((q: { id: string }) => q.id);
    expect(drawn.filter((id: string) => held.has(id))).toEqual([]);
  });

  it("a pack left unstarted past its days holds no question back any more", async () => {
    const student = await newStudent("offline-expired-draw");
    const { pack } = (await download(student, "exam")).body;
    const stale = new Date(Date.now() - (PACK_START_DAYS * 86_400_000 + 60_000));
    await db.offlinePack.update({ where: { id: pack.id }, data: { downloadedAt: stale } });
    const held = new Set(((await packRow(pack.id)).items as PackItem[]).map((i) => i.questionId));
    const seen = await seenQuestions(student.id);
    expect([...held].filter((id) => seen.recent.has(id) || seen.seen.has(id))).toEqual([]);
    // While it is fresh, every one of them is held back.
    await db.offlinePack.update({ where: { id: pack.id }, data: { downloadedAt: new Date() } });
    const fresh = await seenQuestions(student.id);
    expect([...held].every((id) => fresh.recent.has(id))).toBe(true);
  });
});

describe("sending back a paper sat offline", () => {
  it("scores it on the server as sat: the claimed start, the answers, evidence, and the review policy", async () => {
    const student = await newStudent("offline-upload");
    const { pack, items } = await downloadedEarlier(student, "exam");
    const body = honestUpload(pack, items, 3);
    const res = await upload(student, pack.id, body);
    expect(res.status).toBe(201);
    expect(res.body.result).toMatchObject({
      total: 3,
      max: 4,
      answered: 4,
      questions: 4,
      mode: "exam",
      started_at: body.started_at,
      submitted_at: body.finished_at,
      auto_submitted: false,
      review_available: true,
    });
    const sittingId = res.body.result.sitting_id;
    expect((await packRow(pack.id)).sittingId).toBe(sittingId);
    const sitting = (await call(sittingRoute, { token: student.token, params: { id: sittingId } })).body.sitting;
    expect(sitting.submitted_at).toBe(body.finished_at);
    expect(sitting.flags).toEqual([items[0]!.questionId]);
    expect(await db.answerEvent.count({ where: { studentId: student.id, sourceId: sittingId } })).toBe(4);
    const opened = await db.sittingItem.findMany({ where: { sittingId }, orderBy: { number: "asc" } });
    expect(opened.every((i) => i.openedAt !== null)).toBe(true);

    // The same upload again (its answer was lost on the way) answers the same result; any other is a 409.
    const again = await upload(student, pack.id, body);
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(res.body.result);
    const before = await footprint(student.id);
    const other = honestUpload(pack, items, 4);
    const twice = await upload(student, pack.id, other);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe("conflict");
    expect(await footprint(student.id)).toEqual(before);
  });

  it("a paper whose policy hides its answers comes back without a review", async () => {
    const student = await newStudent("offline-hidden");
    const { pack, items } = await downloadedEarlier(student, "exam", HIDDEN);
    const res = await upload(student, pack.id, honestUpload(pack, items, 2));
    expect(res.status).toBe(201);
    expect(res.body.result).toMatchObject({ total: 2, review_available: false });
  });

  it("two uploads of one pack at once make one sitting", async () => {
    const student = await newStudent("offline-race");
    const { pack, items } = await downloadedEarlier(student, "exam");
    const [a, b] = await Promise.all([
      upload(student, pack.id, honestUpload(pack, items, 1)),
      upload(student, pack.id, honestUpload(pack, items, 4)),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await db.sitting.count({ where: { studentId: student.id } })).toBe(1);
  });

  it("refuses every claim that cannot be true, with its field, and changes nothing", async () => {
    const student = await newStudent("offline-refused");
    const { pack, items } = await downloadedEarlier(student, "exam");
    const honest = honestUpload(pack, items, 2);
    const start = Date.parse(honest.started_at);
    const at = (ms: number) => new Date(ms).toISOString();
    const first = items[0]!.questionId;
    const cases: { name: string; body: object; status: number; field?: string }[] = [
      {
        name: "a start before the download",
        body: { ...honest, started_at: at(Date.parse(pack.downloaded_at) - 1000) },
        status: 400,
        field: "started_at",
      },
      {
        name: "longer than the paper and its grace",
        body: { ...honest, finished_at: at(start + (MINUTES * 60 + GRACE) * 1000 + 1000) },
        status: 400,
        field: "finished_at",
      },
      {
        name: "an end after the upload",
        body: { ...honest, started_at: at(Date.now() + 60_000), finished_at: at(Date.now() + 120_000), answers: {} },
        status: 400,
        field: "finished_at",
      },
      {
        name: "an answer before the start",
        body: { ...honest, answers: { ...honest.answers, [first]: { answer: "A", answered_at: at(start - 1) } } },
        status: 400,
        field: `answers.${first}`,
      },
      {
        name: "an answer after the end",
        body: {
          ...honest,
          answers: { ...honest.answers, [first]: { answer: "A", answered_at: at(Date.parse(honest.finished_at) + 1) } },
        },
        status: 400,
        field: `answers.${first}`,
      },
      {
        name: "an answer to a question not in the pack",
        body: {
          ...honest,
          answers: { ...honest.answers, [randomUUID()]: { answer: "A", answered_at: at(start + 1000) } },
        },
        status: 400,
      },
      {
        name: "a letter the paper does not have",
        body: { ...honest, answers: { [first]: { answer: "E", answered_at: at(start + 1000) } } },
        status: 400,
        field: `answers.${first}`,
      },
      { name: "a flag on a stranger", body: { ...honest, flags: [randomUUID()] }, status: 400, field: "flags" },
      { name: "more time on a subject than sat", body: { ...honest, time_spent: { [SUBJECT]: 600 } }, status: 400 },
      { name: "no times at all", body: { answers: {} }, status: 400 },
    ];
    // A start after the pack expired: the same claim, with the pack downloaded long before.
    const expired = await downloadedEarlier(student, "exam");
    const longAgo = new Date(Date.parse(expired.pack.downloaded_at) - PACK_START_DAYS * 86_400_000);
    await db.offlinePack.update({ where: { id: expired.pack.id }, data: { downloadedAt: longAgo } });
    const before = await footprint(student.id);
    for (const c of cases) {
      const res = await upload(student, pack.id, c.body);
      expect(res.status, c.name).toBe(c.status);
      expect(res.body.error, c.name).toBe("validation_error");
      if (c.field) expect(Object.keys(res.body.errors ?? {}), c.name).toContain(c.field);
      expect(await footprint(student.id), c.name).toEqual(before);
    }
    const late = await upload(student, expired.pack.id, honestUpload(expired.pack, expired.items, 2));
    expect(late.status).toBe(400);
    expect(late.body.errors?.started_at).toMatch(/within 14 days/);
    expect(await footprint(student.id)).toEqual(before);
    // Another student's pack is not found, and that changes nothing either.
    const stranger = await newStudent("offline-stranger");
    const res = await upload(stranger, pack.id, honest);
    expect(res.status).toBe(404);
    expect(await footprint(student.id)).toEqual(before);
    // The honest claim is still taken afterwards.
    expect((await upload(student, pack.id, honest)).status).toBe(201);
  });
});
