import { afterAll, describe, expect, it } from "vitest";
import { POST as assignRoute, GET as listAssignmentsRoute } from "@/app/api/classes/[id]/assignments/route";
import { GET as progressRoute } from "@/app/api/classes/[id]/assignments/[assignmentId]/progress/route";
import { GET as resultsRoute } from "@/app/api/classes/[id]/assignments/[assignmentId]/results/route";
import { GET as myAssignmentsRoute } from "@/app/api/me/assignments/route";
import { POST as ownStartRoute } from "@/app/api/papers/[id]/sittings/route";
import { GET as sittingRoute } from "@/app/api/sittings/[id]/route";
import { call, newStudent, openDb, newTutor } from "../../support/api";
import { assign, joinedStudents, minutes, newClass, sitAndSubmit, start, type Sitting } from "./helpers";

// Assigned mocks (docs/contract.md, "Schools"): one draw for the class, options shuffled per
// student, the window, the deadline, the live room and the class results.

const db = openDb();
afterAll(() => db.$disconnect());

const questionIds = (s: Sitting) => s.sections.flatMap((x) => x.questions.map((q) => q.id));
async function keysOf(sittingId: string) {
  const items = await db.sittingItem.findMany({
    where: { sittingId },
    select: { questionId: true, correctKey: true, optionOrder: true },
  });
  return {
    keys: new Map(items.map((i) => [i.questionId, i.correctKey])),
    orders: items.map((i) => i.optionOrder.join()),
  };
}

describe("assigned mocks", () => {
  it("every student gets the same questions, options shuffled for each; resuming answers the same sitting", async () => {
    const teacher = await newTutor();
    const cls = await newClass(teacher);
    const [ada, bola] = await joinedStudents(cls.join_code, 2);
    const assignment = await assign(teacher, cls.id, { paper_id: "waec-biology", title: "Friday mock" });
    expect(assignment).toMatchObject({ paper_id: "waec-biology", mode: "exam", title: "Friday mock" });
    expect(await db.assignmentItem.count({ where: { assignmentId: assignment.id } })).toBe(50);

    const first = await start(ada!, assignment.id);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await start(bola!, assignment.id);
    expect(second.status).toBe(201);
    const a = first.body.sitting as Sitting;
    const b = second.body.sitting as Sitting;
    expect(questionIds(a)).toEqual(questionIds(b));
    const drawn = await db.assignmentItem.findMany({
      where: { assignmentId: assignment.id },
      orderBy: { position: "asc" },
    });
    expect(questionIds(a)).toEqual(drawn.map((d) => d.questionId));
    expect((await keysOf(a.id)).orders).not.toEqual((await keysOf(b.id)).orders);
    expect(await db.sitting.count({ where: { assignmentId: assignment.id } })).toBe(2);

    const again = await start(ada!, assignment.id);
    expect(again.status).toBe(200);
    expect(again.body.sitting.id).toBe(a.id);
    // The deadline: the paper's 50 minutes, well before the window's close in 90.
    const deadline = Date.parse(a.expires_at!);
    expect(deadline - Date.now()).toBeGreaterThan(48 * 60_000);
    expect(deadline - Date.now()).toBeLessThanOrEqual(50 * 60_000);

    // The student's own sitting of the same paper is apart from the assigned one.
    const own = await call(ownStartRoute, {
      token: ada!.token,
      params: { id: "waec-biology" },
      body: { mode: "practice" },
    });
    expect(own.status).toBe(409);
    expect(own.body.error).toBe("exam_in_progress");

    const mine = await call(myAssignmentsRoute, { token: ada!.token });
    expect(mine.body.assignments).toEqual([
      expect.objectContaining({
        id: assignment.id,
        class: { id: cls.id, name: cls.name },
        title: "Friday mock",
        status: "in_progress",
        sitting_id: a.id,
      }),
    ]);
  });

  it("the deadline is the window's close when it comes first; outside the window is 409, outside the class 404", async () => {
    const teacher = await newTutor();
    const cls = await newClass(teacher);
    const [ada] = await joinedStudents(cls.join_code, 1);
    const closing = await assign(teacher, cls.id, { paper_id: "waec-biology", closes_at: minutes(10) });
    const started = await start(ada!, closing.id);
    expect(started.status).toBe(201);
    expect(started.body.sitting.expires_at).toBe(closing.closes_at);

    const later = await assign(teacher, cls.id, {
      paper_id: "waec-chemistry",
      opens_at: minutes(60),
      closes_at: minutes(180),
    });
    const early = await start(ada!, later.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/opens at/);
    const statuses = (await call(myAssignmentsRoute, { token: ada!.token })).body.assignments.map(
      (x: { id: string; status: string }) => [x.id, x.status],
    );
    expect(statuses).toEqual([
      [closing.id, "in_progress"],
      [later.id, "upcoming"],
    ]);

    const past = await assign(teacher, cls.id, {
      paper_id: "waec-physics",
      opens_at: minutes(-120),
      closes_at: minutes(1),
    });
    await db.assignment.update({ where: { id: past.id }, data: { closesAt: new Date(Date.now() - 1000) } });
    const closed = await start(ada!, past.id);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/closed at/);
    expect(
      (await call(myAssignmentsRoute, { token: ada!.token })).body.assignments.find(
        (x: { id: string }) => x.id === past.id,
      ).status,
    ).toBe("missed");

    const stranger = await newStudent("stranger");
    expect((await start(stranger, later.id)).status).toBe(404);
    expect((await start(stranger, "no-such-assignment")).status).toBe(404);
    expect(await db.sitting.count({ where: { studentId: stranger.id } })).toBe(0);
  });

  it("refuses bad assignments with a clear 400 and sets nothing", async () => {
    const teacher = await newTutor();
    const cls = await newClass(teacher);
    const bad = async (body: Record<string, unknown>) => {
      const res = await call(assignRoute, {
        token: teacher.token,
        params: { id: cls.id },
        body: { paper_id: "waec-biology", mode: "exam", opens_at: minutes(0), closes_at: minutes(60), ...body },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      return res.body;
    };
    expect((await bad({ closes_at: minutes(-5), opens_at: minutes(-10) })).errors.closes_at).toMatch(/passed/);
    expect((await bad({ closes_at: minutes(-20) })).errors.closes_at).toMatch(/must close after it opens/);
    expect((await bad({ opens_at: "Friday 9am" })).errors.opens_at).toMatch(/ISO 8601/);
    expect((await bad({ paper_id: "no-such-paper" })).errors.paper_id).toMatch(/not a paper/);
    expect((await bad({ paper_id: "utme", subjects: ["English", "Physics"] })).errors.subjects).toMatch(/exactly 3/);
    expect((await bad({ mode: "test" })).errors.mode).toMatch(/exam or practice/);
    expect((await bad({ paper_id: "topic-drill" })).errors.topic_id).toMatch(/needs topic_id/);
    expect(await db.assignment.count({ where: { classId: cls.id } })).toBe(0);
  });

  it("on a paper with a choice and no subjects, each student sits their own combination of the same draws", async () => {
    const teacher = await newTutor();
    const cls = await newClass(teacher);
    const [ada, bola] = await joinedStudents(cls.join_code, 2);
    const assignment = await assign(teacher, cls.id, { paper_id: "utme", mode: "practice", title: "UTME mock" });
    const choose = await start(ada!, assignment.id);
    expect(choose.status).toBe(400);
    expect(choose.body.errors.subjects).toMatch(/Choose your subjects/);
    const { choice } = (await call(myAssignmentsRoute, { token: ada!.token })).body.assignments[0];
    expect(choice).toMatchObject({ required: ["English"], choose: 3 });
    expect(choice.subjects).toEqual(
      expect.arrayContaining(["Biology", "Chemistry", "Economics", "Government", "Physics"]),
    );
    expect(choice.subjects).not.toContain("English");

    const a = (await start(ada!, assignment.id, { subjects: ["English", "Biology", "Chemistry", "Physics"] })).body
      .sitting as Sitting;
    const b = (await start(bola!, assignment.id, { subjects: ["English", "Biology", "Economics", "Government"] })).body
      .sitting as Sitting;
    const of = (s: Sitting, subject: string) =>
      s.sections.find((x) => x.subject === subject)!.questions.map((q) => q.id);
    expect(a.sections.map((s) => s.subject)).toEqual(["English", "Physics", "Chemistry", "Biology"]);
    expect(of(a, "English")).toHaveLength(60);
    expect(of(a, "English")).toEqual(of(b, "English"));
    expect(of(a, "Biology")).toEqual(of(b, "Biology"));
    // Practice on an assignment is timed too, to the window's close in 90 minutes, before the paper's 2 hours.
    expect(Date.parse(a.expires_at!)).toBe(Date.parse(assignment.closes_at));
  });

  it("with the subjects set by the teacher, everyone sits them and cannot choose others", async () => {
    const teacher = await newTutor();
    const cls = await newClass(teacher);
    const [ada] = await joinedStudents(cls.join_code, 1);
    const assignment = await assign(teacher, cls.id, {
      paper_id: "utme",
      subjects: ["English", "Mathematics", "Physics", "Chemistry"],
    });
    expect(await db.assignmentItem.count({ where: { assignmentId: assignment.id } })).toBe(180);
    expect((await call(myAssignmentsRoute, { token: ada!.token })).body.assignments[0].choice).toBeNull();
    const other = await start(ada!, assignment.id, { subjects: ["English", "Biology", "Economics", "Government"] });
    expect(other.status).toBe(400);
    expect(other.body.errors.subjects).toMatch(/Your teacher set the subjects/);
    const started = await start(ada!, assignment.id);
    expect(started.status).toBe(201);
    expect((started.body.sitting as Sitting).sections.map((s) => s.subject)).toEqual([
      "English",
      "Mathematics",
      "Physics",
      "Chemistry",
    ]);
    expect(started.body.sitting.max_score).toBe(400);
  });

  it("the live room follows each save, and the results show students, items and topics weakest first, and a CSV", async () => {
    const teacher = await newTutor();
    const cls = await newClass(teacher);
    const [ada, bola, chidi] = await joinedStudents(cls.join_code, 3);
    const assignment = await assign(teacher, cls.id, { paper_id: "waec-biology" });
    const progress = async () =>
      (await call(progressRoute, { token: teacher.token, params: { id: cls.id, assignmentId: assignment.id } })).body;

    expect((await progress()).summary).toEqual({ students: 3, not_started: 3, in_progress: 0, submitted: 0 });
    const a = (await start(ada!, assignment.id)).body.sitting as Sitting;
    const b = (await start(bola!, assignment.id)).body.sitting as Sitting;
    const { keys } = await keysOf(a.id);
    const { keys: keysB } = await keysOf(b.id);
    await sitAndSubmit(ada!, a, keys, (_, i) => i < 10, false);
    let room = await progress();
    const adaRow = room.students.find((s: { id: string }) => s.id === ada!.id);
    expect(adaRow).toMatchObject({ status: "in_progress", answered: 50, questions: 50 });
    expect(adaRow.time_left).toBeGreaterThan(45 * 60);
    expect(room.students.find((s: { id: string }) => s.id === chidi!.id)).toMatchObject({
      status: "not_started",
      answered: 0,
      time_left: null,
    });

    await sitAndSubmit(ada!, a, keys, (_, i) => i < 40);
    await sitAndSubmit(bola!, b, keysB, (_, i) => i < 20);
    room = await progress();
    expect(room.summary).toEqual({ students: 3, not_started: 1, in_progress: 0, submitted: 2 });
    expect(room.students.find((s: { id: string }) => s.id === ada!.id)).toMatchObject({
      status: "submitted",
      score: 40,
      max: 50,
    });
    const list = await call(listAssignmentsRoute, { token: teacher.token, params: { id: cls.id } });
    expect(list.body.assignments[0]).toMatchObject({ id: assignment.id, started: 2, submitted: 2 });

    const results = (
      await call(resultsRoute, { token: teacher.token, params: { id: cls.id, assignmentId: assignment.id } })
    ).body;
    const byId = new Map(results.students.map((s: { id: string }) => [s.id, s]));
    expect(byId.get(ada!.id)).toMatchObject({
      total: 40,
      max: 50,
      subjects: [expect.objectContaining({ subject: "Biology", score: 40, max: 50 })],
    });
    expect(byId.get(chidi!.id)).toMatchObject({ submitted: false, total: null, subjects: [] });
    expect(results.items).toHaveLength(50);
    const order = questionIds(a);
    const item = (id: string) => results.items.find((x: { question_id: string }) => x.question_id === id);
    // Ada answered her first 40 right, Bola his first 20: both right, one right, or neither.
    expect(item(order[0]!)).toMatchObject({
      number: 1,
      subject: "Biology",
      responses: 2,
      facility: 1,
      discrimination: null,
    });
    expect(item(order[0]!).options.filter((o: { correct: boolean }) => o.correct)).toEqual([
      expect.objectContaining({ chosen: 2 }),
    ]);
    expect(item(order[30]!).facility).toBe(0.5);
    expect(item(order[45]!).facility).toBe(0);
    expect(item(order[45]!).options.reduce((sum: number, o: { chosen: number }) => sum + o.chosen, 0)).toBe(2);
    const rates = results.topics.map((t: { correct_rate: number }) => t.correct_rate);
    expect(rates).toEqual([...rates].sort((x, y) => x - y));
    expect(results.topics.reduce((sum: number, t: { answers: number }) => sum + t.answers, 0)).toBe(100);

    const csv = await call(resultsRoute, {
      token: teacher.token,
      params: { id: cls.id, assignmentId: assignment.id },
      path: "/api/x?format=csv",
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split("\r\n");
    expect(lines[0]).toBe("student,submitted,total,max,Biology");
    expect(lines).toHaveLength(4);
    expect(lines).toContain("Ifeoma Nnaji,yes,40,50,40");
    expect(lines).toContain("Ifeoma Nnaji,no,,,");

    // The student reads their own sitting as always.
    expect((await call(sittingRoute, { token: ada!.token, params: { id: a.id } })).body.sitting.result.total).toBe(40);
  });

  it("a topic drill set to the class, and discrimination once 30 students answered", async () => {
    const teacher = await newTutor();
    const cls = await newClass(teacher);
    const heading = await db.topic.findFirstOrThrow({
      where: { subject: "Biology", parentId: null, children: { some: {} } },
      orderBy: { position: "asc" },
    });
    const assignment = await assign(teacher, cls.id, {
      paper_id: "topic-drill",
      topic_id: heading.id,
      mode: "practice",
    });
    expect(assignment.title).toBe(`Drill: ${heading.name}`);
    const students = await joinedStudents(cls.join_code, 30, "drill");
    for (const [n, student] of students.entries()) {
      const res = await start(student, assignment.id);
      expect(res.status).toBe(201);
      const sitting = res.body.sitting as Sitting;
      const { keys } = await keysOf(sitting.id);
      // Stronger students (higher n) answer more right: item i is right when n ≥ 3i.
      await sitAndSubmit(student, sitting, keys, (_, i) => n >= 3 * i);
    }
    const results = (
      await call(resultsRoute, { token: teacher.token, params: { id: cls.id, assignmentId: assignment.id } })
    ).body;
    expect(results.items).toHaveLength(10);
    expect(results.items[0]).toMatchObject({ responses: 30, facility: 1, discrimination: null });
    expect(results.items[5].responses).toBe(30);
    expect(results.items[5].facility).toBe(0.5);
    expect(results.items[5].discrimination).toBeGreaterThan(0.5);
    const children = await db.topic.findMany({ where: { parentId: heading.id }, select: { id: true } });
    expect(results.topics.every((t: { topic_id: string }) => children.some((c) => c.id === t.topic_id))).toBe(true);
  });
});
