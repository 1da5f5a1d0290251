// Editorial review (docs/question-bank.md "Editorial review"): a tutor submits a bank question,
// an editor sees it in the queue with its quality warnings and approves or rejects it with a
// note; an approved question is drawn by platform drills in its approved version, even after its
// author edits it; students' reports on pool questions reach the editors' inbox, where an editor
// resolves them (retiring takes the question out of every draw). Non-editors get 403, visitors 401.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as submitPost } from "@/app/api/bank/questions/[id]/submit/route";
import { GET as questionGet, PATCH as questionPatch } from "@/app/api/bank/questions/[id]/route";
import { GET as questionsGet, POST as questionsPost } from "@/app/api/bank/questions/route";
import { PATCH as stimulusPatch } from "@/app/api/bank/stimuli/[id]/route";
import { POST as stimuliPost } from "@/app/api/bank/stimuli/route";
import { GET as bankReportsGet } from "@/app/api/bank/reports/route";
import { POST as approvePost } from "@/app/api/editorial/questions/[id]/approve/route";
import { POST as rejectPost } from "@/app/api/editorial/questions/[id]/reject/route";
import { GET as queueGet } from "@/app/api/editorial/questions/route";
import { POST as resolvePost } from "@/app/api/editorial/reports/[id]/resolve/route";
import { GET as inboxGet } from "@/app/api/editorial/reports/route";
import { POST as drillPost } from "@/app/api/me/drills/route";
import { POST as reportPost } from "@/app/api/questions/[id]/reports/route";
import { forgetPools } from "@/server/exam/pool";
import { call, type JsonBody, type TestAccount } from "../../support/api";
import {
  db,
  expectFieldError,
  hex,
  newBankQuestion,
  newSitting,
  newStudent,
  newTopics,
  newTutor,
  type TestTopics,
} from "./authoring-helpers";

afterAll(() => db.$disconnect());

async function newEditor(): Promise<TestAccount> {
  const editor = await newTutor();
  await db.user.update({ where: { id: editor.id }, data: { isEditor: true } });
  return editor;
}

const questionBody = (topic: string | null, extra: Record<string, unknown> = {}) => ({
  subject: "Mathematics",
  text: `Evaluate $3 \\times 4$ in base ten. ${hex()}`,
  options: ["7", "12", "34", "43"],
  answer: "B",
  explanation: "Three fours make twelve.",
  exams: ["UTME"],
  ...(topic && { topic }),
  ...extra,
});
const create = async (token: string, body: unknown) => {
  const res = await call(questionsPost, { path: "/api/bank/questions", token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.question as JsonBody;
};
const get = (token: string, id: string) =>
  call(questionGet, { path: `/api/bank/questions/${id}`, token, params: { id } });
const patch = (token: string, id: string, body: unknown) =>
  call(questionPatch, { method: "PATCH", path: `/api/bank/questions/${id}`, token, params: { id }, body });
const submit = (token: string | undefined, id: string) =>
  call(submitPost, { method: "POST", path: `/api/bank/questions/${id}/submit`, token, params: { id } });
const queue = (token: string | undefined, query = "?status=submitted") =>
  call(queueGet, { path: `/api/editorial/questions${query}`, token });
const approve = (token: string | undefined, id: string, body?: unknown) =>
  call(approvePost, { method: "POST", path: `/api/editorial/questions/${id}/approve`, token, params: { id }, body });
const reject = (token: string | undefined, id: string, body: unknown) =>
  call(rejectPost, { method: "POST", path: `/api/editorial/questions/${id}/reject`, token, params: { id }, body });
const inbox = (token: string | undefined, query = "?status=open") =>
  call(inboxGet, { path: `/api/editorial/reports${query}`, token });
const resolve = (token: string | undefined, id: string, body: unknown) =>
  call(resolvePost, { method: "POST", path: `/api/editorial/reports/${id}/resolve`, token, params: { id }, body });
const drill = (student: TestAccount, topicId: string) =>
  call(drillPost, { method: "POST", path: "/api/me/drills", token: student.token, body: { topic_id: topicId } });
const report = (student: TestAccount, id: string, body: unknown) =>
  call(reportPost, {
    method: "POST",
    path: `/api/questions/${id}/reports`,
    token: student.token,
    params: { id },
    body,
  });

/** A fresh student drills the topic: the sitting's items (question and version) and what it showed. */
async function drawnBy(topicId: string) {
  const student = await newStudent();
  const res = await drill(student, topicId);
  if (res.status !== 201) return { status: res.status, body: res.body, student, items: [], shown: [] as JsonBody[] };
  const items = await db.sittingItem.findMany({
    where: { sittingId: res.body.sitting.id },
    select: { questionId: true, versionId: true },
  });
  const shown = res.body.sitting.sections.flatMap((s: JsonBody) => s.questions);
  return { status: res.status, body: res.body, student, items, shown };
}

const versionId = async (questionId: string, version: number) =>
  (
    await db.questionVersion.findUniqueOrThrow({
      where: { questionId_version: { questionId, version } },
      select: { id: true },
    })
  ).id;

describe("the editorial path: submit, review, draw the approved version", () => {
  let author: TestAccount;
  let editor: TestAccount;
  let topics: TestTopics;
  let id: string;
  let firstText: string;

  beforeAll(async () => {
    [author, editor, topics] = await Promise.all([newTutor(), newEditor(), newTopics()]);
  });

  it("a new question is private: its owner's only, never drawn", async () => {
    const q = await create(author.token, questionBody(topics.child.slug));
    id = q.id;
    firstText = q.text;
    expect(q).toMatchObject({
      review_status: "private",
      review_note: null,
      approved_version: null,
      submitted_at: null,
    });
    const drawn = await drawnBy(topics.child.id);
    expect(drawn.status).toBe(400);
    expect(drawn.body.errors.topic_id).toMatch(/no questions to drill/);
  });

  it("submitting needs a topic and an explanation: 400 naming both, nothing changes", async () => {
    const bare = await create(author.token, questionBody(null, { explanation: "" }));
    const res = await submit(author.token, bare.id);
    expect(res.status).toBe(400);
    expectFieldError(res.body, "topic", /topic/);
    expectFieldError(res.body, "explanation", /explanation/);
    expect(res.body.message).toMatch(/topic.*explanation/);
    expect((await db.question.findUniqueOrThrow({ where: { id: bare.id } })).reviewStatus).toBe("private");
  });

  it("the owner submits: 200 { question: { id, review_status: submitted } }, and again answers the same", async () => {
    const res = await submit(author.token, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.question).toMatchObject({ id, review_status: "submitted" });
    const again = await submit(author.token, id);
    expect(again.status).toBe(200);
    expect(again.body.question).toEqual(res.body.question);
    expect((await get(author.token, id)).body.question).toMatchObject({
      review_status: "submitted",
      submitted_at: res.body.question.submitted_at,
    });
  });

  it("the editor's queue shows it with its owner, key and the quality warnings against the platform pool", async () => {
    // A copy in the platform pool (the platform's own, no topic so no drill draws it) is a near duplicate.
    const copy = await newBankQuestion(null, { question: firstText, options: ["7", "12", "34", "43"] });
    const res = await queue(editor.token, "?status=submitted&limit=100");
    expect(res.status).toBe(200);
    const listed = res.body.questions.find((q: JsonBody) => q.id === id);
    expect(listed).toMatchObject({
      id,
      subject: "Mathematics",
      topic: { slug: topics.child.slug, name: topics.child.name },
      text: firstText,
      options: ["7", "12", "34", "43"],
      correct_answer: "B",
      explanation: "Three fours make twelve.",
      owner: { name: "Emeka Obi" },
      version: 1,
      approved_version: null,
    });
    expect(listed.submitted_at).toEqual(expect.any(String));
    expect(listed.checks.map((c: JsonBody) => c.code)).toContain("near_duplicate");
    await db.question.update({ where: { id: copy.id }, data: { status: "retired" } });
  });

  it("an edit while the editor reads version 1 writes version 2: approving version 1 is a 409, nothing approved", async () => {
    const other = await create(author.token, questionBody(topics.child.slug));
    expect((await submit(author.token, other.id)).status).toBe(200);
    const read = (await queue(editor.token, "?limit=100")).body.questions.find((q: JsonBody) => q.id === other.id);
    expect(read).toMatchObject({ version: 1 });
    const edited = await patch(author.token, other.id, { text: `Evaluate $5 \\times 3$ in base ten. ${hex()}` });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.version_write).toBe("new_version");
    const refused = await approve(editor.token, other.id, { version: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("changed the question since version 1");
    expect(await db.question.findUniqueOrThrow({ where: { id: other.id }, select: { approvedVersion: true } })).toEqual(
      {
        approvedVersion: null,
      },
    );
  });

  it("approving: 200; the owner sees approved; a platform drill draws it", async () => {
    const res = await approve(editor.token, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.question).toMatchObject({ id, review_status: "approved", approved_version: 1 });
    expect((await get(author.token, id)).body.question).toMatchObject({
      review_status: "approved",
      approved_version: 1,
      version: 1,
    });
    expect((await queue(editor.token, "?limit=100")).body.questions.map((q: JsonBody) => q.id)).not.toContain(id);
    expect((await approve(editor.token, id)).status).toBe(409);
  });

  it("an edit writes a new version that waits for review; the approved version keeps serving", async () => {
    const edited = await patch(author.token, id, { text: `Evaluate $4 \\times 3$ in base ten. ${hex()}` });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // Never corrected in place, though no candidate has been shown version 1 yet.
    expect(edited.body.version_write).toBe("new_version");
    expect(edited.body.question).toMatchObject({ version: 2, approved_version: 1, review_status: "submitted" });

    const drawn = await drawnBy(topics.child.id);
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(201);
    expect(drawn.items).toEqual([{ questionId: id, versionId: await versionId(id, 1) }]);
    expect(drawn.shown.map((q: JsonBody) => q.text)).toEqual([expect.stringContaining("3 \\times 4")]);

    const waiting = (await queue(editor.token, "?limit=100")).body.questions.find((q: JsonBody) => q.id === id);
    expect(waiting).toMatchObject({ version: 2, approved_version: 1, text: edited.body.question.text });
  });

  it("rejecting needs a note; the owner sees status and note; the approved version still serves", async () => {
    const bare = await reject(editor.token, id, { note: "  " });
    expect(bare.status).toBe(400);
    expectFieldError(bare.body, "note");
    expect((await approve(editor.token, id, { version: 1 })).status).toBe(409);

    const res = await reject(editor.token, id, { note: "The new stem gives the answer away: keep the first wording." });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.question).toMatchObject({ id, review_status: "rejected", approved_version: 1 });
    expect((await get(author.token, id)).body.question).toMatchObject({
      review_status: "rejected",
      review_note: "The new stem gives the answer away: keep the first wording.",
      approved_version: 1,
      version: 2,
    });
    const listed = await call(questionsGet, { path: "/api/bank/questions?limit=100", token: author.token });
    expect(listed.body.questions.find((q: JsonBody) => q.id === id)).toMatchObject({
      review_status: "rejected",
      review_note: expect.any(String),
    });

    const drawn = await drawnBy(topics.child.id);
    expect(drawn.items).toEqual([{ questionId: id, versionId: await versionId(id, 1) }]);
  });

  it("an approved question keeps its subject; a resubmitted edit approved moves the pool to it", async () => {
    const moved = await patch(author.token, id, { subject: "Physics", topic: null });
    expect(moved.status).toBe(400);
    expectFieldError(moved.body, "subject");
    expect((await submit(author.token, id)).status).toBe(200);
    expect((await approve(editor.token, id, { version: 2 })).status).toBe(200);
    const drawn = await drawnBy(topics.child.id);
    expect(drawn.items).toEqual([{ questionId: id, versionId: await versionId(id, 2) }]);
  });
});

describe("a stimulus of an approved question", () => {
  it("cannot change under the editor's approval (409), and can once the question leaves the pool", async () => {
    const [author, editor] = await Promise.all([newTutor(), newEditor()]);
    const passage = await call(stimuliPost, {
      path: "/api/bank/stimuli",
      token: author.token,
      body: { subject: "Mathematics", kind: "passage", title: "Market", content: "Ada buys 3 baskets of 4 oranges." },
    });
    expect(passage.status, JSON.stringify(passage.body)).toBe(201);
    const sid = passage.body.stimulus.id;
    const edit = (content: string) =>
      call(stimulusPatch, {
        method: "PATCH",
        path: `/api/bank/stimuli/${sid}`,
        token: author.token,
        params: { id: sid },
        body: { content },
      });
    const q = await create(author.token, questionBody((await newTopics()).child.slug, { stimulus_id: sid }));
    expect((await submit(author.token, q.id)).status).toBe(200);
    expect((await edit("Ada buys 3 baskets of 5 oranges.")).status).toBe(200);
    expect((await approve(editor.token, q.id)).status).toBe(200);

    const refused = await edit("Ada buys 3 baskets of 6 oranges.");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/write a new stimulus/);
    expect((await db.stimulus.findUniqueOrThrow({ where: { id: sid } })).content).toBe(
      "Ada buys 3 baskets of 5 oranges.",
    );
    await db.question.update({ where: { id: q.id }, data: { status: "retired" } });
    expect((await edit("Ada buys 3 baskets of 6 oranges.")).status).toBe(200);
  });
});

describe("who may review", () => {
  let author: TestAccount;
  let other: TestAccount;
  let editor: TestAccount;
  let student: TestAccount;
  let id: string;
  let topics: TestTopics;

  beforeAll(async () => {
    [author, other, editor, student, topics] = await Promise.all([
      newTutor(),
      newTutor(),
      newEditor(),
      newStudent(),
      newTopics(),
    ]);
    id = (await create(author.token, questionBody(topics.child.slug))).id;
  });

  it("submitting: only the owner (another tutor 404, a student 403, a visitor 401)", async () => {
    expect((await submit(other.token, id)).status).toBe(404);
    expect((await submit(editor.token, id)).status).toBe(404);
    expect((await submit(student.token, id)).status).toBe(403);
    expect((await submit(undefined, id)).status).toBe(401);
    expect((await db.question.findUniqueOrThrow({ where: { id } })).reviewStatus).toBe("private");
  });

  it("the queue, decisions and inbox: editors only (a tutor or student 403, a visitor 401)", async () => {
    expect((await submit(author.token, id)).status).toBe(200);
    for (const token of [author.token, other.token, student.token]) {
      expect((await queue(token)).status).toBe(403);
      expect((await inbox(token)).status).toBe(403);
      expect((await approve(token, id)).status).toBe(403);
      expect((await reject(token, id, { note: "No." })).status).toBe(403);
      expect((await resolve(token, id, { note: "x", action: "none" })).status).toBe(403);
    }
    expect((await queue(undefined)).status).toBe(401);
    expect((await inbox(undefined)).status).toBe(401);
    expect((await approve(undefined, id)).status).toBe(401);
    const forbidden = await queue(other.token);
    expect(forbidden.body).toMatchObject({ error: "forbidden", message: expect.any(String) });
    expect((await db.question.findUniqueOrThrow({ where: { id } })).reviewStatus).toBe("submitted");
  });

  it("an editor cannot review their own question; unknown ids are 404", async () => {
    const own = await create(editor.token, questionBody(topics.child.slug));
    expect((await submit(editor.token, own.id)).status).toBe(200);
    const res = await approve(editor.token, own.id);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/your own/);
    expect((await db.question.findUniqueOrThrow({ where: { id: own.id } })).reviewStatus).toBe("submitted");
    expect((await approve(editor.token, "00000000-0000-7000-8000-000000000000")).status).toBe(404);
    expect(
      (await resolve(editor.token, "00000000-0000-7000-8000-000000000000", { note: "x", action: "none" })).status,
    ).toBe(404);
  });

  it("a private question cannot be approved (409); bad input is a 400", async () => {
    const quiet = await create(author.token, questionBody(topics.child.slug));
    expect((await approve(editor.token, quiet.id)).status).toBe(409);
    expect((await queue(editor.token, "?status=everything")).status).toBe(400);
    expect((await approve(editor.token, id, { version: "one" })).status).toBe(400);
    expect((await reject(editor.token, id, {})).status).toBe(400);
    expect((await reject(editor.token, id, { note: "x".repeat(1001) })).status).toBe(400);
    expect((await db.question.findUniqueOrThrow({ where: { id } })).reviewStatus).toBe("submitted");
  });

  it("an owner cannot set their own review status or approved version", async () => {
    for (const body of [{ review_status: "approved" }, { approved_version: 1 }]) {
      expect((await patch(author.token, id, body)).status).toBe(400);
    }
    expect(
      await db.question.findUniqueOrThrow({ where: { id }, select: { reviewStatus: true, approvedVersion: true } }),
    ).toEqual({
      reviewStatus: "submitted",
      approvedVersion: null,
    });
  });

  it("an editor removed by the operator is refused at once", async () => {
    const former = await newEditor();
    expect((await queue(former.token)).status).toBe(200);
    await db.user.update({ where: { id: former.id }, data: { isEditor: false } });
    expect((await queue(former.token)).status).toBe(403);
  });
});

describe("reports on pool questions reach the editors", () => {
  let author: TestAccount;
  let editor: TestAccount;
  let topics: TestTopics;

  beforeAll(async () => {
    [author, editor, topics] = await Promise.all([newTutor(), newEditor(), newTopics()]);
  });

  it("a platform question: a free-text reason is kept as other; an editor resolves it", async () => {
    // With notation in its text, which the editor's list must draw.
    const platform = await newBankQuestion(null, {
      topicId: topics.other.id,
      question: `Which city is the capital of Nigeria, at $9^\\circ$ N? ${hex()}`,
    });
    forgetPools(); // written straight to the database, as the seed does: this process's pools load again
    const drawn = await drawnBy(topics.other.id);
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(201);
    const res = await report(drawn.student, platform.id, { reason: "The answer should be Abuja, not Lagos" });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/an editor will look at it/);
    expect(res.body.report).toMatchObject({ reason: "other", detail: "The answer should be Abuja, not Lagos" });

    const open = await inbox(editor.token, "?status=open&limit=100");
    expect(open.status).toBe(200);
    const listed = open.body.reports.find((r: JsonBody) => r.id === res.body.report.id);
    expect(listed).toMatchObject({
      id: res.body.report.id,
      question_id: platform.id,
      reason: "other",
      detail: expect.any(String),
      created_at: expect.any(String),
    });
    // The question's notation comes as MathML, field by field; none at all is null.
    const fields: string[] = [listed.question.text, ...listed.question.options];
    expect(listed.question.html).not.toBeNull();
    if (listed.question.html)
      fields.forEach((field, i) =>
        expect(i === 0 ? listed.question.html.text : listed.question.html.options[i - 1]).toEqual(
          field.includes("$") ? expect.stringMatching(/<math /) : null,
        ),
      );

    const bad = await resolve(editor.token, listed.id, { note: "checked", action: "burn" });
    expect(bad.status).toBe(400);
    expectFieldError(bad.body, "action");
    const done = await resolve(editor.token, listed.id, {
      note: "The key is right: Abuja is option B.",
      action: "none",
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.report).toMatchObject({
      resolution: { action: "none", note: "The key is right: Abuja is option B." },
    });
    expect((await resolve(editor.token, listed.id, { note: "again", action: "none" })).status).toBe(409);
    expect((await inbox(editor.token, "?status=open&limit=100")).body.reports.map((r: JsonBody) => r.id)).not.toContain(
      listed.id,
    );
    expect((await inbox(editor.token, "?status=resolved&limit=100")).body.reports.map((r: JsonBody) => r.id)).toContain(
      listed.id,
    );
  });

  it("a tutor's approved question: the editor and its author see the report; retiring takes it out of every draw", async () => {
    const own = await newTopics();
    const q = await create(author.token, questionBody(own.other.slug));
    expect((await submit(author.token, q.id)).status).toBe(200);
    expect((await approve(editor.token, q.id)).status).toBe(200);
    const drawn = await drawnBy(own.other.id);
    expect(drawn.items.map((i) => i.questionId)).toEqual([q.id]);
    const made = await report(drawn.student, q.id, {
      reason: "wrong_key",
      detail: "12 is right but so is C in base 3",
    });
    expect(made.status).toBe(201);
    expect(made.body.message).toMatch(/an editor will look at it/);

    const authors = await call(bankReportsGet, { path: "/api/bank/reports?status=open", token: author.token });
    expect(authors.body.reports.map((r: JsonBody) => r.id)).toContain(made.body.report.id);
    const open = await inbox(editor.token, "?status=open&limit=100");
    expect(open.body.reports.map((r: JsonBody) => r.id)).toContain(made.body.report.id);

    const res = await resolve(editor.token, made.body.report.id, {
      note: "Two options can be right: retired.",
      action: "retired",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await get(author.token, q.id)).body.question).toMatchObject({
      status: "retired",
      review_status: "rejected",
      review_note: "Two options can be right: retired.",
      approved_version: null,
    });
    expect((await drawnBy(own.other.id)).status).toBe(400);
    // Bringing it back in the author's bank does not put it back in the pool.
    expect((await patch(author.token, q.id, { status: "active" })).status).toBe(200);
    expect((await drawnBy(own.other.id)).status).toBe(400);
  });

  it("a question not in the pool: its author, not an editor, reads the report", async () => {
    const q = await create(author.token, questionBody(topics.child.slug));
    const student = await newStudent();
    // A sitting of the test paper shows it (as a teacher's assignment would); it is in no pool.
    await newSitting(student.id, [{ questionId: q.id, correctKey: "B", answer: "A" }]);
    const made = await report(student, q.id, { reason: "typo" });
    expect(made.status).toBe(201);
    expect(made.body.message).toMatch(/author will look at it/);
    expect((await inbox(editor.token, "?status=all&limit=100")).body.reports.map((r: JsonBody) => r.id)).not.toContain(
      made.body.report.id,
    );
  });
});
