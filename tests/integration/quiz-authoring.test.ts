// Tutor quiz authoring: quizzes (services; their routes are wired by the quiz API), questions
// (POST /api/quizzes/{id}/questions, PUT/DELETE /api/questions/{id}) and bulk import
// (POST /api/quizzes/{id}/import). Only the owner tutor writes; a quiz is linked only to a
// course its tutor owns; every refusal, and any import with an error, writes nothing.
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { DELETE as questionDelete, PUT as questionPut } from "@/app/api/questions/[id]/route";
import { POST as importPost } from "@/app/api/quizzes/[id]/import/route";
import { GET as questionsGet, POST as questionsPost } from "@/app/api/quizzes/[id]/questions/route";
import { CSV_HEADER } from "@/lib/quiz-import/csv";
import { MAX_QUESTIONS_PER_QUIZ, quizCreateSchema, quizUpdateSchema } from "@/lib/validation/quiz-authoring";
import { addQuestion } from "@/server/quizzes/authoring/add-question";
import { createQuiz } from "@/server/quizzes/authoring/create-quiz";
import { deleteQuiz } from "@/server/quizzes/authoring/delete-quiz";
import { importQuestions } from "@/server/quizzes/authoring/import-questions";
import { updateQuiz } from "@/server/quizzes/authoring/update-quiz";
import { call, openDb, newTutor as newTutorAccount, type TestAccount, newStudent } from "../support/api";
import { quizSitting } from "../support/quiz-sittings";

const db = openDb();
afterAll(() => db.$disconnect());

const hex = () => randomBytes(4).toString("hex");
type Tutor = TestAccount & { firstName: string; lastName: string };

async function newTutor(): Promise<Tutor> {
  // The support's tutors are all Emeka Obi.
  return { ...(await newTutorAccount()), firstName: "Emeka", lastName: "Obi" };
}

const newCourse = (ownerId: string, title = `Course ${hex()}`) =>
  db.course.create({
    data: { ownerId, title, instructor: "Emeka Obi", level: "Beginner", category: "Physics", status: "published" },
    select: { id: true, title: true },
  });

const quizInput = (extra: Record<string, unknown> = {}) =>
  quizCreateSchema.parse({ title: `JAMB Physics ${hex()}`, category: "Physics", difficulty: "medium", ...extra });

const sampleQuestion = (n: number) => ({
  question: `What is the SI unit of quantity ${n}?`,
  options: ["Newton", "Joule", "Watt", "Pascal"],
  correct_answer: n % 4,
  explanation: `Question ${n} explained.`,
});

async function quizWith(tutor: Tutor, questions = 0, extra: Record<string, unknown> = {}) {
  const quiz = await createQuiz(tutor, quizInput(extra));
  for (let i = 1; i <= questions; i++) await addQuestion(quiz.id, tutor.id, { ...sampleQuestion(i) });
  return quiz;
}

const questionRows = (quizId: string) => db.question.findMany({ where: { quizId }, orderBy: { position: "asc" } });
const quizRow = (id: string) => db.quiz.findUnique({ where: { id } });

// ---- Quizzes (services) ----------------------------------------------------------------

describe("createQuiz", () => {
  it("a general quiz with the defaults, owned by the tutor", async () => {
    const tutor = await newTutor();
    const input = quizInput({ title: "WAEC Physics: Motion", description: "Speed, velocity and acceleration" });
    const quiz = await createQuiz(tutor, input);
    expect(quiz).toMatchObject({
      title: "WAEC Physics: Motion",
      description: "Speed, velocity and acceleration",
      category: "Physics",
      difficulty: "medium",
      course_id: null,
      course_title: null,
      tutor_id: tutor.id,
      tutor_name: "Emeka Obi",
      time_limit: null,
      passing_score: 70,
      max_attempts: null,
      question_count: 0,
      status: "draft",
      review_policy: "after_each_attempt",
    });
    expect(Object.keys(quiz).sort()).toEqual(
      [
        "id",
        "title",
        "description",
        "category",
        "difficulty",
        "course_id",
        "course_title",
        "course_price",
        "tutor_id",
        "tutor_name",
        "time_limit",
        "passing_score",
        "max_attempts",
        "status",
        "review_policy",
        "question_count",
        "created_at",
        "updated_at",
      ].sort(),
    );
    expect(await quizRow(quiz.id)).toMatchObject({
      tutorId: tutor.id,
      courseId: null,
      passingScore: 70,
      timeLimit: null,
      maxAttempts: null,
      slug: null,
    });
  });

  it("a quiz for the tutor's own course, with limits", async () => {
    const tutor = await newTutor();
    const course = await newCourse(tutor.id);
    const quiz = await createQuiz(
      tutor,
      quizInput({ course_id: course.id, time_limit: 30, passing_score: 50, max_attempts: 3, difficulty: "hard" }),
    );
    expect(quiz).toMatchObject({
      course_id: course.id,
      course_title: course.title,
      time_limit: 30,
      passing_score: 50,
      max_attempts: 3,
      difficulty: "hard",
    });
  });

  it("another tutor's course → 403, an unknown course → 404; nothing written", async () => {
    const tutor = await newTutor();
    const other = await newTutor();
    const course = await newCourse(other.id);
    await expect(createQuiz(tutor, quizInput({ course_id: course.id }))).rejects.toMatchObject({
      code: "forbidden",
      message: "You can only add quizzes to your own courses",
    });
    await expect(createQuiz(tutor, quizInput({ course_id: "no-such-course" }))).rejects.toMatchObject({
      code: "not_found",
      message: "Course not found",
    });
    expect(await db.quiz.count({ where: { tutorId: tutor.id } })).toBe(0);
  });
});

describe("updateQuiz", () => {
  it("the owner edits fields, moves the quiz to another of their courses, then makes it general", async () => {
    const tutor = await newTutor();
    const [first, second] = [await newCourse(tutor.id), await newCourse(tutor.id)];
    const quiz = await quizWith(tutor, 2, { course_id: first.id, time_limit: 20 });
    const edited = await updateQuiz(
      quiz.id,
      tutor.id,
      quizUpdateSchema.parse({
        title: "Renamed quiz",
        passing_score: 60,
        time_limit: null,
        max_attempts: 5,
        course_id: second.id,
      }),
    );
    expect(edited).toMatchObject({
      id: quiz.id,
      title: "Renamed quiz",
      passing_score: 60,
      time_limit: null,
      max_attempts: 5,
      course_id: second.id,
      course_title: second.title,
      question_count: 2,
      category: "Physics",
    });
    const general = await updateQuiz(quiz.id, tutor.id, { course_id: null });
    expect(general).toMatchObject({ course_id: null, course_title: null, title: "Renamed quiz" });
    expect(await quizRow(quiz.id)).toMatchObject({
      courseId: null,
      title: "Renamed quiz",
      passingScore: 60,
      maxAttempts: 5,
      timeLimit: null,
    });
  });

  it("another tutor → 403, an unknown quiz → 404; nothing changes", async () => {
    const owner = await newTutor();
    const other = await newTutor();
    const quiz = await quizWith(owner);
    await expect(updateQuiz(quiz.id, other.id, { title: "Hijacked" })).rejects.toMatchObject({
      code: "forbidden",
      message: "You can only change your own quizzes",
    });
    await expect(updateQuiz("no-such-quiz", owner.id, { title: "Nothing" })).rejects.toMatchObject({
      code: "not_found",
      message: "Quiz not found",
    });
    expect((await quizRow(quiz.id))!.title).toBe(quiz.title);
  });

  it("moving to another tutor's course → 403, to an unknown course → 404; the quiz stays where it was", async () => {
    const tutor = await newTutor();
    const other = await newTutor();
    const own = await newCourse(tutor.id);
    const foreign = await newCourse(other.id);
    const quiz = await quizWith(tutor, 0, { course_id: own.id });
    await expect(updateQuiz(quiz.id, tutor.id, { course_id: foreign.id, title: "Moved" })).rejects.toMatchObject({
      code: "forbidden",
      message: "You can only add quizzes to your own courses",
    });
    await expect(updateQuiz(quiz.id, tutor.id, { course_id: "no-such-course" })).rejects.toMatchObject({
      code: "not_found",
      message: "Course not found",
    });
    expect(await quizRow(quiz.id)).toMatchObject({ courseId: own.id, title: quiz.title });
  });
});

describe("deleteQuiz", () => {
  it("the owner deletes a quiz: its questions and unsubmitted attempts go with it", async () => {
    const tutor = await newTutor();
    const student = await newStudent();
    const quiz = await quizWith(tutor, 3);
    await db.sitting.create({
      data: quizSitting({ studentId: student.id, quizId: quiz.id, attemptNumber: 1, totalQuestions: 3 }),
    });
    await deleteQuiz(quiz.id, tutor.id);
    expect(await quizRow(quiz.id)).toBeNull();
    expect(await db.question.count({ where: { quizId: quiz.id } })).toBe(0);
    expect(await db.sitting.count({ where: { quizId: quiz.id } })).toBe(0);
  });

  it("a quiz with a submitted attempt → 409; quiz, questions and the student's result survive", async () => {
    const tutor = await newTutor();
    const student = await newStudent();
    const quiz = await quizWith(tutor, 2);
    const attempt = await db.sitting.create({
      data: quizSitting({
        studentId: student.id,
        quizId: quiz.id,
        attemptNumber: 1,
        totalQuestions: 2,
        submittedAt: new Date(),
        score: 50,
        correctAnswers: 1,
        passed: false,
      }),
    });
    await expect(deleteQuiz(quiz.id, tutor.id)).rejects.toMatchObject({
      code: "conflict",
      message: "This quiz has submitted attempts and cannot be deleted: students' results must be kept",
    });
    expect(await quizRow(quiz.id)).not.toBeNull();
    expect(await db.question.count({ where: { quizId: quiz.id } })).toBe(2);
    expect(await db.sitting.findUnique({ where: { id: attempt.id } })).toMatchObject({ totalScore: 50 });
  });

  it("another tutor → 403, an unknown quiz → 404; nothing deleted", async () => {
    const owner = await newTutor();
    const other = await newTutor();
    const quiz = await quizWith(owner, 1);
    await expect(deleteQuiz(quiz.id, other.id)).rejects.toMatchObject({
      code: "forbidden",
      message: "You can only change your own quizzes",
    });
    await expect(deleteQuiz("no-such-quiz", owner.id)).rejects.toMatchObject({ code: "not_found" });
    expect(await quizRow(quiz.id)).not.toBeNull();
    expect(await db.question.count({ where: { quizId: quiz.id } })).toBe(1);
  });
});

// ---- Questions (routes) ----------------------------------------------------------------

describe("POST /api/quizzes/{id}/questions", () => {
  it("the owner appends questions: 201, positions 1, 2 …, the answer key in the answer", async () => {
    const tutor = await newTutor();
    const quiz = await quizWith(tutor);
    const body = {
      question: "  Which of these is a scalar quantity? ",
      options: ["Velocity", " Speed ", "Force", "Displacement"],
      correct_answer: 1,
      explanation: "Speed has magnitude only.",
    };
    const res = await call(questionsPost, { token: tutor.token, params: { id: quiz.id }, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      message: "Question added",
      question: {
        id: expect.any(String),
        quiz_id: quiz.id,
        position: 1,
        question: "Which of these is a scalar quantity?",
        options: ["Velocity", "Speed", "Force", "Displacement"],
        correct_answer: 1,
        explanation: "Speed has magnitude only.",
      },
    });
    const second = await call(questionsPost, {
      token: tutor.token,
      params: { id: quiz.id },
      body: {
        question: "True or false: light travels faster than sound.",
        options: ["True", "False"],
        correct_answer: 0,
      },
    });
    expect(second.status).toBe(201);
    expect(second.body.question).toMatchObject({ position: 2, explanation: "" });
    expect((await questionRows(quiz.id)).map((q) => [q.position, q.correctIndex])).toEqual([
      [1, 1],
      [2, 0],
    ]);
    expect((await quizRow(quiz.id))!.updatedAt.getTime()).toBeGreaterThan(new Date(quiz.updated_at).getTime());
  });

  it("questions added at the same time get distinct positions", async () => {
    const tutor = await newTutor();
    const quiz = await quizWith(tutor);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => addQuestion(quiz.id, tutor.id, sampleQuestion(i))),
    );
    expect(results.map((q) => q.position).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each([
    [
      "repeated options",
      { options: ["Lagos", "Abuja", "lagos"] },
      "Options must all be different: option C repeats option A",
      "options.2",
    ],
    ["one option", { options: ["Lagos"], correct_answer: 0 }, "A question needs at least 2 options", "options"],
    [
      "seven options",
      { options: ["a", "b", "c", "d", "e", "f", "g"] },
      "A question can have at most 6 options",
      "options",
    ],
    ["an empty option", { options: ["Lagos", "  "] }, "Options cannot be empty", "options.1"],
    [
      "an answer past the options",
      { correct_answer: 2 },
      "correct_answer must be the index of one of the options (0 to 1)",
      "correct_answer",
    ],
    [
      "an answer as text",
      { correct_answer: "Abuja" },
      "correct_answer must be the index of the right option (0 for the first)",
      "correct_answer",
    ],
    ["a short question", { question: "Hi" }, "Question must be at least 3 characters", "question"],
    ["no question", { question: undefined }, "Question must be text", "question"],
    ["an unknown field", { points: 2 }, undefined, undefined],
  ])("%s → 400 and nothing written", async (_label, patch, message, field) => {
    const tutor = await newTutor();
    const quiz = await quizWith(tutor);
    const res = await call(questionsPost, {
      token: tutor.token,
      params: { id: quiz.id },
      body: { question: "What is the capital of Nigeria?", options: ["Lagos", "Abuja"], correct_answer: 1, ...patch },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("validation_error");
    if (message) expect(res.body.message).toBe(message);
    if (field) expect(res.body.errors[field]).toBe(message);
    expect(await db.question.count({ where: { quizId: quiz.id } })).toBe(0);
  });

  it("another tutor → 403, a student → 403, a visitor → 401, an unknown quiz → 404; nothing written", async () => {
    const owner = await newTutor();
    const other = await newTutor();
    const student = await newStudent();
    const quiz = await quizWith(owner);
    const body = sampleQuestion(1);
    const asOther = await call(questionsPost, { token: other.token, params: { id: quiz.id }, body });
    expect(asOther.status).toBe(403);
    expect(asOther.body).toEqual({ message: "You can only change your own quizzes", error: "forbidden" });
    const asStudent = await call(questionsPost, { token: student.token, params: { id: quiz.id }, body });
    expect(asStudent.body).toEqual({ message: "Only tutors can do this", error: "forbidden" });
    expect((await call(questionsPost, { params: { id: quiz.id }, body })).status).toBe(401);
    const unknown = await call(questionsPost, { token: owner.token, params: { id: "no-such-quiz" }, body });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Quiz not found", error: "not_found" });
    expect(await db.question.count({ where: { quizId: quiz.id } })).toBe(0);
  });

  it(`a quiz holds at most ${MAX_QUESTIONS_PER_QUIZ} questions`, async () => {
    const tutor = await newTutor();
    const quiz = await quizWith(tutor);
    await db.question.createMany({
      data: Array.from({ length: MAX_QUESTIONS_PER_QUIZ }, (_, i) => ({
        quizId: quiz.id,
        position: i + 1,
        question: `Question ${i}`,
        options: ["a", "b"],
        correctIndex: 0,
      })),
    });
    const res = await call(questionsPost, { token: tutor.token, params: { id: quiz.id }, body: sampleQuestion(1) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      `A quiz can have at most ${MAX_QUESTIONS_PER_QUIZ} questions (this one has ${MAX_QUESTIONS_PER_QUIZ}, adding 1)`,
    );
    expect(await db.question.count({ where: { quizId: quiz.id } })).toBe(MAX_QUESTIONS_PER_QUIZ);
  });
});

describe("GET /api/quizzes/{id}/questions", () => {
  it("the owner reads the questions in order with their answer key; others are refused", async () => {
    const owner = await newTutor();
    const other = await newTutor();
    const student = await newStudent();
    const quiz = await quizWith(owner, 3);
    const res = await call(questionsGet, { token: owner.token, params: { id: quiz.id } });
    expect(res.status).toBe(200);
    expect(
      res.body.questions.map((q: { position: number; correct_answer: number }) => [q.position, q.correct_answer]),
    ).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect((await call(questionsGet, { token: other.token, params: { id: quiz.id } })).status).toBe(403);
    expect((await call(questionsGet, { token: student.token, params: { id: quiz.id } })).status).toBe(403);
    expect((await call(questionsGet, { params: { id: quiz.id } })).status).toBe(401);
  });
});

describe("PUT /api/questions/{id}", () => {
  async function oneQuestion() {
    const tutor = await newTutor();
    const quiz = await quizWith(tutor);
    const question = await addQuestion(quiz.id, tutor.id, {
      question: "Which is the largest planet?",
      options: ["Earth", "Jupiter", "Mars"],
      correct_answer: 1,
      explanation: "",
    });
    return { tutor, quiz, question };
  }
  const put = (token: string, id: string, body: unknown) =>
    call(questionPut, { method: "PUT", token, params: { id }, body });
  const stored = (id: string) => db.question.findUniqueOrThrow({ where: { id } });

  it("the owner edits the text and explanation", async () => {
    const { tutor, question } = await oneQuestion();
    const res = await put(tutor.token, question.id, {
      question: "Which planet is the largest?",
      explanation: "Jupiter is a gas giant.",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      message: "Question updated",
      question: { ...question, question: "Which planet is the largest?", explanation: "Jupiter is a gas giant." },
    });
  });

  it("new options without correct_answer keep the right option by its text", async () => {
    const { tutor, question } = await oneQuestion();
    const res = await put(tutor.token, question.id, { options: ["Saturn", "Mars", "jupiter ", "Earth"] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.question).toMatchObject({ options: ["Saturn", "Mars", "jupiter", "Earth"], correct_answer: 2 });
    expect(await stored(question.id)).toMatchObject({ correctIndex: 2 });
  });

  it("new options that drop the right option need correct_answer: 400, then accepted with it", async () => {
    const { tutor, question } = await oneQuestion();
    const refused = await put(tutor.token, question.id, { options: ["Earth", "Mars"] });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: "The right option is no longer among the options: send correct_answer with the new options",
      error: "validation_error",
      errors: {
        correct_answer: "The right option is no longer among the options: send correct_answer with the new options",
      },
    });
    expect(await stored(question.id)).toMatchObject({ options: ["Earth", "Jupiter", "Mars"], correctIndex: 1 });
    const accepted = await put(tutor.token, question.id, { options: ["Earth", "Mars"], correct_answer: 0 });
    expect(accepted.status).toBe(200);
    expect(await stored(question.id)).toMatchObject({ options: ["Earth", "Mars"], correctIndex: 0 });
  });

  it("correct_answer alone must point to a stored option", async () => {
    const { tutor, question } = await oneQuestion();
    const refused = await put(tutor.token, question.id, { correct_answer: 3 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      correct_answer: "correct_answer must be the index of one of the options (0 to 2)",
    });
    const accepted = await put(tutor.token, question.id, { correct_answer: 2 });
    expect(accepted.body.question.correct_answer).toBe(2);
  });

  it.each([
    ["options and an answer past them", { options: ["Earth", "Mars"], correct_answer: 2 }, "correct_answer"],
    ["repeated options", { options: ["Earth", "EARTH", "Jupiter"] }, "options.1"],
    ["an empty question", { question: "  " }, "question"],
    ["an unknown field", { correct_index: 0 }, undefined],
  ])("%s → 400, unchanged", async (_label, body, field) => {
    const { tutor, question } = await oneQuestion();
    const res = await put(tutor.token, question.id, body);
    expect(res.status).toBe(400);
    if (field) expect(Object.keys(res.body.errors)).toContain(field);
    expect(await stored(question.id)).toMatchObject({
      question: "Which is the largest planet?",
      options: ["Earth", "Jupiter", "Mars"],
      correctIndex: 1,
    });
  });

  it("another tutor → 403, an unknown question → 404; unchanged", async () => {
    const { question } = await oneQuestion();
    const other = await newTutor();
    const res = await put(other.token, question.id, { question: "Hijacked question" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You can only change your own quizzes");
    const unknown = await put(other.token, "no-such-question", { question: "Nothing here" });
    expect(unknown.body).toEqual({ message: "Question not found", error: "not_found" });
    expect((await stored(question.id)).question).toBe("Which is the largest planet?");
  });
});

describe("DELETE /api/questions/{id}", () => {
  it("the owner deletes a question; the ones after it move up", async () => {
    const tutor = await newTutor();
    const quiz = await quizWith(tutor, 4);
    const [, second] = await questionRows(quiz.id);
    const res = await call(questionDelete, { method: "DELETE", token: tutor.token, params: { id: second!.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Question deleted" });
    expect((await questionRows(quiz.id)).map((q) => [q.position, q.question])).toEqual([
      [1, "What is the SI unit of quantity 1?"],
      [2, "What is the SI unit of quantity 3?"],
      [3, "What is the SI unit of quantity 4?"],
    ]);
  });

  it("another tutor → 403, a student → 403, an unknown question → 404; nothing deleted", async () => {
    const owner = await newTutor();
    const other = await newTutor();
    const student = await newStudent();
    const quiz = await quizWith(owner, 1);
    const [question] = await questionRows(quiz.id);
    expect(
      (await call(questionDelete, { method: "DELETE", token: other.token, params: { id: question!.id } })).status,
    ).toBe(403);
    expect(
      (await call(questionDelete, { method: "DELETE", token: student.token, params: { id: question!.id } })).status,
    ).toBe(403);
    expect(
      (await call(questionDelete, { method: "DELETE", token: owner.token, params: { id: "no-such-question" } })).status,
    ).toBe(404);
    expect(await db.question.count({ where: { quizId: quiz.id } })).toBe(1);
  });
});

// ---- Import (route) --------------------------------------------------------------------

const importCall = (token: string | undefined, quizId: string, body: unknown) =>
  call(importPost, { token, params: { id: quizId }, body });

const GOOD_CSV = [
  CSV_HEADER,
  "What is the capital of Nigeria?,Lagos,Abuja,Kano,Ibadan,B,Abuja became the capital in 1991.",
  '"Which of these is NOT a noble gas?",Neon,Argon,Chlorine,Helium,C,"Chlorine is a halogen, in group 7."',
  "Who wrote 'Things Fall Apart'?,Chinua Achebe,Wole Soyinka,Ben Okri,Cyprian Ekwensi,1,",
].join("\r\n");

const GOOD_AIKEN = [
  "Which of these is the longest river in Nigeria?",
  "A. Benue",
  "B. Niger",
  "C. Ogun",
  "ANSWER: B",
  "EXPLANATION: The Niger runs about 4,180 km in all.",
  "",
  "Evaluate 5! (five factorial).",
  "A) 25",
  "B) 60",
  "C) 120",
  "ANSWER: C",
].join("\n");

describe("POST /api/quizzes/{id}/import", () => {
  it("CSV: appends after the existing questions, in file order, and answers with them", async () => {
    const tutor = await newTutor();
    const quiz = await quizWith(tutor, 2);
    const res = await importCall(tutor.token, quiz.id, { format: "csv", text: "\uFEFF" + GOOD_CSV });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe("3 questions imported");
    expect(res.body.imported).toBe(3);
    expect(res.body.questions).toEqual([
      {
        id: expect.any(String),
        quiz_id: quiz.id,
        position: 3,
        question: "What is the capital of Nigeria?",
        options: ["Lagos", "Abuja", "Kano", "Ibadan"],
        correct_answer: 1,
        explanation: "Abuja became the capital in 1991.",
      },
      {
        id: expect.any(String),
        quiz_id: quiz.id,
        position: 4,
        question: "Which of these is NOT a noble gas?",
        options: ["Neon", "Argon", "Chlorine", "Helium"],
        correct_answer: 2,
        explanation: "Chlorine is a halogen, in group 7.",
      },
      {
        id: expect.any(String),
        quiz_id: quiz.id,
        position: 5,
        question: "Who wrote 'Things Fall Apart'?",
        options: ["Chinua Achebe", "Wole Soyinka", "Ben Okri", "Cyprian Ekwensi"],
        correct_answer: 0,
        explanation: "",
      },
    ]);
    const rows = await questionRows(quiz.id);
    expect(rows.map((q) => [q.position, q.question.slice(0, 22)])).toEqual([
      [1, "What is the SI unit of"],
      [2, "What is the SI unit of"],
      [3, "What is the capital of"],
      [4, "Which of these is NOT "],
      [5, "Who wrote 'Things Fall"],
    ]);
    expect(rows[2]!.id).toBe(res.body.questions[0].id);
    // Each is the tutor's, of the quiz's subject, with its first version: as every import writes them.
    const imported = await db.question.findMany({
      where: { id: { in: res.body.questions.map((q: { id: string }) => q.id) } },
      select: { ownerId: true, subject: true, versions: { select: { version: true, text: true } } },
    });
    const quizFacts = await db.quiz.findUniqueOrThrow({ where: { id: quiz.id }, select: { category: true } });
    expect(imported).toHaveLength(3);
    for (const q of imported) {
      expect(q).toMatchObject({ ownerId: tutor.id, subject: quizFacts.category });
      expect(q.versions).toHaveLength(1);
      expect(q.versions[0]!.version).toBe(1);
    }
  });

  it("Aiken: appends its questions with their explanations", async () => {
    const tutor = await newTutor();
    const quiz = await quizWith(tutor, 1);
    const res = await importCall(tutor.token, quiz.id, { format: "aiken", text: GOOD_AIKEN });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.imported).toBe(2);
    expect(
      res.body.questions.map((q: { position: number; correct_answer: number; explanation: string }) => [
        q.position,
        q.correct_answer,
        q.explanation,
      ]),
    ).toEqual([
      [2, 1, "The Niger runs about 4,180 km in all."],
      [3, 2, ""],
    ]);
    expect(await db.question.count({ where: { quizId: quiz.id } })).toBe(3);
  });

  it("a file with errors writes nothing and lists every error by line", async () => {
    const tutor = await newTutor();
    const quiz = await quizWith(tutor, 1);
    const before = (await quizRow(quiz.id))!.updatedAt;
    const text = [
      CSV_HEADER, // 1
      "What is the capital of Nigeria?,Lagos,Abuja,Kano,Ibadan,B,", // 2 ok
      "Which gas do we breathe out?,Oxygen,Carbon dioxide,,,,", // 3 no answer
      "What is 3 × 3?,9,6,,,C,", // 4 no option C
      "Hi,Yes,yes,,,A,", // 5 two errors
      "Name a primary colour.,Red,Green,Blue,Yellow,A,", // 6 ok
    ].join("\n");
    const res = await importCall(tutor.token, quiz.id, { format: "csv", text });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message:
        "Line 3: The answer is missing: give the letter (A to F) or the number (1 to 6) of the right option (and 3 more errors). Nothing was imported",
      error: "validation_error",
      errors: {
        "line 3": "The answer is missing: give the letter (A to F) or the number (1 to 6) of the right option",
        "line 4": "The answer is C but there is no option C",
        "line 5": "Question must be at least 3 characters; Options must all be different: option B repeats option A",
      },
    });
    expect(await db.question.count({ where: { quizId: quiz.id } })).toBe(1);
    expect((await quizRow(quiz.id))!.updatedAt).toEqual(before);
  });

  it("an Aiken file with errors writes nothing and lists them; the service throws the same", async () => {
    const tutor = await newTutor();
    const quiz = await quizWith(tutor);
    const text = [
      "Which planet is closest to the sun?",
      "A. Venus",
      "B. Mercury",
      "",
      "Which is a mammal?",
      "A. Bat",
      "B. Shark",
      "ANSWER: D",
    ].join("\n");
    const res = await importCall(tutor.token, quiz.id, { format: "aiken", text });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      "line 1": 'The question has no answer line: add "ANSWER: <letter>" after its options',
      "line 8": "The answer is D but there is no option D",
    });
    await expect(importQuestions(quiz.id, tutor.id, { format: "aiken", text })).rejects.toMatchObject({
      code: "validation_error",
      fieldErrors: res.body.errors,
    });
    expect(await db.question.count({ where: { quizId: quiz.id } })).toBe(0);
  });

  it("a CSV file given as Aiken is refused with its lines, not half-imported", async () => {
    const tutor = await newTutor();
    const quiz = await quizWith(tutor);
    const res = await importCall(tutor.token, quiz.id, { format: "aiken", text: GOOD_CSV });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
    expect(await db.question.count({ where: { quizId: quiz.id } })).toBe(0);
  });

  it("another tutor → 403 and a student → 403 even for a valid file, a visitor → 401, an unknown quiz → 404; nothing written", async () => {
    const owner = await newTutor();
    const other = await newTutor();
    const student = await newStudent();
    const quiz = await quizWith(owner);
    const body = { format: "csv", text: GOOD_CSV };
    const asOther = await importCall(other.token, quiz.id, body);
    expect(asOther.status).toBe(403);
    expect(asOther.body.message).toBe("You can only change your own quizzes");
    expect((await importCall(student.token, quiz.id, body)).status).toBe(403);
    expect((await importCall(undefined, quiz.id, body)).status).toBe(401);
    expect((await importCall(owner.token, "no-such-quiz", body)).status).toBe(404);
    expect(await db.question.count({ where: { quizId: quiz.id } })).toBe(0);
  });

  it.each([
    ["an unknown format", { format: "gift", text: GOOD_CSV }, "format must be csv or aiken"],
    ["empty text", { format: "csv", text: " \n " }, "The file is empty"],
    ["no text", { format: "csv" }, "text must be the contents of the file"],
    [
      "text over 1 MB",
      { format: "aiken", text: `${GOOD_AIKEN}\n\n${"x".repeat(1024 * 1024)}` },
      "The file must be at most 1 MB",
    ],
  ])("%s → 400, nothing written", async (_label, body, message) => {
    const tutor = await newTutor();
    const quiz = await quizWith(tutor);
    const res = await importCall(tutor.token, quiz.id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await db.question.count({ where: { quizId: quiz.id } })).toBe(0);
  });

  it("malformed JSON → 400", async () => {
    const tutor = await newTutor();
    const quiz = await quizWith(tutor);
    const res = await call(importPost, {
      token: tutor.token,
      params: { id: quiz.id },
      rawBody: "{format: csv",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("malformed_json");
  });

  it("a file larger than an ordinary JSON body (≈ 600 kB) is imported", async () => {
    const tutor = await newTutor();
    const quiz = await quizWith(tutor);
    const rows = Array.from(
      { length: 400 },
      (_, i) =>
        `Question number ${i + 1} about Nigerian history?,Option one,Option two,Option three,Option four,${"ABCD"[i % 4]},"${"Explanation. ".repeat(110)}"`,
    );
    const text = [CSV_HEADER, ...rows].join("\n");
    expect(text.length).toBeGreaterThan(500_000);
    const res = await importCall(tutor.token, quiz.id, { format: "csv", text });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.imported).toBe(400);
    const positions = (await questionRows(quiz.id)).map((q) => [q.position, q.question, q.correctIndex]);
    expect(positions[0]).toEqual([1, "Question number 1 about Nigerian history?", 0]);
    expect(positions[399]).toEqual([400, "Question number 400 about Nigerian history?", 3]);
  });

  it(`an import past ${MAX_QUESTIONS_PER_QUIZ} questions in the quiz → 400, nothing written`, async () => {
    const tutor = await newTutor();
    const quiz = await quizWith(tutor, 2);
    const rows = Array.from({ length: MAX_QUESTIONS_PER_QUIZ - 1 }, (_, i) => `Question ${i + 1}?,Yes,No,,,A,`);
    const res = await importCall(tutor.token, quiz.id, { format: "csv", text: [CSV_HEADER, ...rows].join("\n") });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      `A quiz can have at most ${MAX_QUESTIONS_PER_QUIZ} questions (this one has 2, adding ${MAX_QUESTIONS_PER_QUIZ - 1})`,
    );
    expect(await db.question.count({ where: { quizId: quiz.id } })).toBe(2);
  });
});
