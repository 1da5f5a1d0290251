// Shared steps of the schools tests: a teacher's class, students who joined it, an assignment.
import { expect } from "vitest";
import { POST as createClassRoute } from "@/app/api/classes/route";
import { POST as joinRoute } from "@/app/api/classes/join/route";
import { POST as assignRoute } from "@/app/api/classes/[id]/assignments/route";
import { POST as startRoute } from "@/app/api/assignments/[id]/start/route";
import { PUT as answersRoute } from "@/app/api/sittings/[id]/answers/route";
import { POST as submitRoute } from "@/app/api/sittings/[id]/submit/route";
import { call, newStudent, type TestAccount } from "../../support/api";

export const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

export async function newClass(teacher: TestAccount, name = "SS3 Gold") {
  const res = await call(createClassRoute, { token: teacher.token, body: { name } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.class as { id: string; name: string; join_code: string; students: number };
}

export async function joinedStudents(code: string, count: number, label = "pupil"): Promise<TestAccount[]> {
  const students: TestAccount[] = [];
  for (let i = 0; i < count; i += 1) {
    const student = await newStudent(`${label}${i}`);
    const res = await call(joinRoute, { token: student.token, body: { code } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    students.push(student);
  }
  return students;
}

export async function assign(teacher: TestAccount, classId: string, body: Record<string, unknown>) {
  const res = await call(assignRoute, {
    token: teacher.token,
    params: { id: classId },
    body: { mode: "exam", opens_at: minutes(-1), closes_at: minutes(90), ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.assignment as {
    id: string;
    paper_id: string;
    mode: string;
    opens_at: string;
    closes_at: string;
    title: string;
  };
}

export async function start(student: TestAccount, assignmentId: string, body?: Record<string, unknown>) {
  return call(startRoute, { token: student.token, params: { id: assignmentId }, body });
}

type Question = { id: string; options: { key: string }[] };
export type Sitting = { id: string; expires_at: string | null; sections: { subject: string; questions: Question[] }[] };

/** Answers `right` of the sitting's questions correctly (reading the keys from the database) and the rest wrongly, then submits. */
export async function sitAndSubmit(
  student: TestAccount,
  sitting: Sitting,
  keys: Map<string, string>,
  right: (questionId: string, index: number) => boolean,
  submit = true,
) {
  const questions = sitting.sections.flatMap((s) => s.questions);
  const answers = Object.fromEntries(
    questions.map((q, i) => {
      const key = keys.get(q.id)!;
      return [q.id, right(q.id, i) ? key : q.options.find((o) => o.key !== key)!.key];
    }),
  );
  const saved = await call(answersRoute, {
    method: "PUT",
    token: student.token,
    params: { id: sitting.id },
    body: { answers },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  if (submit) {
    const done = await call(submitRoute, { method: "POST", token: student.token, params: { id: sitting.id } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  }
}
