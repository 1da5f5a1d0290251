import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteCourseRoute } from "@/app/api/courses/[id]/route";
import { PUT as saveAnswersRoute } from "@/app/api/quizzes/[id]/attempts/[attemptId]/answers/route";
import { GET as attemptRoute } from "@/app/api/quizzes/[id]/attempts/[attemptId]/route";
import { GET as detailsRoute } from "@/app/api/quizzes/[id]/details/route";
import { GET as myAttemptsRoute } from "@/app/api/quizzes/[id]/my-attempts/route";
import { POST as startRoute } from "@/app/api/quizzes/[id]/start/route";
import { POST as submitRoute } from "@/app/api/quizzes/[id]/submit/route";
import { GET as listRoute } from "@/app/api/quizzes/route";
import { GET as myResultsRoute } from "@/app/api/quizzes/my-results/route";
import { updateQuestion } from "@/server/quizzes/authoring/update-question";
import { finishExpiredAttempts } from "@/server/quizzes/finish-attempt";
import { call, openDb, newTutor, newStudent, type TestAccount } from "../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

let tutor: TestAccount;

/** Moves an attempt into the past (as if it had been taken minutes ago); its answers were saved before the deadline. */
async function backdate(attemptId: string, minutes: { started: number; expires: number }) {
  // A sitting's deadline is without the quiz's 60 s grace; the attempt's expiry includes it.
  await db.sitting.update({
    where: { id: attemptId },
    data: {
      startedAt: new Date(Date.now() - minutes.started * 60_000),
      expiresAt: new Date(Date.now() - minutes.expires * 60_000 - 60_000),
    },
  });
}

type Q = { id: string; question: string; options: string[]; correctIndex: number };
async function makeQuiz(
  opts: {
    questions?: number;
    maxAttempts?: number | null;
    timeLimit?: number | null;
    passingScore?: number;
    /** The questions' own content, in order, instead of "What is i + 1?". */
    content?: { question: string; options: string[]; correctIndex: number; explanation: string }[];
  } = {},
) {
  const quiz = await db.quiz.create({
    data: {
      title: `Quiz ${Math.random().toString(36).slice(2)}`,
      category: "Mathematics",
      difficulty: "easy",
      tutorId: tutor.id,
      timeLimit: opts.timeLimit === undefined ? 10 : opts.timeLimit,
      passingScore: opts.passingScore ?? 70,
      maxAttempts: opts.maxAttempts ?? null,
      status: "published",
      questions: {
        create:
          opts.content?.map((q, i) => ({ position: i + 1, ...q })) ??
          Array.from({ length: opts.questions ?? 4 }, (_, i) => ({
            position: i + 1,
            question: `What is ${i} + 1?`,
            options: [`${i}`, `${i + 1}`, `${i + 2}`, `${i + 3}`],
            correctIndex: 1,
            explanation: `${i} + 1 = ${i + 1}`,
          })),
      },
    },
    include: { questions: { orderBy: { position: "asc" } } },
  });
  return { id: quiz.id, questions: quiz.questions as Q[] };
}

const start = (token: string, quizId: string) =>
  call(startRoute, { path: `/api/quizzes/${quizId}/start`, token, params: { id: quizId } });
const submit = (token: string, quizId: string, body: unknown) =>
  call(submitRoute, { path: `/api/quizzes/${quizId}/submit`, token, body, params: { id: quizId } });
const save = (token: string, quizId: string, attemptId: string, body: unknown) =>
  call(saveAnswersRoute, {
    method: "PUT",
    path: `/api/quizzes/${quizId}/attempts/${attemptId}/answers`,
    token,
    body,
    params: { id: quizId, attemptId },
  });

beforeAll(async () => {
  tutor = await newTutor();
});

describe("starting an attempt", () => {
  it("returns questions with their options and nothing that reveals the answer", async () => {
    const student = await newStudent();
    const quiz = await makeQuiz();
    const res = await start(student.token, quiz.id);
    expect(res.status).toBe(200);
    expect(res.body.questions).toHaveLength(4);
    for (const q of res.body.questions) expect(Object.keys(q).sort()).toEqual(["id", "options", "question"]);
    const text = res.text.toLowerCase();
    for (const leak of ["correct", "explanation", "is_correct"]) expect(text).not.toContain(leak);
    expect(res.body.attempt.expires_at).toBeTruthy();
    const started = new Date(res.body.attempt.started_at).getTime();
    expect(new Date(res.body.attempt.expires_at).getTime() - started).toBe((10 * 60 + 60) * 1000);

    // The other pre-submit reads reveal no key either.
    for (const r of [
      await call(detailsRoute, {
        path: `/api/quizzes/${quiz.id}/details`,
        token: student.token,
        params: { id: quiz.id },
      }),
      await call(listRoute, { path: "/api/quizzes", token: student.token }),
      await save(student.token, quiz.id, res.body.attempt.id, {
        answers: [{ question_id: quiz.questions[0]!.id, selected_answer: "1" }],
      }),
    ]) {
      expect(r.status).toBe(200);
      expect(r.text.toLowerCase()).not.toMatch(/correct_answer|correctindex|explanation/);
    }
  });

  it("resumes the open attempt on a second start instead of using up another", async () => {
    const student = await newStudent();
    const quiz = await makeQuiz({ maxAttempts: 2 });
    const first = await start(student.token, quiz.id);
    await save(student.token, quiz.id, first.body.attempt.id, {
      answers: [{ question_id: quiz.questions[1]!.id, selected_answer: "2" }],
    });
    const again = await start(student.token, quiz.id);
    expect(again.body.attempt.id).toBe(first.body.attempt.id);
    expect(again.body.attempt.answers).toEqual({ [quiz.questions[1]!.id]: 1 });
    expect(again.body.attempt.remaining_seconds).toBeGreaterThan(590);
    expect(again.body.attempt.remaining_seconds).toBeLessThanOrEqual(600);
    expect(await db.sitting.count({ where: { studentId: student.id, quizId: quiz.id } })).toBe(1);
  });

  it("never exceeds max_attempts, even with 10 concurrent starts", async () => {
    const student = await newStudent();
    const quiz = await makeQuiz({ maxAttempts: 3 });
    for (let round = 0; round < 4; round++) {
      const results = await Promise.all(Array.from({ length: 10 }, () => start(student.token, quiz.id)));
      const ok = results.filter((r) => r.status === 200);
      if (round < 3) {
        expect(new Set(ok.map((r) => r.body.attempt.id)).size).toBe(1);
        await submit(student.token, quiz.id, { answers: [], attempt_id: ok[0]!.body.attempt.id });
      } else {
        expect(ok).toHaveLength(0);
        for (const r of results) expect(r.body).toMatchObject({ message: "Maximum attempts reached" });
        expect(results[0]!.status).toBe(409);
      }
    }
    expect(await db.sitting.count({ where: { studentId: student.id, quizId: quiz.id } })).toBe(3);
  });

  it("finishes an attempt that ran out while the student was away, and the next start opens the next one", async () => {
    const student = await newStudent();
    const quiz = await makeQuiz({ maxAttempts: 2, timeLimit: 1 });
    const first = (await start(student.token, quiz.id)).body.attempt;
    await save(student.token, quiz.id, first.id, {
      answers: [{ question_id: quiz.questions[0]!.id, selected_answer: "1" }],
    });
    await backdate(first.id, { started: 5, expires: 3 });
    const next = await start(student.token, quiz.id);
    expect(next.status).toBe(200);
    expect(next.body.attempt).toMatchObject({ attempt_number: 2, answers: {} });
    expect(next.body.attempt.id).not.toBe(first.id);
    const items = await db.sittingItem.findMany({
      where: { sittingId: next.body.attempt.id },
      orderBy: { number: "asc" },
    });
    expect(items.map((i) => [i.questionId, i.optionOrder, i.correctKey])).toEqual(
      quiz.questions.map((q) => [q.id, [0, 1, 2, 3], "B"]),
    );
    const list = await call(myAttemptsRoute, {
      path: `/api/quizzes/${quiz.id}/my-attempts`,
      token: student.token,
      params: { id: quiz.id },
    });
    expect(list.body.attempts).toEqual([
      expect.objectContaining({ id: first.id, score: 25, correct_answers: 1, auto_submitted: true }),
    ]);
  });

  it("a free course is deleted with its quizzes and their attempts", async () => {
    const student = await newStudent();
    const course = await db.course.create({
      data: {
        ownerId: tutor.id,
        title: "Free maths",
        instructor: "T",
        level: "SS3",
        category: "Mathematics",
        status: "published",
      },
    });
    const quiz = await makeQuiz();
    await db.quiz.update({ where: { id: quiz.id }, data: { courseId: course.id } });
    const started = await start(student.token, quiz.id);
    expect(started.status).toBe(200);
    const attempt = started.body.attempt;
    expect((await submit(student.token, quiz.id, { answers: [], attempt_id: attempt.id })).status).toBe(200);
    const deleted = await call(deleteCourseRoute, {
      method: "DELETE",
      path: `/api/courses/${course.id}`,
      token: tutor.token,
      params: { id: course.id },
    });
    expect(deleted.status).toBe(200);
    expect(await db.quiz.count({ where: { id: quiz.id } })).toBe(0);
    expect(await db.sitting.count({ where: { id: attempt.id } })).toBe(0);
  });

  it("answers 'No questions found in this quiz' for an empty quiz, and 404 for an unknown one", async () => {
    const student = await newStudent();
    const empty = await makeQuiz({ questions: 0 });
    const res = await start(student.token, empty.id);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("No questions found in this quiz");
    expect((await start(student.token, "no-such-quiz")).status).toBe(404);
    expect((await start(tutor.token, empty.id)).status).toBe(403);
  });
});

describe("submitting", () => {
  it("scores on the server from the option texts and ignores a score sent by the client", async () => {
    const student = await newStudent();
    const quiz = await makeQuiz({ passingScore: 70 });
    const attempt = (await start(student.token, quiz.id)).body.attempt;
    const answers = [
      { question_id: quiz.questions[0]!.id, selected_answer: "1" }, // correct
      { question_id: quiz.questions[1]!.id, selected_answer: "2" }, // correct
      { question_id: quiz.questions[2]!.id, selected_answer: "2" }, // wrong
    ];
    const res = await submit(student.token, quiz.id, { answers, time_taken: 1, score: 100, attempt_id: attempt.id });
    expect(res.status).toBe(200);
    expect(res.body.attempt).toMatchObject({
      id: attempt.id,
      score: 50,
      passed: false,
      correct_answers: 2,
      total_questions: 4,
    });
    const review = res.body.attempt.questions;
    expect(review[0]).toMatchObject({
      selected_answer: 1,
      correct_answer: 1,
      is_correct: true,
      explanation: "0 + 1 = 1",
    });
    expect(review[1]).toMatchObject({ selected_answer: 1, correct_answer: 1, is_correct: true });
    expect(review.find((q: { id: string }) => q.id === quiz.questions[2]!.id)).toMatchObject({
      selected_answer: 0,
      is_correct: false,
    });
    expect(review[3]).toMatchObject({ selected_answer: null, is_correct: false });
    const row = await db.sitting.findUniqueOrThrow({ where: { id: attempt.id } });
    expect(row.totalScore).toBe(50);
    expect(row.timeTaken).toBe(1);
    // The attempt's items are marked as any sitting's: the letter chosen and its verdict.
    const items = await db.sittingItem.findMany({ where: { sittingId: attempt.id }, orderBy: { number: "asc" } });
    expect(items.map((i) => [i.questionId, i.answer, i.correct])).toEqual([
      [quiz.questions[0]!.id, "B", true],
      [quiz.questions[1]!.id, "B", true],
      [quiz.questions[2]!.id, "A", false],
      [quiz.questions[3]!.id, null, false],
    ]);
  });

  it("judges each item by the key it scores with, when the tutor corrects a key during the attempt", async () => {
    const student = await newStudent();
    const quiz = await makeQuiz();
    const attempt = (await start(student.token, quiz.id)).body.attempt;
    // The first question's key moves from "1" (B) to "0" (A) while the student sits it.
    await updateQuestion(quiz.questions[0]!.id, tutor.id, { correct_answer: 0 });
    const res = await submit(student.token, quiz.id, {
      answers: [
        { question_id: quiz.questions[0]!.id, selected_answer: "0" },
        { question_id: quiz.questions[1]!.id, selected_answer: "2" },
      ],
      attempt_id: attempt.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.attempt).toMatchObject({ correct_answers: 2, score: 50 });
    expect(res.body.attempt.questions[0]).toMatchObject({ selected_answer: 0, correct_answer: 0, is_correct: true });
    const items = await db.sittingItem.findMany({ where: { sittingId: attempt.id }, orderBy: { number: "asc" } });
    expect(items.map((i) => [i.answer, i.correctKey, i.correct])).toEqual([
      ["A", "A", true],
      ["B", "B", true],
      [null, "B", false],
      [null, "B", false],
    ]);
    expect(items.filter((i) => i.correct)).toHaveLength(res.body.attempt.correct_answers);
  });

  it("reads a result later as it was marked: a key the tutor changes afterwards does not rewrite it", async () => {
    const student = await newStudent();
    const quiz = await makeQuiz();
    const attempt = (await start(student.token, quiz.id)).body.attempt;
    const answers = [{ question_id: quiz.questions[0]!.id, selected_answer: "0" }];
    expect((await submit(student.token, quiz.id, { answers, attempt_id: attempt.id })).status).toBe(200);
    // Afterwards the tutor moves the first question's key to the option the student chose.
    await updateQuestion(quiz.questions[0]!.id, tutor.id, { correct_answer: 0 });

    const read = await call(attemptRoute, {
      path: `/api/quizzes/${quiz.id}/attempts/${attempt.id}`,
      token: student.token,
      params: { id: quiz.id, attemptId: attempt.id },
    });
    expect(read.status).toBe(200);
    expect(read.body.attempt).toMatchObject({ correct_answers: 0, score: 0 });
    expect(read.body.attempt.questions[0]).toMatchObject({
      id: quiz.questions[0]!.id,
      question: "What is 0 + 1?",
      options: ["0", "1", "2", "3"],
      selected_answer: 0,
      correct_answer: 1,
      is_correct: false,
    });
    expect(read.body.attempt.questions.map((q: { id: string }) => q.id)).toEqual(quiz.questions.map((q) => q.id));
  });

  it("sends a question's notation as MathML, and its explanation's only with the key", async () => {
    const student = await newStudent();
    const quiz = await makeQuiz({
      passingScore: 50,
      content: [
        {
          question: "Solve $x^2 - 9 = 0$ for $x > 0$.",
          options: ["$3$", "9", "$-3$", "0"],
          correctIndex: 0,
          explanation: "$x^2 = 9$, so $x = 3$.",
        },
        { question: "What is 2 + 2?", options: ["3", "4"], correctIndex: 1, explanation: "Count." },
      ],
    });
    const started = await start(student.token, quiz.id);
    const [withNotation, plain] = started.body.questions;
    expect(withNotation.html.question).toMatch(/^Solve <math [^>]*aria-label="x squared minus 9 equals 0">/);
    expect(withNotation.html.options).toEqual([
      expect.stringMatching(/^<math /),
      null,
      expect.stringMatching(/^<math /),
      null,
    ]);
    expect(withNotation.html).not.toHaveProperty("explanation");
    expect(plain).not.toHaveProperty("html");

    const answers = [{ question_id: quiz.questions[0]!.id, selected_answer: "$3$" }];
    const res = await submit(student.token, quiz.id, { answers, attempt_id: started.body.attempt.id });
    expect(res.status).toBe(200);
    expect(res.body.attempt.questions[0]).toMatchObject({ selected_answer: 0, is_correct: true });
    expect(res.body.attempt.questions[0].html.explanation).toMatch(/<math [^>]*aria-label="x equals 3"/);
  });

  it("is idempotent: a second (or concurrent) submit returns the first result", async () => {
    const student = await newStudent();
    const quiz = await makeQuiz();
    const attempt = (await start(student.token, quiz.id)).body.attempt;
    const good = [{ question_id: quiz.questions[0]!.id, selected_answer: "1" }];
    const [a, b] = await Promise.all([
      submit(student.token, quiz.id, { answers: good, attempt_id: attempt.id }),
      submit(student.token, quiz.id, { answers: good, attempt_id: attempt.id }),
    ]);
    expect(a.body.attempt.score).toBe(25);
    expect(b.body.attempt).toEqual(a.body.attempt);
    const later = await submit(student.token, quiz.id, {
      answers: quiz.questions.map((q) => ({ question_id: q.id, selected_answer: q.options[1] })),
      attempt_id: attempt.id,
    });
    expect(later.body.attempt.score).toBe(25);
    expect(later.body.attempt.submitted_at).toBe(a.body.attempt.submitted_at);
  });

  it("reads a submitted attempt once: a retried submit and its result come from memory, still only for its owner", async () => {
    const student = await newStudent();
    const stranger = await newStudent();
    const quiz = await makeQuiz();
    const attempt = (await start(student.token, quiz.id)).body.attempt;
    const first = await submit(student.token, quiz.id, {
      answers: [{ question_id: quiz.questions[0]!.id, selected_answer: "1" }],
      attempt_id: attempt.id,
    });
    expect(first.body.attempt.score).toBe(25);
    // The app never changes a submitted attempt; doing it behind its back shows it is not read again.
    await db.sitting.update({ where: { id: attempt.id }, data: { totalScore: 99 } });
    const retried = await submit(student.token, quiz.id, { answers: [], attempt_id: attempt.id });
    expect(retried.body.attempt).toEqual(first.body.attempt);
    const opened = await call(attemptRoute, {
      path: "/x",
      token: student.token,
      params: { id: quiz.id, attemptId: attempt.id },
    });
    expect(opened.body.attempt.score).toBe(25);
    expect((await submit(stranger.token, quiz.id, { answers: [], attempt_id: attempt.id })).status).toBe(404);
    expect(
      (await call(attemptRoute, { path: "/x", token: stranger.token, params: { id: quiz.id, attemptId: attempt.id } }))
        .status,
    ).toBe(404);

    // An open attempt is read afresh every time: an answer saved by another instance counts.
    const next = (await start(student.token, quiz.id)).body.attempt;
    await db.sitting.update({ where: { id: next.id }, data: { answers: { [quiz.questions[1]!.id]: "B" } } });
    expect((await submit(student.token, quiz.id, { answers: [], attempt_id: next.id })).body.attempt.score).toBe(25);
  });

  it("adds the attempt's time to the student's study day once, however many submits arrive", async () => {
    const student = await newStudent();
    const quiz = await makeQuiz();
    const attempt = (await start(student.token, quiz.id)).body.attempt;
    await db.sitting.update({ where: { id: attempt.id }, data: { startedAt: new Date(Date.now() - 300_000) } });
    const answers = [{ question_id: quiz.questions[0]!.id, selected_answer: "1" }];
    const results = await Promise.all(
      Array.from({ length: 4 }, () => submit(student.token, quiz.id, { answers, attempt_id: attempt.id })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const days = await db.studyDay.findMany({ where: { studentId: student.id } });
    expect(days).toHaveLength(1);
    expect(days[0]!.seconds).toBeGreaterThanOrEqual(300);
    expect(days[0]!.seconds).toBeLessThan(330);
    expect(results[0]!.body.attempt.time_taken).toBe(6);
  });

  it("adds no study time for an attempt submitted blank, as a paper left blank adds none", async () => {
    const student = await newStudent();
    const quiz = await makeQuiz();
    const attempt = (await start(student.token, quiz.id)).body.attempt;
    await db.sitting.update({ where: { id: attempt.id }, data: { startedAt: new Date(Date.now() - 300_000) } });
    const res = await submit(student.token, quiz.id, { answers: [], attempt_id: attempt.id });
    expect(res.status).toBe(200);
    expect(res.body.attempt).toMatchObject({ score: 0, correct_answers: 0, total_questions: 4 });
    expect(await db.studyDay.count({ where: { studentId: student.id } })).toBe(0);
  });

  it("never loses an autosave that races the submit: a saved answer is scored, a refused one is not", async () => {
    const quiz = await makeQuiz();
    const [q0, q1] = quiz.questions;
    for (let round = 0; round < 12; round++) {
      const student = await newStudent();
      const attempt = (await start(student.token, quiz.id)).body.attempt;
      const [saved, submitted] = await Promise.all([
        save(student.token, quiz.id, attempt.id, {
          answers: [{ question_id: q1!.id, selected_answer: q1!.options[1] }],
        }),
        submit(student.token, quiz.id, {
          answers: [{ question_id: q0!.id, selected_answer: q0!.options[1] }],
          attempt_id: attempt.id,
        }),
      ]);
      expect(submitted.status).toBe(200);
      const row = await db.sitting.findUniqueOrThrow({ where: { id: attempt.id } });
      const stored = row.answers as Record<string, string>;
      if (saved.status === 200) {
        // The autosave got in first: the submit kept it and scored it.
        expect(stored[q1!.id]).toBe("B");
        expect(row.correctCount).toBe(2);
      } else {
        expect(saved.status).toBe(409);
        expect(stored[q1!.id]).toBeUndefined();
        expect(row.correctCount).toBe(1);
      }
      expect(submitted.body.attempt.correct_answers).toBe(row.correctCount);
    }
  });

  it("after the deadline counts only what was saved before it", async () => {
    const student = await newStudent();
    const quiz = await makeQuiz({ timeLimit: 1 });
    const attempt = (await start(student.token, quiz.id)).body.attempt;
    await save(student.token, quiz.id, attempt.id, {
      answers: [{ question_id: quiz.questions[0]!.id, selected_answer: "1" }],
    });
    // The clock runs out: the attempt started 5 minutes ago, its answer was saved at minute 1, it expired at minute 2.
    await backdate(attempt.id, { started: 5, expires: 3 });
    const late = await save(student.token, quiz.id, attempt.id, {
      answers: [{ question_id: quiz.questions[1]!.id, selected_answer: "2" }],
    });
    expect(late.status).toBe(409);
    const res = await submit(student.token, quiz.id, {
      answers: quiz.questions.map((q) => ({ question_id: q.id, selected_answer: q.options[1] })),
      attempt_id: attempt.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.attempt).toMatchObject({ score: 25, correct_answers: 1, auto_submitted: true });
    const row = await db.sitting.findUniqueOrThrow({ where: { id: attempt.id } });
    // Submitted at the deadline plus its grace: the attempt's expiry.
    expect(row.submittedAt!.getTime()).toBe(row.expiresAt!.getTime() + 60_000);
  });

  it("finishes attempts left open past their expiry from their saved answers", async () => {
    const student = await newStudent();
    const quiz = await makeQuiz({ timeLimit: 1 });
    const attempt = (await start(student.token, quiz.id)).body.attempt;
    await save(student.token, quiz.id, attempt.id, {
      answers: [
        { question_id: quiz.questions[0]!.id, selected_answer: "1" },
        { question_id: quiz.questions[1]!.id, selected_answer: "2" },
        { question_id: quiz.questions[2]!.id, selected_answer: "3" },
      ],
    });
    await backdate(attempt.id, { started: 3, expires: 1 });
    expect(await finishExpiredAttempts({ studentId: student.id })).toBe(1);
    const row = await db.sitting.findUniqueOrThrow({ where: { id: attempt.id } });
    expect(row).toMatchObject({ totalScore: 75, correctCount: 3, autoSubmitted: true, passed: true });
    // Lazily too: reading the attempts list finishes what is due.
    const other = (await start(student.token, quiz.id)).body.attempt;
    await db.sitting.update({ where: { id: other.id }, data: { expiresAt: new Date(Date.now() - 61_000) } });
    const list = await call(myAttemptsRoute, {
      path: `/api/quizzes/${quiz.id}/my-attempts`,
      token: student.token,
      params: { id: quiz.id },
    });
    expect(list.body.attempts.map((a: { id: string }) => a.id)).toEqual([other.id, attempt.id]);
    expect(list.body.quiz.id).toBe(quiz.id);
  });

  it("autosaves: a reload resumes with the saved answers, which the submit counts", async () => {
    const student = await newStudent();
    const quiz = await makeQuiz();
    const attempt = (await start(student.token, quiz.id)).body.attempt;
    const saved = await save(student.token, quiz.id, attempt.id, {
      answers: [
        { question_id: quiz.questions[0]!.id, selected_answer: 1 },
        { question_id: quiz.questions[1]!.id, selected_answer: "2" },
      ],
    });
    expect(saved.body.saved).toBe(2);
    // Two autosaves at once never overwrite each other.
    await Promise.all([
      save(student.token, quiz.id, attempt.id, {
        answers: [{ question_id: quiz.questions[2]!.id, selected_answer: "3" }],
      }),
      save(student.token, quiz.id, attempt.id, {
        answers: [{ question_id: quiz.questions[3]!.id, selected_answer: "4" }],
      }),
    ]);
    const resumed = await start(student.token, quiz.id);
    expect(resumed.body.attempt.answers).toEqual({
      [quiz.questions[0]!.id]: 1,
      [quiz.questions[1]!.id]: 1,
      [quiz.questions[2]!.id]: 1,
      [quiz.questions[3]!.id]: 1,
    });
    const res = await submit(student.token, quiz.id, { answers: [], attempt_id: attempt.id });
    expect(res.body.attempt.score).toBe(100);
    expect(res.body.attempt.passed).toBe(true);
  });

  it("refuses another student's attempt, unknown options and bad input", async () => {
    const owner = await newStudent();
    const stranger = await newStudent();
    const quiz = await makeQuiz();
    const attempt = (await start(owner.token, quiz.id)).body.attempt;
    expect(
      (
        await save(stranger.token, quiz.id, attempt.id, {
          answers: [{ question_id: quiz.questions[0]!.id, selected_answer: "1" }],
        })
      ).status,
    ).toBe(404);
    // Whose attempt it is is said before whether the answers are good.
    expect(
      (
        await save(stranger.token, quiz.id, attempt.id, {
          answers: [{ question_id: quiz.questions[0]!.id, selected_answer: "nope" }],
        })
      ).status,
    ).toBe(404);
    const otherQuiz = await makeQuiz();
    expect(
      (
        await save(owner.token, otherQuiz.id, attempt.id, {
          answers: [{ question_id: otherQuiz.questions[0]!.id, selected_answer: "1" }],
        })
      ).status,
    ).toBe(404);
    expect((await submit(stranger.token, quiz.id, { answers: [], attempt_id: attempt.id })).status).toBe(404);
    expect(
      (await call(attemptRoute, { path: "/x", token: stranger.token, params: { id: quiz.id, attemptId: attempt.id } }))
        .status,
    ).toBe(404);
    expect(await db.sitting.findUniqueOrThrow({ where: { id: attempt.id } })).toMatchObject({ submittedAt: null });

    expect(
      (
        await save(owner.token, quiz.id, attempt.id, {
          answers: [{ question_id: quiz.questions[0]!.id, selected_answer: "not an option" }],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await save(owner.token, quiz.id, attempt.id, {
          answers: [{ question_id: "other-quiz-question", selected_answer: "1" }],
        })
      ).status,
    ).toBe(400);
    expect((await save(owner.token, quiz.id, attempt.id, { answers: "all of them" })).status).toBe(400);
    expect((await submit(owner.token, quiz.id, { answers: [{ question_id: 5 }] })).status).toBe(400);
    expect(
      (
        await call(submitRoute, {
          path: "/x",
          token: owner.token,
          rawBody: "{not json",
          headers: { "content-type": "application/json" },
          params: { id: quiz.id },
        })
      ).status,
    ).toBe(400);
    expect(await db.sitting.findUniqueOrThrow({ where: { id: attempt.id } })).toMatchObject({
      submittedAt: null,
      answers: {},
    });

    // A submitted attempt says so, whatever the answers.
    expect((await submit(owner.token, quiz.id, { answers: [], attempt_id: attempt.id })).status).toBe(200);
    for (const selected of ["1", "not an option"]) {
      const late = await save(owner.token, quiz.id, attempt.id, {
        answers: [{ question_id: quiz.questions[0]!.id, selected_answer: selected }],
      });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe("This attempt has already been submitted");
    }
  });
});

describe("results and stats", () => {
  it("lists results newest first and puts user_stats on quiz lists", async () => {
    const student = await newStudent();
    const quiz = await makeQuiz();
    for (const picks of [1, 3]) {
      const a = (await start(student.token, quiz.id)).body.attempt;
      await submit(student.token, quiz.id, {
        attempt_id: a.id,
        answers: quiz.questions.slice(0, picks).map((q) => ({ question_id: q.id, selected_answer: q.options[1] })),
      });
    }
    const results = await call(myResultsRoute, { path: "/api/quizzes/my-results", token: student.token });
    expect(results.body.attempts.map((a: { score: number }) => a.score)).toEqual([75, 25]);
    const list = await call(listRoute, { path: "/api/quizzes", token: student.token });
    expect(list.body.quizzes.find((q: { id: string }) => q.id === quiz.id).user_stats).toEqual({
      best_score: 75,
      attempts_made: 2,
    });
    const anonymous = await call(listRoute, { path: "/api/quizzes" });
    expect(anonymous.body.quizzes.find((q: { id: string }) => q.id === quiz.id).user_stats).toBeUndefined();
  });
});
