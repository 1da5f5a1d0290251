import { afterAll, describe, expect, it } from "vitest";
import { GET as listRoute, POST as createRoute } from "@/app/api/classes/route";
import { GET as getRoute, PATCH as patchRoute } from "@/app/api/classes/[id]/route";
import { POST as joinRoute } from "@/app/api/classes/join/route";
import { DELETE as removeRoute } from "@/app/api/classes/[id]/students/[studentId]/route";
import { GET as myClassesRoute } from "@/app/api/me/classes/route";
import { DELETE as leaveRoute } from "@/app/api/me/classes/[id]/route";
import { isJoinCode } from "@/lib/schools/join-code";
import { MAX_CLASS_STUDENTS, MAX_TEACHER_CLASSES } from "@/lib/schools/rules";
import { call, newStudent, openDb, randomIp, newTutor } from "../../support/api";
import { joinedStudents, newClass } from "./helpers";

// Classes (docs/contract.md, "Schools"): a teacher opens, renames and archives classes; students
// join by code (rate-limited), leave or are removed; the limits are said plainly.

const db = openDb();
afterAll(() => db.$disconnect());

describe("classes", () => {
  it("a tutor opens a class with an 8-character code, lists it, renames and archives it", async () => {
    const teacher = await newTutor();
    const created = await call(createRoute, { token: teacher.token, body: { name: "  SS3 Gold " } });
    expect(created.status).toBe(201);
    expect(created.body.class).toMatchObject({ name: "SS3 Gold", students: 0, archived: false });
    expect(isJoinCode(created.body.class.join_code)).toBe(true);
    expect(created.body.class.join_url).toMatch(new RegExp(`/join/${created.body.class.join_code}$`));
    const id = created.body.class.id as string;

    const other = await newClass(teacher, "SS2 Blue");
    expect(other.join_code).not.toBe(created.body.class.join_code);
    const list = await call(listRoute, { token: teacher.token });
    expect(list.body.classes.map((c: { id: string }) => c.id)).toEqual([other.id, id]);

    const renamed = await call(patchRoute, {
      method: "PATCH",
      token: teacher.token,
      params: { id },
      body: { name: "SS3 Diamond" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.class.name).toBe("SS3 Diamond");
    const archived = await call(patchRoute, {
      method: "PATCH",
      token: teacher.token,
      params: { id },
      body: { archived: true },
    });
    expect(archived.body.class.archived).toBe(true);
    // Archived classes come after the active ones; a student cannot join one.
    expect((await call(listRoute, { token: teacher.token })).body.classes.map((c: { id: string }) => c.id)).toEqual([
      other.id,
      id,
    ]);
    const student = await newStudent("late");
    const refused = await call(joinRoute, { token: student.token, body: { code: created.body.class.join_code } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/archived/);
  });

  it("refuses bad input with a clear 400 and changes nothing, and students cannot open classes", async () => {
    const teacher = await newTutor();
    const blank = await call(createRoute, { token: teacher.token, body: { name: "   " } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors.name).toMatch(/name/);
    expect((await call(createRoute, { token: teacher.token, body: { name: "x".repeat(81) } })).status).toBe(400);
    expect((await call(createRoute, { token: teacher.token, body: { name: "A", extra: 1 } })).status).toBe(400);
    const cls = await newClass(teacher);
    expect(
      (await call(patchRoute, { method: "PATCH", token: teacher.token, params: { id: cls.id }, body: {} })).status,
    ).toBe(400);
    expect(await db.schoolClass.count({ where: { teacherId: teacher.id } })).toBe(1);
    const student = await newStudent("not-teacher");
    expect((await call(createRoute, { token: student.token, body: { name: "Mine" } })).status).toBe(403);
    expect((await call(createRoute, { body: { name: "Mine" } })).status).toBe(401);
  });

  it("students join by code (typed any way), twice answers the same, then leave or are removed; the roster follows", async () => {
    const teacher = await newTutor();
    const cls = await newClass(teacher);
    const [ada, bola] = await joinedStudents(cls.join_code, 2);
    const typed = `${cls.join_code.slice(0, 4).toLowerCase()}-${cls.join_code.slice(4)} `;
    const again = await call(joinRoute, { token: ada!.token, body: { code: typed } });
    expect(again.status).toBe(200);
    expect(again.body.class).toEqual({ id: cls.id, name: cls.name, teacher: expect.any(String) });
    expect(await db.classMember.count({ where: { classId: cls.id } })).toBe(2);

    const roster = await call(getRoute, { token: teacher.token, params: { id: cls.id } });
    expect(roster.body.class.students).toBe(2);
    expect(roster.body.class.roster.map((r: { id: string }) => r.id).sort()).toEqual([ada!.id, bola!.id].sort());
    expect(roster.body.class.roster[0]).toEqual({
      id: expect.any(String),
      name: "Ifeoma Nnaji",
      joined_at: expect.any(String),
    });
    expect((await call(myClassesRoute, { token: ada!.token })).body.classes.map((c: { id: string }) => c.id)).toEqual([
      cls.id,
    ]);

    expect((await call(leaveRoute, { method: "DELETE", token: ada!.token, params: { id: cls.id } })).status).toBe(200);
    expect((await call(leaveRoute, { method: "DELETE", token: ada!.token, params: { id: cls.id } })).status).toBe(404);
    expect(
      (await call(removeRoute, { method: "DELETE", token: teacher.token, params: { id: cls.id, studentId: bola!.id } }))
        .status,
    ).toBe(200);
    expect(
      (await call(removeRoute, { method: "DELETE", token: teacher.token, params: { id: cls.id, studentId: bola!.id } }))
        .status,
    ).toBe(404);
    expect((await call(getRoute, { token: teacher.token, params: { id: cls.id } })).body.class.roster).toEqual([]);
  });

  it("an unknown or malformed code is refused, and guessing is rate-limited per student and per address", async () => {
    const student = await newStudent("guesser");
    const malformed = await call(joinRoute, { token: student.token, body: { code: "OIL10" } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.code).toMatch(/8 letters and digits/);
    const unknown = await call(joinRoute, { token: student.token, body: { code: "AAAAAAAA" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/No class has this code/);
    for (let i = 2; i < 20; i += 1)
      expect((await call(joinRoute, { token: student.token, body: { code: "AAAAAAAA" } })).status).toBe(404);
    const limited = await call(joinRoute, { token: student.token, body: { code: "AAAAAAAA" } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);

    // One address: 600 joins in 10 minutes, whoever signs in from it.
    const ip = randomIp();
    const others = await Promise.all([newStudent("shared-a"), newStudent("shared-b")]);
    let status = 0;
    let sent = 0;
    while (status !== 429 && sent < 700) {
      const who = others[sent % 2]!;
      status = (await call(joinRoute, { token: who.token, ip, body: { code: "CCCCCCCC" } })).status;
      sent += 1;
      // Each student's own budget runs out first; a fresh student keeps the address counting.
      if (status === 429 && sent < 600) {
        others[(sent - 1) % 2] = await newStudent("shared-more");
        status = 0;
      }
    }
    expect(status).toBe(429);
    expect(sent).toBe(601);
  });

  it("says plainly when a class is full and when a teacher runs 50 classes", async () => {
    const teacher = await newTutor();
    const cls = await newClass(teacher);
    const fillers = await Promise.all(
      Array.from({ length: MAX_CLASS_STUDENTS }, (_, i) =>
        db.user.create({
          data: {
            role: "student",
            email: `filler-${cls.id}-${i}@example.com`,
            passwordHash: "x",
            firstName: "F",
            lastName: String(i),
            displayName: "F",
          },
          select: { id: true },
        }),
      ),
    );
    await db.classMember.createMany({ data: fillers.map((f) => ({ classId: cls.id, studentId: f.id })) });
    const late = await newStudent("late");
    const full = await call(joinRoute, { token: late.token, body: { code: cls.join_code } });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(
      `This class is full: a class holds at most ${MAX_CLASS_STUDENTS} students. Ask your teacher to open another class.`,
    );

    await db.schoolClass.createMany({
      data: Array.from({ length: MAX_TEACHER_CLASSES - 1 }, (_, i) => ({
        teacherId: teacher.id,
        name: `Class ${i}`,
        joinCode: `T${cls.join_code.slice(1, 5)}${String(i).padStart(3, "0")}`,
      })),
    });
    const tooMany = await call(createRoute, { token: teacher.token, body: { name: "One more" } });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toMatch(/already run 50 classes.*archive a class/);
    // Archiving one makes room; bringing it back past the limit is refused the same way.
    await call(patchRoute, { method: "PATCH", token: teacher.token, params: { id: cls.id }, body: { archived: true } });
    expect((await call(createRoute, { token: teacher.token, body: { name: "One more" } })).status).toBe(201);
    expect(
      (
        await call(patchRoute, {
          method: "PATCH",
          token: teacher.token,
          params: { id: cls.id },
          body: { archived: false },
        })
      ).status,
    ).toBe(409);
  });
});
