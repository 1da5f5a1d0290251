// Question versions: a version no candidate has been shown is corrected in place; once a sitting
// item points at it, an edit writes version n + 1 and the old row is left exactly as it was.
// Course quiz questions keep the same invariant through the quiz authoring routes.
import { afterAll, describe, expect, it } from "vitest";
import { GET as versionsGet } from "@/app/api/bank/questions/[id]/versions/route";
import { PATCH as questionPatch } from "@/app/api/bank/questions/[id]/route";
import { POST as questionsPost } from "@/app/api/bank/questions/route";
import { PUT as quizQuestionPut } from "@/app/api/questions/[id]/route";
import { POST as quizImportPost } from "@/app/api/quizzes/[id]/import/route";
import { POST as quizQuestionsPost } from "@/app/api/quizzes/[id]/questions/route";
import { CSV_HEADER } from "@/lib/quiz-import/csv";
import { quizCreateSchema } from "@/lib/validation/quiz-authoring";
import { rerenderOldVersions } from "@/server/bank/rerender-notation";
import { createQuiz } from "@/server/quizzes/authoring/create-quiz";
import { updateQuiz } from "@/server/quizzes/authoring/update-quiz";
import { call } from "../../support/api";
import { db, hex, newSitting, newStudent, newTutor } from "./authoring-helpers";

afterAll(() => db.$disconnect());

const question = (extra: Record<string, unknown> = {}) => ({
  subject: "Mathematics",
  text: "What is $\\sqrt{49}$?",
  options: ["5", "6", "7", "8"],
  answer: "C",
  explanation: "$7^2 = 49$.",
  exams: ["UTME"],
  ...extra,
});

async function bankQuestion(token: string) {
  const res = await call(questionsPost, { path: "/api/bank/questions", token, body: question() });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.question.id as string;
}
const patch = (token: string, id: string, body: unknown) =>
  call(questionPatch, { method: "PATCH", token, params: { id }, body });
const versionRows = (questionId: string) =>
  db.questionVersion.findMany({ where: { questionId }, orderBy: { version: "asc" } });

/** Every question has a version row for its current version, holding the row's content. */
async function expectCurrentVersions(where: { quizId?: string; ownerId?: string }) {
  const questions = await db.question.findMany({ where });
  expect(questions.length).toBeGreaterThan(0);
  for (const q of questions) {
    const v = await db.questionVersion.findUnique({
      where: { questionId_version: { questionId: q.id, version: q.version } },
    });
    expect(v, `question ${q.id} has no version ${q.version}`).not.toBeNull();
    expect(v).toMatchObject({
      text: q.question,
      options: q.options,
      answerIndex: q.correctIndex,
      explanation: q.explanation,
    });
  }
  return questions;
}

describe("bank question versions", () => {
  it("an edit of a question nobody was shown corrects version 1 in place", async () => {
    const tutor = await newTutor();
    const id = await bankQuestion(tutor.token);
    const [before] = await versionRows(id);
    const res = await patch(tutor.token, id, {
      text: "What is $\\sqrt{64}$?",
      options: ["6", "7", "8", "9"],
      answer: "C",
      explanation: "$8^2 = 64$.",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.version_write).toBe("updated_in_place");
    expect(res.body.question.version).toBe(1);
    const rows = await versionRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: before!.id,
      version: 1,
      text: "What is $\\sqrt{64}$?",
      options: ["6", "7", "8", "9"],
      answerIndex: 2,
      explanation: "$8^2 = 64$.",
    });
    expect((rows[0]!.html as { text: string }).text).toContain("<math");
    expect((rows[0]!.html as { text: string }).text).not.toBe((before!.html as { text: string }).text);
  });

  it("once a sitting item points at it, an edit writes version 2 and leaves version 1 exactly as it was", async () => {
    const tutor = await newTutor();
    const student = await newStudent();
    const id = await bankQuestion(tutor.token);
    await newSitting(student.id, [{ questionId: id, correctKey: "C", answer: "C" }]);
    const [v1] = await versionRows(id);

    const res = await patch(tutor.token, id, { answer: "D", explanation: "Corrected." });
    expect(res.body.version_write).toBe("new_version");
    expect(res.body.question).toMatchObject({ version: 2, answer: "D", explanation: "Corrected." });
    const rows = await versionRows(id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(v1);
    expect(rows[1]).toMatchObject({
      version: 2,
      answerIndex: 3,
      explanation: "Corrected.",
      text: v1!.text,
      options: v1!.options,
    });
    expect(await db.question.findUniqueOrThrow({ where: { id } })).toMatchObject({
      version: 2,
      correctIndex: 3,
      explanation: "Corrected.",
    });

    // Version 2 has not been shown: the next edit corrects it in place.
    const again = await patch(tutor.token, id, { explanation: "Corrected again." });
    expect(again.body.version_write).toBe("updated_in_place");
    expect(await versionRows(id)).toHaveLength(2);
    expect((await versionRows(id))[0]).toEqual(v1);

    const versions = await call(versionsGet, { token: tutor.token, params: { id } });
    expect(
      versions.body.versions.map((v: { version: number; current: boolean; times_shown: number; answer: string }) => [
        v.version,
        v.current,
        v.times_shown,
        v.answer,
      ]),
    ).toEqual([
      [2, true, 0, "D"],
      [1, false, 1, "C"],
    ]);
    expect(versions.body.versions[0].html.text).toContain("<math");
  });

  /** Runs the job until it finds nothing: the database may hold other old versions before this one. */
  async function renderAllOldVersions() {
    let rendered = 0;
    for (let run = 0; run < 50; run++) {
      const count = await rerenderOldVersions();
      rendered += count;
      if (count === 0) break;
    }
    expect(rendered).toBeGreaterThanOrEqual(1);
  }

  it("a version stored with KaTeX's styled spans is served as MathML rendered again, and left as stored", async () => {
    const tutor = await newTutor();
    const id = await bankQuestion(tutor.token);
    const katexSpans = (tex: string) =>
      `<span class="katex"><span class="katex-mathml"><math><mi>${tex}</mi></math></span><span class="katex-html" aria-hidden="true"><span class="base">${tex}</span></span></span>`;
    const legacy = {
      text: `What is ${katexSpans("√49")}?`,
      options: ["5", "6", "7", "8"],
      explanation: `${katexSpans("7²")} = 49.`,
    };
    await db.questionVersion.updateMany({ where: { questionId: id }, data: { html: legacy } });

    const versions = await call(versionsGet, { token: tutor.token, params: { id } });
    const { html } = versions.body.versions[0];
    expect(html.text).toMatch(/^What is <math [^>]*>.*<msqrt>.*<\/math>\?$/);
    expect(html.explanation).toMatch(/^<math [^>]*>.*<\/math>\.$/);
    expect(JSON.stringify(html)).not.toContain("katex");
    expect((await versionRows(id))[0]!.html).toEqual(legacy);
  });

  it("the notation job stores such a version's MathML once, and a second run finds nothing", async () => {
    const tutor = await newTutor();
    const id = await bankQuestion(tutor.token);
    const legacy = {
      text: `What is <span class="katex"><span class="katex-mathml"><math><mi>x</mi></math></span><span class="katex-html" aria-hidden="true">x</span></span>?`,
      options: ["5", "6", "7", "8"],
      explanation: "Because.",
    };
    await db.questionVersion.updateMany({ where: { questionId: id }, data: { html: legacy } });

    await renderAllOldVersions();
    const [row] = await versionRows(id);
    expect((row!.html as { text: string }).text).toMatch(/^What is <math [^>]*>.*<msqrt>.*<\/math>\?$/);
    expect(JSON.stringify(row!.html)).not.toContain("katex");
    expect(await rerenderOldVersions()).toBe(0);
  });

  it("a formula stored without its words is served and then stored with them, its MathML unchanged", async () => {
    const tutor = await newTutor();
    const id = await bankQuestion(tutor.token);
    const math = '<math xmlns="http://www.w3.org/1998/Math/MathML"><mfrac><mn>3</mn><mn>4</mn></mfrac></math>';
    const unlabelled = {
      text: `Write ${math} as a decimal.`,
      options: ["0.25", "0.5", "0.75", "1.25"],
      explanation: "Because.",
    };
    await db.questionVersion.updateMany({ where: { questionId: id }, data: { html: unlabelled } });
    const labelled = `Write <math xmlns="http://www.w3.org/1998/Math/MathML" aria-label="3 over 4"><mfrac><mn>3</mn><mn>4</mn></mfrac></math> as a decimal.`;

    const versions = await call(versionsGet, { token: tutor.token, params: { id } });
    expect(versions.body.versions[0].html.text).toBe(labelled);
    expect((await versionRows(id))[0]!.html).toEqual(unlabelled);

    await renderAllOldVersions();
    expect(((await versionRows(id))[0]!.html as { text: string }).text).toBe(labelled);
    expect(await rerenderOldVersions()).toBe(0);
  });

  it("sending the same content changes nothing", async () => {
    const tutor = await newTutor();
    const id = await bankQuestion(tutor.token);
    const before = await versionRows(id);
    const res = await patch(tutor.token, id, { text: question().text, options: question().options, answer: "C" });
    expect(res.body.version_write).toBe("unchanged");
    expect(await versionRows(id)).toEqual(before);
  });

  it("versions of another tutor's question → 404; a student → 403", async () => {
    const tutor = await newTutor();
    const id = await bankQuestion(tutor.token);
    expect((await call(versionsGet, { token: (await newTutor()).token, params: { id } })).status).toBe(404);
    expect((await call(versionsGet, { token: (await newStudent()).token, params: { id } })).status).toBe(403);
  });
});

describe("course quiz questions keep the same invariant", () => {
  const quizFor = (tutorId: string, extra: Record<string, unknown> = {}) =>
    createQuiz(
      { id: tutorId, firstName: "Emeka", lastName: "Obi" },
      quizCreateSchema.parse({ title: `Physics ${hex()}`, category: "Physics", difficulty: "hard", ...extra }),
    );

  it("added one by one: subject, owner and difficulty from the quiz, and version 1", async () => {
    const tutor = await newTutor();
    const quiz = await quizFor(tutor.id);
    const res = await call(quizQuestionsPost, {
      token: tutor.token,
      params: { id: quiz.id },
      body: { question: "What is the unit of force?", options: ["Newton", "Joule", "Watt"], correct_answer: 0 },
    });
    expect(res.status).toBe(201);
    const [q] = await expectCurrentVersions({ quizId: quiz.id });
    expect(q).toMatchObject({ subject: "Physics", ownerId: tutor.id, difficulty: "hard", version: 1 });
    const v = await db.questionVersion.findFirstOrThrow({ where: { questionId: q!.id } });
    expect((v.html as { options: string[] }).options).toEqual(["Newton", "Joule", "Watt"]);
  });

  it("a price in dollars that is not notation is still accepted; its version has no HTML", async () => {
    const tutor = await newTutor();
    const quiz = await quizFor(tutor.id);
    const res = await call(quizQuestionsPost, {
      token: tutor.token,
      params: { id: quiz.id },
      body: { question: "A book costs $5. What is the price of two?", options: ["$10", "$5"], correct_answer: 0 },
    });
    expect(res.status).toBe(201);
    const [q] = await expectCurrentVersions({ quizId: quiz.id });
    expect((await db.questionVersion.findFirstOrThrow({ where: { questionId: q!.id } })).html).toBeNull();
  });

  it("edited: in place while unseen, a new version once a sitting showed it", async () => {
    const tutor = await newTutor();
    const quiz = await quizFor(tutor.id);
    const added = await call(quizQuestionsPost, {
      token: tutor.token,
      params: { id: quiz.id },
      body: {
        question: "What is the unit of power?",
        options: ["Newton", "Joule", "Watt", "Pascal"],
        correct_answer: 1,
      },
    });
    const id = added.body.question.id as string;
    const put = (body: unknown) => call(quizQuestionPut, { method: "PUT", token: tutor.token, params: { id }, body });

    expect((await put({ correct_answer: 2 })).status).toBe(200);
    expect(await versionRows(id)).toHaveLength(1);
    expect((await versionRows(id))[0]).toMatchObject({ version: 1, answerIndex: 2 });

    await newSitting((await newStudent()).id, [{ questionId: id, subject: "Physics", correctKey: "C", answer: "C" }]);
    const [v1] = await versionRows(id);
    expect((await put({ explanation: "Power is measured in watts." })).status).toBe(200);
    const rows = await versionRows(id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(v1);
    expect(rows[1]).toMatchObject({ version: 2, explanation: "Power is measured in watts." });
    await expectCurrentVersions({ quizId: quiz.id });
  });

  it("imported: every question with its version and the quiz's subject", async () => {
    const tutor = await newTutor();
    const quiz = await quizFor(tutor.id, { category: "Chemistry", difficulty: "easy" });
    const text = [CSV_HEADER, "What is H2O?,Water,Salt,Sugar,Oil,A,", "What is NaCl?,Water,Salt,Sugar,Oil,B,"].join(
      "\n",
    );
    const res = await call(quizImportPost, {
      token: tutor.token,
      params: { id: quiz.id },
      body: { format: "csv", text },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const questions = await expectCurrentVersions({ quizId: quiz.id });
    expect(questions).toHaveLength(2);
    for (const q of questions)
      expect(q).toMatchObject({ subject: "Chemistry", ownerId: tutor.id, difficulty: "easy", version: 1 });
  });

  it("a quiz's new category and difficulty pass to its questions", async () => {
    const tutor = await newTutor();
    const quiz = await quizFor(tutor.id);
    await call(quizQuestionsPost, {
      token: tutor.token,
      params: { id: quiz.id },
      body: { question: "Unit of charge?", options: ["Coulomb", "Volt"], correct_answer: 0 },
    });
    await updateQuiz(quiz.id, tutor.id, { category: "Chemistry", difficulty: "medium" });
    const [q] = await db.question.findMany({ where: { quizId: quiz.id } });
    expect(q).toMatchObject({ subject: "Chemistry", difficulty: "medium" });
  });
});
