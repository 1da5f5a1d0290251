// The question bank's authoring API: tutors' questions (create, read, list, edit, retire), the
// public topic tree, stimuli and images. Only the owner tutor reads or writes a question: another
// tutor gets 404, a student 403, a visitor 401; bad input is a 400 naming the field.
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { GET as mediaGet } from "@/app/api/media/[...key]/route";
import { POST as imagesPost } from "@/app/api/bank/images/route";
import {
  DELETE as questionDelete,
  GET as questionGet,
  PATCH as questionPatch,
} from "@/app/api/bank/questions/[id]/route";
import { GET as questionsGet, POST as questionsPost } from "@/app/api/bank/questions/route";
import { GET as stimulusGet, PATCH as stimulusPatch } from "@/app/api/bank/stimuli/[id]/route";
import { GET as stimuliGet, POST as stimuliPost } from "@/app/api/bank/stimuli/route";
import { GET as topicsGet } from "@/app/api/bank/topics/route";
import { addQuestion } from "@/server/quizzes/authoring/add-question";
import { createQuiz } from "@/server/quizzes/authoring/create-quiz";
import { quizCreateSchema } from "@/lib/validation/quiz-authoring";
import { call } from "../../support/api";
import { db, expectFieldError, hex, newStudent, newTopics, newTutor } from "./authoring-helpers";

afterAll(() => db.$disconnect());

const question = (extra: Record<string, unknown> = {}) => ({
  subject: "Mathematics",
  text: "Simplify $2^3 \\times 2^2$.",
  options: ["$2^5$", "$2^6$", "$4^5$", "$2^1$"],
  answer: "A",
  explanation: "Add the indices: $3 + 2 = 5$.",
  exams: ["UTME", "WAEC"],
  ...extra,
});

const create = (token: string, body: unknown) => call(questionsPost, { path: "/api/bank/questions", token, body });
const get = (token: string | undefined, id: string) =>
  call(questionGet, { path: `/api/bank/questions/${id}`, token, params: { id } });
const patch = (token: string | undefined, id: string, body: unknown) =>
  call(questionPatch, { method: "PATCH", path: `/api/bank/questions/${id}`, token, params: { id }, body });
const list = (token: string, query = "") => call(questionsGet, { path: `/api/bank/questions${query}`, token });

describe("POST /api/bank/questions", () => {
  it("adds a question owned by the tutor, in no quiz, with version 1 rendered", async () => {
    const tutor = await newTutor();
    const topics = await newTopics();
    const res = await create(
      tutor.token,
      question({ topic: topics.child.slug, source: { style: "WAEC", year: 2015 }, difficulty: "easy" }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const q = res.body.question;
    expect(q).toMatchObject({
      subject: "Mathematics",
      topic: topics.child,
      exams: ["UTME", "WAEC"],
      source: { style: "WAEC", year: 2015 },
      difficulty: "easy",
      status: "active",
      version: 1,
      text: "Simplify $2^3 \\times 2^2$.",
      answer: "A",
      stimulus_id: null,
      image_key: null,
      stats: { responses: 0, facility: null, discrimination: null },
    });
    expect(q.html.text).toContain("<math");
    expect(q.html.options).toHaveLength(4);
    const row = await db.question.findUniqueOrThrow({ where: { id: q.id } });
    expect(row).toMatchObject({
      ownerId: tutor.id,
      quizId: null,
      position: null,
      correctIndex: 0,
      source: "WAEC",
      sourceYear: 2015,
      version: 1,
    });
    const versions = await db.questionVersion.findMany({ where: { questionId: q.id } });
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      version: 1,
      text: row.question,
      options: row.options,
      answerIndex: 0,
      explanation: row.explanation,
    });
    expect((versions[0]!.html as { explanation: string }).explanation).toContain("<math");
  });

  it("takes the topic by id too, and defaults: no topic, original, medium", async () => {
    const tutor = await newTutor();
    const topics = await newTopics();
    const byId = await create(tutor.token, question({ topic: topics.other.id }));
    expect(byId.body.question.topic).toEqual(topics.other);
    const bare = await create(tutor.token, question());
    expect(bare.body.question).toMatchObject({ topic: null, source: "original", difficulty: "medium" });
  });

  it.each([
    ["text", { text: "Evaluate $\\frac{1}{$" }, "text", /notation in the question does not render/],
    ["an option", { options: ["1", "2", "$x^$", "4"] }, "options.2", /notation in this option does not render/],
    ["the explanation", { explanation: "It costs $5" }, "explanation", /an opening \$ has no closing one/],
    ["an unknown macro", { text: "What is $\\oops{x}$?" }, "text", /Undefined control sequence: \\oops/],
  ])(
    "notation that does not render in %s → 400 naming the field; nothing written",
    async (_label, extra, field, message) => {
      const tutor = await newTutor();
      const res = await create(tutor.token, question(extra));
      expect(res.status).toBe(400);
      expectFieldError(res.body, field, message);
      expect(await db.question.count({ where: { ownerId: tutor.id } })).toBe(0);
    },
  );

  it.each([
    ["3 options", { options: ["1", "2", "3"] }, "options"],
    ["6 options", { options: ["1", "2", "3", "4", "5", "6"] }, "options"],
    ["an answer past the options", { answer: "E" }, "answer"],
    ["an answer that is not a letter", { answer: 0 }, "answer"],
    ["a repeated option", { options: ["1", "2", "1", "4"] }, "options.2"],
    ["no exams", { exams: [] }, "exams"],
    ["an unknown exam", { exams: ["JAMB"] }, "exams.0"],
    ["an unknown subject", { subject: "Music" }, "subject"],
    ["a bad source year", { source: { style: "WAEC", year: 15 } }, "source.year"],
    ["an unknown field", { colour: "red" }, "_"],
  ])("%s → 400 on the field", async (_label, extra, field) => {
    const tutor = await newTutor();
    const res = await create(tutor.token, question(extra));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expectFieldError(res.body, field);
  });

  it("a topic of another subject or no topic at all → 400 on topic", async () => {
    const tutor = await newTutor();
    const physics = await newTopics("Physics");
    for (const topic of [physics.child.slug, "no-such-topic"]) {
      const res = await create(tutor.token, question({ topic }));
      expect(res.status).toBe(400);
      expectFieldError(res.body, "topic", /is not a topic of Mathematics/);
    }
  });

  it("stimuli: the tutor's own or the platform's of the subject; another tutor's or another subject's → 400", async () => {
    const tutor = await newTutor();
    const other = await newTutor();
    const own = await db.stimulus.create({
      data: { ownerId: tutor.id, subject: "Mathematics", kind: "table", content: "| x | y |" },
    });
    const platform = await db.stimulus.create({
      data: { ownerId: null, subject: "Mathematics", kind: "passage", content: "A farmer…" },
    });
    const theirs = await db.stimulus.create({
      data: { ownerId: other.id, subject: "Mathematics", kind: "passage", content: "Theirs" },
    });
    const physics = await db.stimulus.create({
      data: { ownerId: tutor.id, subject: "Physics", kind: "passage", content: "Circuits" },
    });
    expect((await create(tutor.token, question({ stimulus_id: own.id }))).body.question.stimulus_id).toBe(own.id);
    expect((await create(tutor.token, question({ stimulus_id: platform.id }))).body.question.stimulus_id).toBe(
      platform.id,
    );
    const refused = await create(tutor.token, question({ stimulus_id: theirs.id }));
    expect(refused.status).toBe(400);
    expectFieldError(refused.body, "stimulus_id", /No stimulus of yours/);
    const wrongSubject = await create(tutor.token, question({ stimulus_id: physics.id }));
    expectFieldError(wrongSubject.body, "stimulus_id", /for Physics, not Mathematics/);
  });

  it("an image key the tutor did not upload → 400 on image_key", async () => {
    const tutor = await newTutor();
    const res = await create(tutor.token, question({ image_key: "bank/someone/else.png" }));
    expect(res.status).toBe(400);
    expectFieldError(res.body, "image_key", /not an image you uploaded/);
  });

  it("a student → 403, a visitor → 401, malformed JSON → 400, not JSON → 415", async () => {
    const student = await newStudent();
    expect((await create(student.token, question())).status).toBe(403);
    expect((await call(questionsPost, { path: "/api/bank/questions", body: question() })).status).toBe(401);
    const tutor = await newTutor();
    const malformed = await call(questionsPost, {
      path: "/api/bank/questions",
      token: tutor.token,
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    const form = await call(questionsPost, {
      path: "/api/bank/questions",
      token: tutor.token,
      rawBody: "text=hi",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
  });
});

describe("GET /api/bank/questions/{id}", () => {
  it("the owner reads it; another tutor → 404, a student → 403, a visitor → 401, unknown → 404", async () => {
    const tutor = await newTutor();
    const id = (await create(tutor.token, question())).body.question.id as string;
    const own = await get(tutor.token, id);
    expect(own.status).toBe(200);
    expect(own.body.question).toMatchObject({ id, answer: "A", html: { text: expect.stringContaining("<math") } });
    expect((await get((await newTutor()).token, id)).status).toBe(404);
    expect((await get((await newStudent()).token, id)).status).toBe(403);
    expect((await get(undefined, id)).status).toBe(401);
    expect((await get(tutor.token, "no-such-question")).status).toBe(404);
  });

  it("a quiz's question is not a bank question: 404 here", async () => {
    const tutor = await newTutor();
    const quiz = await createQuiz(
      { id: tutor.id, firstName: "E", lastName: "O" },
      quizCreateSchema.parse({ title: `Quiz ${hex()}`, category: "Mathematics", difficulty: "easy" }),
    );
    const q = await addQuestion(quiz.id, tutor.id, {
      question: "What is 2 + 2?",
      options: ["3", "4"],
      correct_answer: 1,
      explanation: "",
    });
    expect((await get(tutor.token, q.id)).status).toBe(404);
  });
});

describe("GET /api/bank/questions", () => {
  it("lists only the tutor's bank questions, filtered by subject, topic (a heading includes its sub-headings), status and text; paged", async () => {
    const tutor = await newTutor();
    const other = await newTutor();
    const topics = await newTopics();
    const tag = hex();
    const made: Record<string, string> = {};
    for (const [name, extra] of Object.entries({
      child: { topic: topics.child.slug, text: `Indices ${tag} one` },
      parent: { topic: topics.parent.slug, text: `Algebra ${tag} two` },
      other: { topic: topics.other.slug, text: `Angles ${tag} three` },
      physics: { subject: "Physics", text: `Ohm ${tag} four` },
      retired: { text: `Retired ${tag} five` },
    })) {
      made[name] = (await create(tutor.token, question(extra))).body.question.id;
    }
    await call(questionDelete, { method: "DELETE", token: tutor.token, params: { id: made.retired! } });
    await create(other.token, question({ text: `Someone else ${tag}` }));

    const ids = async (query: string) =>
      ((await list(tutor.token, query)).body.questions as { id: string }[]).map((q) => q.id).sort();
    expect(await ids("")).toEqual([made.child, made.parent, made.other, made.physics].sort());
    expect(await ids("?subject=Physics")).toEqual([made.physics]);
    expect(await ids(`?topic=${topics.parent.slug}`)).toEqual([made.child, made.parent].sort());
    expect(await ids(`?topic=${topics.child.id}`)).toEqual([made.child]);
    expect(await ids("?status=retired")).toEqual([made.retired]);
    expect((await ids("?status=all")).length).toBe(5);
    expect(await ids(`?q=ANGLES ${tag}`)).toEqual([made.other]);
    // A GET form's empty fields mean "any".
    expect((await ids("?subject=&topic=&q=")).length).toBe(4);

    const page = await list(tutor.token, "?limit=3&page=2");
    expect(page.body.pagination).toEqual({ page: 2, limit: 3, total: 4 });
    expect(page.body.questions).toHaveLength(1);
    expect(page.body.questions[0].stats).toEqual({ responses: 0, facility: null, discrimination: null });
  });

  it("bad filters → 400", async () => {
    const tutor = await newTutor();
    expect((await list(tutor.token, "?subject=Music")).status).toBe(400);
    expect((await list(tutor.token, "?limit=500")).status).toBe(400);
    expect((await list(tutor.token, "?page=0")).status).toBe(400);
    expect((await list(tutor.token, "?status=gone")).status).toBe(400);
  });
});

describe("PATCH /api/bank/questions/{id}", () => {
  it("edits details and content; new options keep the right option by its text", async () => {
    const tutor = await newTutor();
    const topics = await newTopics();
    const id = (await create(tutor.token, question({ answer: "B" }))).body.question.id as string;
    const res = await patch(tutor.token, id, {
      topic: topics.other.slug,
      difficulty: "hard",
      exams: ["NECO"],
      source: "original",
      options: ["$2^1$", "$4^5$", "$2^6$", "$2^5$", "$2^7$"],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.version_write).toBe("updated_in_place");
    // B was $2^6$, now the third option.
    expect(res.body.question).toMatchObject({
      topic: topics.other,
      difficulty: "hard",
      exams: ["NECO"],
      answer: "C",
      version: 1,
    });
    expect(res.body.question.options).toHaveLength(5);
  });

  it("details alone leave the version alone", async () => {
    const tutor = await newTutor();
    const id = (await create(tutor.token, question())).body.question.id as string;
    const before = await db.questionVersion.findFirstOrThrow({ where: { questionId: id } });
    const res = await patch(tutor.token, id, { difficulty: "hard" });
    expect(res.body.version_write).toBe("unchanged");
    expect(await db.questionVersion.findFirstOrThrow({ where: { questionId: id } })).toEqual(before);
  });

  it("options that drop the right option need the answer; an answer alone must be an option", async () => {
    const tutor = await newTutor();
    const id = (await create(tutor.token, question())).body.question.id as string;
    const dropped = await patch(tutor.token, id, { options: ["1", "2", "3", "4"] });
    expect(dropped.status).toBe(400);
    expectFieldError(dropped.body, "answer", /no longer among the options/);
    expect((await patch(tutor.token, id, { options: ["1", "2", "3", "4"], answer: "d" })).body.question.answer).toBe(
      "D",
    );
    const past = await patch(tutor.token, id, { answer: "E" });
    expectFieldError(past.body, "answer", /A to D/);
  });

  it("bad notation → 400 on the field; moving to another subject needs a topic of it", async () => {
    const tutor = await newTutor();
    const topics = await newTopics();
    const physics = await newTopics("Physics");
    const id = (await create(tutor.token, question({ topic: topics.child.slug }))).body.question.id as string;
    expectFieldError(
      (await patch(tutor.token, id, { options: ["a", "b", "c", "$\\frac$"] })).body,
      "options.3",
      /does not render/,
    );
    expectFieldError(
      (await patch(tutor.token, id, { subject: "Physics" })).body,
      "topic",
      /is of Mathematics: send a topic of Physics/,
    );
    const moved = await patch(tutor.token, id, { subject: "Physics", topic: physics.other.slug });
    expect(moved.body.question).toMatchObject({ subject: "Physics", topic: physics.other });
    expect((await patch(tutor.token, id, { subject: "Chemistry", topic: null })).body.question).toMatchObject({
      subject: "Chemistry",
      topic: null,
    });
  });

  it("another tutor → 404, a student → 403, a visitor → 401; unchanged", async () => {
    const tutor = await newTutor();
    const id = (await create(tutor.token, question())).body.question.id as string;
    expect((await patch((await newTutor()).token, id, { difficulty: "hard" })).status).toBe(404);
    expect((await patch((await newStudent()).token, id, { difficulty: "hard" })).status).toBe(403);
    expect((await patch(undefined, id, { difficulty: "hard" })).status).toBe(401);
    expect((await db.question.findUniqueOrThrow({ where: { id } })).difficulty).toBe("medium");
  });
});

describe("DELETE /api/bank/questions/{id}", () => {
  it("retires: the row and its versions stay, status retired; PATCH status active brings it back", async () => {
    const tutor = await newTutor();
    const id = (await create(tutor.token, question())).body.question.id as string;
    const res = await call(questionDelete, { method: "DELETE", token: tutor.token, params: { id } });
    expect(res.status).toBe(200);
    expect(res.body.question.status).toBe("retired");
    expect(await db.question.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "retired" });
    expect(await db.questionVersion.count({ where: { questionId: id } })).toBe(1);
    expect((await patch(tutor.token, id, { status: "active" })).body.question.status).toBe("active");
  });

  it("another tutor → 404, a student → 403, a visitor → 401; still active", async () => {
    const tutor = await newTutor();
    const id = (await create(tutor.token, question())).body.question.id as string;
    expect(
      (await call(questionDelete, { method: "DELETE", token: (await newTutor()).token, params: { id } })).status,
    ).toBe(404);
    expect(
      (await call(questionDelete, { method: "DELETE", token: (await newStudent()).token, params: { id } })).status,
    ).toBe(403);
    expect((await call(questionDelete, { method: "DELETE", params: { id } })).status).toBe(401);
    expect((await db.question.findUniqueOrThrow({ where: { id } })).status).toBe("active");
  });
});

describe("GET /api/bank/topics", () => {
  it("is public: the subject's headings in order, each with its sub-headings", async () => {
    const topics = await newTopics("Economics");
    const res = await call(topicsGet, { path: "/api/bank/topics?subject=Economics" });
    expect(res.status).toBe(200);
    expect(res.body.subject).toBe("Economics");
    const parent = res.body.topics.find((t: { id: string }) => t.id === topics.parent.id);
    expect(parent).toEqual({ ...topics.parent, children: [topics.child] });
    expect(res.body.topics.find((t: { id: string }) => t.id === topics.other.id)).toEqual({
      ...topics.other,
      children: [],
    });
    expect(res.body.topics.some((t: { id: string }) => t.id === topics.child.id)).toBe(false);
  });

  it("no subject or an unknown one → 400", async () => {
    expect((await call(topicsGet, { path: "/api/bank/topics" })).status).toBe(400);
    expect((await call(topicsGet, { path: "/api/bank/topics?subject=Music" })).status).toBe(400);
  });
});

// ---- Stimuli -------------------------------------------------------------------------------

describe("stimuli", () => {
  const passage = {
    subject: "English",
    kind: "passage",
    title: "Market day",
    content: "Every Saturday the market fills with voices.",
  };

  it("a tutor adds, lists, reads and edits their own; reads the platform's but cannot edit them", async () => {
    const tutor = await newTutor();
    const created = await call(stimuliPost, { path: "/api/bank/stimuli", token: tutor.token, body: passage });
    expect(created.status).toBe(201);
    const id = created.body.stimulus.id as string;
    expect(created.body.stimulus).toMatchObject({ ...passage, image_key: null, owner: "you", question_count: 0 });

    const platform = await db.stimulus.create({
      data: { ownerId: null, subject: "English", kind: "passage", content: `Platform ${hex()}` },
    });
    const own = await call(stimuliGet, { path: "/api/bank/stimuli", token: tutor.token });
    expect(own.body.stimuli.map((s: { id: string }) => s.id)).toEqual([id]);
    const all = await call(stimuliGet, { path: "/api/bank/stimuli?scope=all&subject=English", token: tutor.token });
    expect(all.body.stimuli.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining([id, platform.id]));

    expect((await call(stimulusGet, { token: tutor.token, params: { id: platform.id } })).body.stimulus.owner).toBe(
      "platform",
    );
    const edited = await call(stimulusPatch, {
      method: "PATCH",
      token: tutor.token,
      params: { id },
      body: { title: "Market day (revised)", content: "The price is $\\frac{1}{2}$ naira." },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.stimulus).toMatchObject({
      title: "Market day (revised)",
      content: "The price is $\\frac{1}{2}$ naira.",
    });
    expect(
      (
        await call(stimulusPatch, {
          method: "PATCH",
          token: tutor.token,
          params: { id: platform.id },
          body: { title: "Mine now" },
        })
      ).status,
    ).toBe(404);
  });

  it("another tutor's → 404; a student → 403; a diagram needs an image; bad notation → 400 on content", async () => {
    const tutor = await newTutor();
    const id = (await call(stimuliPost, { path: "/api/bank/stimuli", token: tutor.token, body: passage })).body.stimulus
      .id as string;
    const other = await newTutor();
    expect((await call(stimulusGet, { token: other.token, params: { id } })).status).toBe(404);
    expect(
      (await call(stimulusPatch, { method: "PATCH", token: other.token, params: { id }, body: { title: "x" } })).status,
    ).toBe(404);
    expect(
      (await call(stimuliPost, { path: "/api/bank/stimuli", token: (await newStudent()).token, body: passage })).status,
    ).toBe(403);

    const diagram = await call(stimuliPost, {
      path: "/api/bank/stimuli",
      token: tutor.token,
      body: { ...passage, kind: "diagram" },
    });
    expectFieldError(diagram.body, "image_key", /diagram needs its image/);
    const toDiagram = await call(stimulusPatch, {
      method: "PATCH",
      token: tutor.token,
      params: { id },
      body: { kind: "diagram" },
    });
    expectFieldError(toDiagram.body, "image_key", /diagram needs its image/);
    const badNotation = await call(stimuliPost, {
      path: "/api/bank/stimuli",
      token: tutor.token,
      body: { ...passage, content: "Costs $5" },
    });
    expectFieldError(badNotation.body, "content", /does not render/);
  });
});

// ---- Images ----------------------------------------------------------------------------------

function form(bytes: Uint8Array, fileName: string, type: string) {
  const f = new FormData();
  f.append("file", new Blob([new Uint8Array(bytes)], { type }), fileName);
  return f;
}
const upload = (token: string | undefined, bytes: Uint8Array, fileName = "diagram.png", type = "image/png") =>
  call(imagesPost, { path: "/api/bank/images", token, rawBody: form(bytes, fileName, type) });
const SAFE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="none" stroke="black"/></svg>';

describe("POST /api/bank/images", () => {
  it("a PNG is stored re-encoded under bank/<tutor>/, served as media, and usable as a question's image", async () => {
    const tutor = await newTutor();
    const png = await sharp({ create: { width: 2400, height: 100, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const res = await upload(tutor.token, png);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.key).toMatch(new RegExp(`^bank/${tutor.id}/[A-Za-z0-9_-]+\\.png$`));
    expect(res.body.url).toBe(`/api/media/${res.body.key}`);
    const served = await call(mediaGet, { path: res.body.url, params: { key: res.body.key.split("/") } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect((await sharp(served.bytes).metadata()).width).toBe(1600);
    expect(await db.storedObject.findUnique({ where: { key: res.body.key } })).toMatchObject({ ownerId: tutor.id });

    const q = await create(tutor.token, question({ image_key: res.body.key }));
    expect(q.body.question).toMatchObject({ image_key: res.body.key, image_url: res.body.url });
    // Another tutor cannot use it.
    expectFieldError((await create((await newTutor()).token, question({ image_key: res.body.key }))).body, "image_key");
  });

  it("a safe SVG is stored as it is", async () => {
    const tutor = await newTutor();
    const res = await upload(tutor.token, new TextEncoder().encode(SAFE_SVG), "circuit.svg", "image/svg+xml");
    expect(res.status).toBe(201);
    expect(res.body.key).toMatch(/\.svg$/);
    const served = await call(mediaGet, { path: res.body.url, params: { key: res.body.key.split("/") } });
    expect(served.text).toBe(SAFE_SVG);
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
  });

  it.each([
    [
      "an SVG with script",
      SAFE_SVG.replace("</svg>", "<script>alert(1)</script></svg>"),
      "The SVG must not contain script",
    ],
    [
      "an SVG with an event handler",
      SAFE_SVG.replace("<circle", '<circle onclick="alert(1)"'),
      "The SVG must not contain event handlers (onload, onclick…)",
    ],
    [
      "an SVG with an outside image",
      SAFE_SVG.replace("</svg>", '<image href="https://evil.example/x.png"/></svg>'),
      "The SVG must not refer to other files or sites: embed everything it shows",
    ],
    ["a text file", "hello", "Upload a PNG, JPEG, WebP or SVG image"],
  ])("%s → 415, nothing stored", async (_label, text, message) => {
    const tutor = await newTutor();
    const res = await upload(tutor.token, new TextEncoder().encode(text), "x.svg", "image/svg+xml");
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(message);
    expect(await db.storedObject.count({ where: { ownerId: tutor.id } })).toBe(0);
  });

  it("a GIF → 415; 1 MB or more → 413; a student → 403; a visitor → 401", async () => {
    const tutor = await newTutor();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#00f" } })
      .gif()
      .toBuffer();
    expect((await upload(tutor.token, gif, "x.gif", "image/gif")).status).toBe(415);
    const big = new Uint8Array(1024 * 1024 + 10);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await upload(tutor.token, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe("The image must be smaller than 1 MB");
    expect((await upload((await newStudent()).token, new TextEncoder().encode(SAFE_SVG))).status).toBe(403);
    expect((await upload(undefined, new TextEncoder().encode(SAFE_SVG))).status).toBe(401);
  });
});
