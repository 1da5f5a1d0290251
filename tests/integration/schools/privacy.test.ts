import { afterAll, describe, expect, it } from "vitest";
import { GET as getClassRoute, PATCH as patchClassRoute } from "@/app/api/classes/[id]/route";
import { GET as listClassesRoute } from "@/app/api/classes/route";
import { GET as listAssignmentsRoute, POST as assignRoute } from "@/app/api/classes/[id]/assignments/route";
import { GET as progressRoute } from "@/app/api/classes/[id]/assignments/[assignmentId]/progress/route";
import { GET as resultsRoute } from "@/app/api/classes/[id]/assignments/[assignmentId]/results/route";
import { DELETE as removeRoute } from "@/app/api/classes/[id]/students/[studentId]/route";
import { GET as myAssignmentsRoute } from "@/app/api/me/assignments/route";
import { GET as masteryRoute } from "@/app/api/me/mastery/route";
import { GET as digestRoute } from "@/app/api/me/guardian-digest/route";
import { GET as mySittingsRoute } from "@/app/api/me/sittings/route";
import { GET as reviewRoute } from "@/app/api/me/review/route";
import { POST as ownStartRoute } from "@/app/api/papers/[id]/sittings/route";
import { GET as sittingRoute } from "@/app/api/sittings/[id]/route";
import { POST as submitRoute } from "@/app/api/sittings/[id]/submit/route";
import { call, newStudent, openDb, newTutor } from "../../support/api";
import { assign, joinedStudents, minutes, newClass, sitAndSubmit, start, type Sitting } from "./helpers";

// Privacy (docs/schools.md): a teacher sees only their classes' students and only the sittings
// of their assignments, never a student's own practice, mastery or digest; students see only
// their own. Another teacher's class is a 404, as one that does not exist.

const db = openDb();
afterAll(() => db.$disconnect());

async function keysOf(sittingId: string) {
  const items = await db.sittingItem.findMany({ where: { sittingId }, select: { questionId: true, correctKey: true } });
  return new Map(items.map((i) => [i.questionId, i.correctKey]));
}

describe("schools privacy", () => {
  it("another teacher's class and its assignments are 404 everywhere, and nothing changes", async () => {
    const owner = await newTutor();
    const other = await newTutor();
    const cls = await newClass(owner);
    const [ada] = await joinedStudents(cls.join_code, 1);
    const assignment = await assign(owner, cls.id, { paper_id: "waec-biology" });
    const as = { token: other.token };
    const ids = { id: cls.id, assignmentId: assignment.id };

    expect((await call(getClassRoute, { ...as, params: { id: cls.id } })).status).toBe(404);
    expect(
      (await call(patchClassRoute, { ...as, method: "PATCH", params: { id: cls.id }, body: { name: "Mine now" } }))
        .status,
    ).toBe(404);
    expect((await call(listAssignmentsRoute, { ...as, params: { id: cls.id } })).status).toBe(404);
    const foreign = await call(assignRoute, {
      ...as,
      params: { id: cls.id },
      body: { paper_id: "waec-biology", mode: "exam", opens_at: minutes(0), closes_at: minutes(60) },
    });
    expect(foreign.status).toBe(404);
    expect((await call(progressRoute, { ...as, params: ids })).status).toBe(404);
    expect((await call(resultsRoute, { ...as, params: ids })).status).toBe(404);
    expect((await call(resultsRoute, { ...as, params: ids, path: "/api/x?format=csv" })).status).toBe(404);
    expect(
      (await call(removeRoute, { ...as, method: "DELETE", params: { id: cls.id, studentId: ada!.id } })).status,
    ).toBe(404);
    expect((await call(listClassesRoute, as)).body.classes).toEqual([]);
    // The assignment of one class is not reached through another class of the same teacher either.
    const second = await newClass(owner, "SS1");
    expect(
      (await call(progressRoute, { token: owner.token, params: { id: second.id, assignmentId: assignment.id } }))
        .status,
    ).toBe(404);

    const unchanged = await db.schoolClass.findUniqueOrThrow({
      where: { id: cls.id },
      include: { members: true, assignments: true },
    });
    expect(unchanged.name).toBe(cls.name);
    expect(unchanged.members).toHaveLength(1);
    expect(unchanged.assignments).toHaveLength(1);
  });

  it("the teacher reads only the sittings of their assignments by their class's students, never a student's own", async () => {
    const teacher = await newTutor();
    const cls = await newClass(teacher);
    const [ada, bola] = await joinedStudents(cls.join_code, 2);
    // Ada's own practice of the same paper, submitted before the assignment.
    const own = (
      await call(ownStartRoute, { token: ada!.token, params: { id: "waec-biology" }, body: { mode: "exam" } })
    ).body.sitting as Sitting;
    await sitAndSubmit(ada!, own, await keysOf(own.id), () => true);

    const assignment = await assign(teacher, cls.id, { paper_id: "waec-biology" });
    const ids = { id: cls.id, assignmentId: assignment.id };
    let room = (await call(progressRoute, { token: teacher.token, params: ids })).body;
    expect(room.students.find((s: { id: string }) => s.id === ada!.id)).toMatchObject({
      status: "not_started",
      answered: 0,
    });
    let results = (await call(resultsRoute, { token: teacher.token, params: ids })).body;
    expect(results.students.find((s: { id: string }) => s.id === ada!.id)).toMatchObject({
      submitted: false,
      total: null,
    });
    expect(results.items.every((i: { responses: number }) => i.responses === 0)).toBe(true);
    expect(results.topics).toEqual([]);

    const a = (await start(ada!, assignment.id)).body.sitting as Sitting;
    expect(a.id).not.toBe(own.id);
    await sitAndSubmit(ada!, a, await keysOf(a.id), (_, i) => i % 2 === 0);
    const b = (await start(bola!, assignment.id)).body.sitting as Sitting;
    await sitAndSubmit(bola!, b, await keysOf(b.id), () => false);
    results = (await call(resultsRoute, { token: teacher.token, params: ids })).body;
    expect(results.students.find((s: { id: string }) => s.id === ada!.id)).toMatchObject({
      submitted: true,
      total: 25,
    });
    expect(results.items.every((i: { responses: number }) => i.responses === 2)).toBe(true);

    // Bola leaves: the teacher no longer sees him or his sitting; his sitting stays his.
    await call(removeRoute, { method: "DELETE", token: teacher.token, params: { id: cls.id, studentId: bola!.id } });
    room = (await call(progressRoute, { token: teacher.token, params: ids })).body;
    expect(room.students.map((s: { id: string }) => s.id)).toEqual([ada!.id]);
    results = (await call(resultsRoute, { token: teacher.token, params: ids })).body;
    expect(results.students.map((s: { id: string }) => s.id)).toEqual([ada!.id]);
    expect(results.items.every((i: { responses: number }) => i.responses === 1)).toBe(true);
    expect((await call(sittingRoute, { token: bola!.token, params: { id: b.id } })).status).toBe(200);
    expect((await call(myAssignmentsRoute, { token: bola!.token })).body.assignments).toEqual([]);

    // The student-only reads are closed to a teacher: no sitting, practice, mastery, deck or digest.
    for (const [handler, params] of [
      [sittingRoute, { id: own.id }],
      [sittingRoute, { id: a.id }],
      [mySittingsRoute, {}],
      [masteryRoute, {}],
      [reviewRoute, {}],
      [digestRoute, {}],
    ] as const) {
      expect((await call(handler, { token: teacher.token, params })).status).toBe(403);
    }
  });

  it("a student sees only their own assignments and sittings, and cannot use a teacher's endpoints", async () => {
    const teacher = await newTutor();
    const cls = await newClass(teacher);
    const otherClass = await newClass(await newTutor(), "Elsewhere");
    const [ada, bola] = await joinedStudents(cls.join_code, 2);
    const [chidi] = await joinedStudents(otherClass.join_code, 1);
    const assignment = await assign(teacher, cls.id, { paper_id: "waec-biology" });
    const a = (await start(ada!, assignment.id)).body.sitting as Sitting;

    expect((await call(sittingRoute, { token: bola!.token, params: { id: a.id } })).status).toBe(404);
    expect((await call(submitRoute, { method: "POST", token: bola!.token, params: { id: a.id } })).status).toBe(404);
    expect((await start(chidi!, assignment.id)).status).toBe(404);
    expect((await call(myAssignmentsRoute, { token: chidi!.token })).body.assignments).toEqual([]);
    const bolas = (await call(myAssignmentsRoute, { token: bola!.token })).body.assignments;
    expect(bolas).toEqual([expect.objectContaining({ id: assignment.id, status: "open" })]);
    expect(bolas[0].sitting_id).toBeUndefined();

    const ids = { id: cls.id, assignmentId: assignment.id };
    expect((await call(progressRoute, { token: ada!.token, params: ids })).status).toBe(403);
    expect((await call(resultsRoute, { token: ada!.token, params: ids })).status).toBe(403);
    expect((await call(getClassRoute, { token: ada!.token, params: { id: cls.id } })).status).toBe(403);
    expect((await call(progressRoute, { params: ids })).status).toBe(401);
    const stranger = await newStudent("stranger");
    expect((await call(myAssignmentsRoute, { token: stranger.token })).body.assignments).toEqual([]);
  });
});
