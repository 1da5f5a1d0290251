import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as startRoute } from "@/app/api/papers/[id]/sittings/route";
import { GET as papersRoute } from "@/app/api/papers/route";
import { PUT as answersRoute } from "@/app/api/sittings/[id]/answers/route";
import { POST as checkRoute } from "@/app/api/sittings/[id]/check/route";
import { GET as reviewRoute } from "@/app/api/sittings/[id]/review/route";
import { GET as sittingRoute } from "@/app/api/sittings/[id]/route";
import { POST as submitRoute } from "@/app/api/sittings/[id]/submit/route";
import { GET as mySittingsRoute } from "@/app/api/me/sittings/route";
import { questionVersionHtml } from "@/lib/exam/question-html";
import { ownSittingForget } from "../../support/exam";
import { call, newStudent, openDb, newTutor, type TestAccount } from "../../support/api";

// The sitting engine end to end through its routes, on a small paper of its own: subjects the
// seeded bank does not use, so the pools here are exactly what this file creates.

const db = openDb();
afterAll(() => db.$disconnect());

const PAPER = `test-mini-${randomUUID().slice(0, 8)}`;
const FIXED = `${PAPER}-fixed`;
const REQUIRED = "Literature";
const OPTIONAL = ["Geography", "Accounting", "Commerce"];

async function pool(subject: string, count: number, options = 4, passage = false) {
  const topics = await Promise.all(
    ["first", "second", "reading"].map((slug, position) =>
      db.topic.upsert({
        where: { subject_slug: { subject, slug } },
        update: {},
        create: { subject, slug, name: `${subject} ${slug}`, position },
        select: { id: true },
      }),
    ),
  );
  const stimulus = passage
    ? await db.stimulus.create({
        data: { subject, kind: "passage", title: "A passage", content: "Para one.\n\nPara two." },
      })
    : null;
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID();
    const text = `${subject} question ${i} $x^{${i}}$`;
    const opts = Array.from({ length: options }, (_, k) => `${subject} option ${k} of ${i}`);
    const onPassage = stimulus && i < 3 ? stimulus.id : null;
    await db.question.create({
      data: {
        id,
        subject,
        topicId: onPassage ? topics[2]!.id : topics[i % 2]!.id,
        exams: ["NECO"],
        stimulusId: onPassage,
        question: text,
        options: opts,
        correctIndex: i % options,
        explanation: `Because ${i}`,
        versions: {
          create: {
            version: 1,
            text,
            options: opts,
            answerIndex: i % options,
            explanation: `Because ${i}`,
            stimulusId: onPassage,
            html: questionVersionHtml({ text, options: opts, explanation: `Because ${i}` }),
          },
        },
      },
    });
  }
}

let student: TestAccount;

beforeAll(async () => {
  await pool(REQUIRED, 12, 4, true);
  for (const subject of OPTIONAL) await pool(subject, 8);
  await db.paper.create({
    data: {
      id: PAPER,
      exam: "NECO",
      title: "Mini CBT",
      durationMinutes: 30,
      options: 4,
      choose: 2,
      required: [REQUIRED],
      // The passage's topic has a quota, so every sitting gets the passage.
      sections: [
        { subject: REQUIRED, questions: 6, topics: { reading: 3 } },
        ...OPTIONAL.map((subject) => ({ subject, questions: 4 })),
      ],
      scoring: "per_subject_100",
      position: 90,
    },
  });
  await db.paper.create({
    data: {
      id: FIXED,
      exam: "NECO",
      title: "Mini fixed",
      durationMinutes: 10,
      options: 4,
      sections: [{ subject: "Commerce", questions: 5 }],
      scoring: "one_per_correct",
      position: 91,
    },
  });
  student = await newStudent("sitter");
});

const start = (account: TestAccount, body: object, paper = PAPER) =>
  call(startRoute, { method: "POST", token: account.token, params: { id: paper }, body });
const items = (sittingId: string) => db.sittingItem.findMany({ where: { sittingId }, orderBy: { number: "asc" } });

describe("GET /api/papers", () => {
  it("lists the papers with their shape", async () => {
    const res = await call(papersRoute);
    expect(res.status).toBe(200);
    const mini = res.body.papers.find((p: { id: string }) => p.id === PAPER);
    expect(mini).toMatchObject({
      exam: "NECO",
      duration_minutes: 30,
      max_score: 300,
      options: 4,
      choose: 2,
      required: [REQUIRED],
      questions: 14,
    });
    expect(mini.subjects).toHaveLength(4);
  });
});

describe("starting a sitting", () => {
  it.each([
    [{ mode: "exam" }, "Choose your subjects"],
    [{ mode: "exam", subjects: ["Geography", "Accounting"] }, "Literature is compulsory"],
    [{ mode: "exam", subjects: [REQUIRED, "Geography"] }, "exactly 2"],
    [{ mode: "exam", subjects: [REQUIRED, "Geography", "Accounting", "Commerce"] }, "exactly 2"],
    [{ mode: "exam", subjects: [REQUIRED, "Geography", "Geography"] }, "listed twice"],
    [{ mode: "exam", subjects: [REQUIRED, "Geography", "Physics"] }, "Physics cannot be taken"],
    [{ mode: "exam", subjects: [REQUIRED, "Geography", "Nonsense"] }, "a subject must be one of"],
    [{ mode: "later", subjects: [REQUIRED, "Geography", "Commerce"] }, "mode must be exam or practice"],
  ])("refuses %j with 400", async (body, message) => {
    const before = await db.sitting.count({ where: { studentId: student.id } });
    const res = await start(student, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await db.sitting.count({ where: { studentId: student.id } })).toBe(before);
  });

  it("needs a student: 401 signed out, 403 for a tutor, 404 for an unknown paper", async () => {
    expect((await call(startRoute, { method: "POST", params: { id: PAPER }, body: { mode: "exam" } })).status).toBe(
      401,
    );
    const tutor = await newTutor();
    expect((await start(tutor, { mode: "exam", subjects: [REQUIRED, "Geography", "Commerce"] })).status).toBe(403);
    expect((await start(student, { mode: "exam" }, "no-such-paper")).status).toBe(404);
  });

  it("draws the candidate's own paper: sections in order, passage together, no key anywhere", async () => {
    const candidate = await newStudent("drawn");
    const res = await start(candidate, { mode: "exam", subjects: [REQUIRED, "Commerce", "Geography"] });
    expect(res.status).toBe(201);
    const sitting = res.body.sitting;
    expect(sitting.sections.map((s: { subject: string }) => s.subject)).toEqual([REQUIRED, "Geography", "Commerce"]);
    expect(sitting.sections.map((s: { questions: unknown[] }) => s.questions.length)).toEqual([6, 4, 4]);
    const numbers = sitting.sections.flatMap((s: { questions: { number: number }[] }) =>
      s.questions.map((q) => q.number),
    );
    expect(numbers).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    const literature = sitting.sections[0].questions;
    const onPassage = literature.flatMap((q: { stimulus_id: string | null }, i: number) => (q.stimulus_id ? [i] : []));
    expect(onPassage).toHaveLength(3);
    expect(onPassage[2] - onPassage[0]).toBe(2);
    expect(sitting.stimuli).toHaveLength(1);
    expect(sitting.stimuli[0]).toMatchObject({ kind: "passage", html: "<p>Para one.</p><p>Para two.</p>" });
    expect(literature[0].options.map((o: { key: string }) => o.key)).toEqual(["A", "B", "C", "D"]);
    expect(literature[0].html).toContain("<math");
    expect(sitting.remaining_seconds).toBeGreaterThan(29 * 60);
    expect(res.text).not.toMatch(/correct|explanation|answer_index|Because/);

    // What was shown is what was stored: the option order maps each shown option to the version's.
    const stored = await items(sitting.id);
    const first = literature[0];
    const version = await db.questionVersion.findUniqueOrThrow({ where: { id: stored[0]!.versionId } });
    expect(first.options.map((o: { text: string }) => o.text)).toEqual(
      stored[0]!.optionOrder.map((i) => version.options[i]),
    );
    expect(version.options[stored[0]!.optionOrder["ABCD".indexOf(stored[0]!.correctKey)]!]).toBe(
      version.options[version.answerIndex],
    );
  });

  it("a reload resumes the open sitting; another combination while it is open is 409", async () => {
    const candidate = await newStudent("resume");
    const body = { mode: "exam", subjects: [REQUIRED, "Geography", "Commerce"] };
    const first = await start(candidate, body);
    const again = await start(candidate, body);
    expect(again.status).toBe(200);
    expect(again.body.sitting.id).toBe(first.body.sitting.id);
    const other = await start(candidate, { mode: "exam", subjects: [REQUIRED, "Accounting", "Commerce"] });
    expect(other.status).toBe(409);
  });

  it("parallel starts make one sitting", async () => {
    const candidate = await newStudent("parallel");
    const body = { mode: "exam", subjects: [REQUIRED, "Geography", "Commerce"] };
    const results = await Promise.all(Array.from({ length: 5 }, () => start(candidate, body)));
    expect(new Set(results.map((r) => r.body.sitting.id)).size).toBe(1);
    expect(await db.sitting.count({ where: { studentId: candidate.id } })).toBe(1);
  });

  it("a second sitting avoids the questions of the first while the bank allows", async () => {
    const candidate = await newStudent("second");
    const body = { mode: "exam", subjects: [REQUIRED, "Geography", "Commerce"] };
    const first = await start(candidate, body);
    await call(submitRoute, { method: "POST", token: candidate.token, params: { id: first.body.sitting.id } });
    const second = await start(candidate, body);
    expect(second.status).toBe(201);
    const ids = (s: { sections: { subject: string; questions: { id: string }[] }[] }, subject: string) =>
      s.sections.find((x) => x.subject === subject)!.questions.map((q) => q.id);
    // Geography has 8 questions and a section takes 4: the second sitting gets the other 4.
    expect(
      ids(second.body.sitting, "Geography").filter((id) => ids(first.body.sitting, "Geography").includes(id)),
    ).toEqual([]);
    expect(
      ids(second.body.sitting, "Commerce").filter((id) => ids(first.body.sitting, "Commerce").includes(id)),
    ).toEqual([]);
  });

  it("a fixed paper takes no choice of subjects", async () => {
    const candidate = await newStudent("fixed");
    expect((await start(candidate, { mode: "exam", subjects: ["Geography"] }, FIXED)).status).toBe(400);
    const res = await start(candidate, { mode: "practice", timed: false }, FIXED);
    expect(res.status).toBe(201);
    expect(res.body.sitting).toMatchObject({ expires_at: null, remaining_seconds: null, max_score: 5 });
  });
});

describe("answering, submitting and the review", () => {
  it("saves answers and flags, refuses strangers' questions and bad letters, and scores UTME-style", async () => {
    const candidate = await newStudent("scored");
    const { sitting } = (await start(candidate, { mode: "exam", subjects: [REQUIRED, "Geography", "Commerce"] })).body;
    const stored = await items(sitting.id);
    const wrongKey = (key: string) => ("ABCD".replace(key, "") as string)[0]!;
    // Literature: 6 right of 6; Geography: 1 right of 4; Commerce: none answered.
    const answers: Record<string, string> = {};
    for (const item of stored) {
      if (item.subject === REQUIRED) answers[item.questionId] = item.correctKey;
      if (item.subject === "Geography")
        answers[item.questionId] = item.number % 4 === 0 ? item.correctKey : wrongKey(item.correctKey);
    }
    const geographyRight = stored.filter((i) => i.subject === "Geography" && i.number % 4 === 0).length;
    const put = (body: object, account = candidate) =>
      call(answersRoute, { method: "PUT", token: account.token, params: { id: sitting.id }, body });

    expect((await put({ answers: { [stored[0]!.questionId]: "E" } })).status).toBe(400);
    expect((await put({ answers: { "not-in-sitting": "A" } })).status).toBe(400);
    expect((await put({ answers: {}, flags: ["not-in-sitting"] })).status).toBe(400);
    expect((await put({ answers: { [stored[0]!.questionId]: "A" } }, await newStudent("stranger"))).status).toBe(404);
    // Ten minutes in (time per subject never exceeds the time since the start).
    await db.sitting.update({ where: { id: sitting.id }, data: { startedAt: new Date(Date.now() - 10 * 60_000) } });
    ownSittingForget(sitting.id);
    const saved = await put({ answers, flags: [stored[1]!.questionId], time_spent: { [REQUIRED]: 60, Geography: 5 } });
    expect(saved.status).toBe(200);
    expect(saved.body.saved).toBe(Object.keys(answers).length);
    // A later save clears one answer and lowers nothing on the clock.
    const cleared = stored.find((i) => i.subject === "Geography" && i.number % 4 !== 0)!;
    await put({ answers: { [cleared.questionId]: null }, time_spent: { [REQUIRED]: 30 } });

    const reloaded = (await call(sittingRoute, { token: candidate.token, params: { id: sitting.id } })).body.sitting;
    expect(reloaded.flags).toEqual([stored[1]!.questionId]);
    expect(reloaded.answers[cleared.questionId]).toBeUndefined();
    expect(reloaded.answers[stored[0]!.questionId]).toBe(stored[0]!.correctKey);

    const review = await call(reviewRoute, { token: candidate.token, params: { id: sitting.id } });
    expect(review.status).toBe(403);
    expect(
      (
        await call(checkRoute, {
          method: "POST",
          token: candidate.token,
          params: { id: sitting.id },
          body: { question_id: stored[0]!.questionId, answer: "A" },
        })
      ).status,
    ).toBe(403);

    const submitted = await call(submitRoute, { method: "POST", token: candidate.token, params: { id: sitting.id } });
    expect(submitted.status).toBe(200);
    const result = submitted.body.result;
    const geography = Math.round((geographyRight / 4) * 100);
    expect(
      result.subjects.map((s: { subject: string; score: number; max: number }) => [s.subject, s.score, s.max]),
    ).toEqual([
      [REQUIRED, 100, 100],
      ["Geography", geography, 100],
      ["Commerce", 0, 100],
    ]);
    expect(result).toMatchObject({
      total: 100 + geography,
      max: 300,
      questions: 14,
      auto_submitted: false,
      review_available: true,
    });
    expect(result.subjects[0].time_spent_seconds).toBe(60);
    expect(result.topics.map((t: { topic: string }) => t.topic)).toContain("Literature first");

    const again = await call(submitRoute, { method: "POST", token: candidate.token, params: { id: sitting.id } });
    expect(again.body.result).toEqual(result);
    expect((await put({ answers: { [stored[0]!.questionId]: "A" } })).status).toBe(409);

    const opened = await call(reviewRoute, { token: candidate.token, params: { id: sitting.id } });
    expect(opened.status).toBe(200);
    const reviewed = opened.body.review.sections[0].questions[0];
    expect(reviewed).toMatchObject({
      answer: stored[0]!.correctKey,
      correct_answer: stored[0]!.correctKey,
      correct: true,
    });
    expect(reviewed.explanation).toMatch(/^Because/);
    expect(opened.body.review.sections[0].questions[1].flagged).toBe(true);

    const mine = await call(mySittingsRoute, { token: candidate.token });
    expect(mine.body.sittings[0]).toMatchObject({
      id: sitting.id,
      in_progress: false,
      total: 100 + geography,
      max: 300,
    });
  });

  it("after the deadline and grace nothing is saved, and the sitting is finished from what was", async () => {
    const candidate = await newStudent("late");
    const { sitting } = (await start(candidate, { mode: "exam", subjects: [REQUIRED, "Geography", "Commerce"] })).body;
    const stored = await items(sitting.id);
    await call(answersRoute, {
      method: "PUT",
      token: candidate.token,
      params: { id: sitting.id },
      body: { answers: { [stored[0]!.questionId]: stored[0]!.correctKey } },
    });
    // Still inside the grace: saving works.
    await db.sitting.update({
      where: { id: sitting.id },
      data: { startedAt: new Date(Date.now() - 30.5 * 60_000), expiresAt: new Date(Date.now() - 30_000) },
    });
    ownSittingForget(sitting.id);
    expect(
      (
        await call(answersRoute, {
          method: "PUT",
          token: candidate.token,
          params: { id: sitting.id },
          body: { answers: { [stored[1]!.questionId]: stored[1]!.correctKey } },
        })
      ).status,
    ).toBe(200);
    // Past the grace: refused, and reading the sitting finishes it.
    await db.sitting.update({ where: { id: sitting.id }, data: { expiresAt: new Date(Date.now() - 61_000) } });
    ownSittingForget(sitting.id);
    const late = await call(answersRoute, {
      method: "PUT",
      token: candidate.token,
      params: { id: sitting.id },
      body: { answers: { [stored[2]!.questionId]: stored[2]!.correctKey } },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/Time is up/);
    const read = (await call(sittingRoute, { token: candidate.token, params: { id: sitting.id } })).body.sitting;
    expect(read.submitted_at).not.toBeNull();
    expect(read.result).toMatchObject({ auto_submitted: true, answered: 2 });
  });

  it("the background sweep finishes a sitting abandoned past its deadline and counts its time as study", async () => {
    const candidate = await newStudent("abandoned");
    const { sitting } = (await start(candidate, { mode: "exam", subjects: [REQUIRED, "Geography", "Commerce"] })).body;
    const stored = await items(sitting.id);
    await call(answersRoute, {
      method: "PUT",
      token: candidate.token,
      params: { id: sitting.id },
      body: { answers: { [stored[0]!.questionId]: stored[0]!.correctKey } },
    });
    await db.sitting.update({
      where: { id: sitting.id },
      data: { startedAt: new Date(Date.now() - 40 * 60_000), expiresAt: new Date(Date.now() - 10 * 60_000) },
    });
    ownSittingForget(sitting.id);
    const { sittingsExpire } = await import("@/server/jobs/sittings-expire");
    const outcome = await sittingsExpire.run({}, { jobId: "expiry", attempt: 1, signal: new AbortController().signal });
    expect(Number(outcome?.finished)).toBeGreaterThanOrEqual(1);
    const row = await db.sitting.findUniqueOrThrow({ where: { id: sitting.id } });
    expect(row).toMatchObject({ autoSubmitted: true, totalScore: Math.round(100 / 6) });
    const days = await db.studyDay.findMany({ where: { studentId: candidate.id } });
    expect(days.reduce((sum, d) => sum + d.seconds, 0)).toBe(30 * 60);
  });

  it("practice mode checks an answer at once with the key and the explanation", async () => {
    const candidate = await newStudent("practice");
    const { sitting } = (await start(candidate, { mode: "practice", subjects: [REQUIRED, "Geography", "Commerce"] }))
      .body;
    const [item] = await items(sitting.id);
    const wrong = "ABCD".replace(item!.correctKey, "")[0]!;
    const res = await call(checkRoute, {
      method: "POST",
      token: candidate.token,
      params: { id: sitting.id },
      body: { question_id: item!.questionId, answer: wrong },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ correct: false, correct_answer: item!.correctKey });
    expect(res.body.explanation).toMatch(/^Because/);
    const reloaded = (await call(sittingRoute, { token: candidate.token, params: { id: sitting.id } })).body.sitting;
    expect(reloaded.answers[item!.questionId]).toBe(wrong);
  });

  it("a checked answer stays as it was checked: no second check, and a later save of another answer is not taken", async () => {
    const candidate = await newStudent("practice-lock");
    const { sitting } = (await start(candidate, { mode: "practice", subjects: [REQUIRED, "Geography", "Commerce"] }))
      .body;
    const [item, other] = await items(sitting.id);
    const wrong = "ABCD".replace(item!.correctKey, "")[0]!;
    const check = (answer: string) =>
      call(checkRoute, {
        method: "POST",
        token: candidate.token,
        params: { id: sitting.id },
        body: { question_id: item!.questionId, answer },
      });
    expect((await check(wrong)).body).toMatchObject({ correct: false, correct_answer: item!.correctKey });

    // Another phone, which has not seen the check, tries the key it now knows.
    const again = await check(item!.correctKey);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("You have checked this answer already: it stays as it was checked");
    const saved = await call(answersRoute, {
      method: "PUT",
      token: candidate.token,
      params: { id: sitting.id },
      body: { answers: { [item!.questionId]: item!.correctKey, [other!.questionId]: other!.correctKey } },
    });
    expect(saved.status).toBe(200);
    const reloaded = (await call(sittingRoute, { token: candidate.token, params: { id: sitting.id } })).body.sitting;
    expect(reloaded.answers).toEqual({ [item!.questionId]: wrong, [other!.questionId]: other!.correctKey });

    const submitted = await call(submitRoute, { method: "POST", token: candidate.token, params: { id: sitting.id } });
    expect(submitted.status).toBe(200);
    const marked = await db.sittingItem.findFirstOrThrow({
      where: { sittingId: sitting.id, questionId: item!.questionId },
    });
    expect(marked).toMatchObject({ answer: wrong, correct: false });
  });

  it("another student's sitting is not found", async () => {
    const owner = await newStudent("owner");
    const { sitting } = (await start(owner, { mode: "exam", subjects: [REQUIRED, "Geography", "Commerce"] })).body;
    const other = await newStudent("other");
    expect((await call(sittingRoute, { token: other.token, params: { id: sitting.id } })).status).toBe(404);
    expect((await call(submitRoute, { method: "POST", token: other.token, params: { id: sitting.id } })).status).toBe(
      404,
    );
    expect((await call(reviewRoute, { token: other.token, params: { id: sitting.id } })).status).toBe(404);
  });
});
