import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { POST as downloadRoute } from "@/app/api/papers/[id]/offline-packs/route";
import { POST as startRoute } from "@/app/api/papers/[id]/sittings/route";
import { GET as papersRoute } from "@/app/api/papers/route";
import { POST as submitRoute } from "@/app/api/sittings/[id]/submit/route";
import { GET as statsRoute } from "@/app/api/questions/stats/route";
import { papers } from "@/prisma/seed-data/bank/papers";
import { RECENT_SITTINGS, seenQuestions } from "@/server/exam/pool";
import { call, newStudent, openDb } from "../../support/api";

// The seeded database as a candidate meets it: every shipped paper starts, a candidate of each
// common combination sits five full UTME mocks without meeting a question twice, and the draw
// remembers every sitting, not only the latest.

const db = openDb();
afterAll(() => db.$disconnect());

const SCIENCE = ["English", "Mathematics", "Physics", "Chemistry"];

describe("the seeded papers", () => {
  it("lists UTME, the WAEC objective papers and NECO English", async () => {
    const res = await call(papersRoute);
    const listed = res.body.papers as { id: string; exam: string; options: number; max_score: number }[];
    expect(listed.map((p) => p.id)).toEqual(expect.arrayContaining(papers.map((p) => p.id)));
    expect(listed.find((p) => p.id === "utme")).toMatchObject({ exam: "UTME", options: 4, max_score: 400 });
    expect(listed.find((p) => p.id === "neco-english")).toMatchObject({ exam: "NECO", options: 5, max_score: 80 });
  });

  it("reports the bank per subject", async () => {
    const { subjects } = (await call(statsRoute)).body as {
      subjects: { subject: string; questions: number; topics: number }[];
    };
    const english = subjects.find((s) => s.subject === "English")!;
    expect(english.questions).toBeGreaterThanOrEqual(200);
    expect(subjects.find((s) => s.subject === "Physics")!.topics).toBeGreaterThan(10);
  });

  it.each(papers.filter((p) => p.choose === 0).map((p) => [p.id, p] as const))(
    "%s starts with every question drawn",
    async (_, paper) => {
      const student = await newStudent("seeded");
      const res = await call(startRoute, {
        method: "POST",
        token: student.token,
        params: { id: paper.id },
        body: { mode: "exam" },
      });
      expect(res.status).toBe(201);
      const questions = res.body.sitting.sections.flatMap((s: { questions: { options: unknown[] }[] }) => s.questions);
      expect(questions).toHaveLength(paper.sections.reduce((sum, s) => sum + s.questions, 0));
      for (const q of questions) expect(q.options).toHaveLength(paper.options);
    },
  );

  it("two full UTME science sittings of one student share no question", async () => {
    const student = await newStudent("utme-twice");
    const sit = async () => {
      const res = await call(startRoute, {
        method: "POST",
        token: student.token,
        params: { id: "utme" },
        body: { mode: "exam", subjects: SCIENCE },
      });
      expect(res.status).toBe(201);
      const sitting = res.body.sitting;
      expect(sitting.sections.map((s: { questions: unknown[] }) => s.questions.length)).toEqual([60, 40, 40, 40]);
      await call(submitRoute, { method: "POST", token: student.token, params: { id: sitting.id } });
      return new Set<string>(
        sitting.sections.flatMap((s: { questions: { id: string }[] }) => s.questions.map((q) => q.id)),
      );
    };
    const first = await sit();
    const second = await sit();
    expect([...second].filter((id) => first.has(id))).toEqual([]);
  });

  it.each([
    ["Science", ["English", "Physics", "Chemistry", "Biology"]],
    ["Arts", ["English", "Literature", "Government", "Christian Religious Studies"]],
    ["Commercial", ["English", "Commerce", "Accounting", "Economics"]],
  ])("%s: a candidate sits five full UTME mocks that share no question", async (_, subjects) => {
    const student = await newStudent("utme-five");
    const met = new Set<string>();
    for (let mock = 1; mock <= 5; mock++) {
      const res = await call(startRoute, {
        method: "POST",
        token: student.token,
        params: { id: "utme" },
        body: { mode: "exam", subjects },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const ids: string[] = res.body.sitting.sections.flatMap((s: { questions: { id: string }[] }) =>
        s.questions.map((q) => q.id),
      );
      expect(ids).toHaveLength(180);
      expect(
        ids.filter((id) => met.has(id)),
        `mock ${mock}`,
      ).toEqual([]);
      ids.forEach((id) => met.add(id));
      await call(submitRoute, { method: "POST", token: student.token, params: { id: res.body.sitting.id } });
    }
  });

  it("remembers the questions of every sitting, the latest five as recent", async () => {
    const student = await newStudent("seen-all");
    const drawn: Set<string>[] = [];
    for (let i = 0; i <= RECENT_SITTINGS; i++) {
      const res = await call(startRoute, {
        method: "POST",
        token: student.token,
        params: { id: "waec-physics" },
        body: { mode: "practice", timed: false },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      drawn.push(
        new Set(
          res.body.sitting.sections.flatMap((s: { questions: { id: string }[] }) => s.questions.map((q) => q.id)),
        ),
      );
      await call(submitRoute, { method: "POST", token: student.token, params: { id: res.body.sitting.id } });
      await db.sitting.update({
        where: { id: res.body.sitting.id },
        data: { startedAt: new Date(Date.now() - (RECENT_SITTINGS + 1 - i) * 60_000) },
      });
    }
    const { seen, recent } = await seenQuestions(student.id);
    const later = new Set(drawn.slice(1).flatMap((set) => [...set]));
    const oldestOnly = [...drawn[0]!].filter((id) => !later.has(id));
    expect(oldestOnly.length).toBeGreaterThan(0);
    expect(oldestOnly.every((id) => seen.has(id))).toBe(true);
    expect(oldestOnly.some((id) => recent.has(id))).toBe(false);
    expect([...drawn[RECENT_SITTINGS]!].every((id) => recent.has(id))).toBe(true);
  });

  it("every other UTME combination can be drawn", async () => {
    for (const combination of [
      ["English", "Biology", "Chemistry", "Physics"],
      ["English", "Economics", "Government", "Mathematics"],
    ]) {
      const student = await newStudent("utme-arts");
      const res = await call(startRoute, {
        method: "POST",
        token: student.token,
        params: { id: "utme" },
        body: { mode: "practice", subjects: combination },
      });
      expect(res.status).toBe(201);
    }
  });

  it.each([
    ["exam", ["English", "Mathematics", "Physics", "Chemistry"]],
    ["practice", ["English", "Mathematics", "Physics", "Chemistry"]],
    ["practice", ["English", "Biology", "Literature", "Economics"]],
  ] as const)("a full UTME %s pack of %j, notation and images, fits in 300 KB", async (mode, subjects) => {
    const student = await newStudent("utme-pack");
    const res = await call(downloadRoute, {
      method: "POST",
      token: student.token,
      params: { id: "utme" },
      body: { mode, subjects },
    });
    expect(res.status).toBe(201);
    const { pack } = res.body;
    expect(pack.sections.map((s: { questions: unknown[] }) => s.questions.length)).toEqual([60, 40, 40, 40]);
    const images = [
      ...pack.sections.flatMap((s: { questions: { image_url: string | null }[] }) =>
        s.questions.map((q) => q.image_url),
      ),
      ...pack.stimuli.map((s: { image_url: string | null }) => s.image_url),
    ].filter(Boolean) as string[];
    const imageBytes = [...new Set(images)].reduce(
      (sum, url) => sum + fs.statSync(path.join("prisma/seed-data/bank/images", path.basename(url))).size,
      0,
    );
    expect(res.bytes.length + imageBytes).toBeLessThanOrEqual(300 * 1024);
  });
});
