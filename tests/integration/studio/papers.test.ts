// The platform's papers in the studio: each topic of a paper's blueprint with the active bank
// questions that fit it (subject, exam, options), the platform's and the tutor's own apart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as papersGet } from "@/app/api/studio/papers/route";
import { call, type TestAccount } from "../../support/api";
import { db, hex, newBankQuestion, newStudent, newTopics, newTutor, type TestTopics } from "../bank/authoring-helpers";

afterAll(() => db.$disconnect());

type Row = { slug: string; quota: number | null; platform_questions: number; your_questions: number; children: Row[] };

describe("GET /api/studio/papers", () => {
  let tutor: TestAccount;
  let topics: TestTopics;
  const paperId = `coverage-${hex()}`;

  beforeAll(async () => {
    [tutor, topics] = await Promise.all([newTutor(), newTopics("Mathematics")]);
    await db.paper.create({
      data: {
        id: paperId,
        exam: "UTME",
        title: "Coverage paper",
        scoring: "per_subject_100",
        options: 4,
        durationMinutes: 60,
        sections: [{ subject: "Mathematics", questions: 40, topics: { [topics.child.slug]: 5 } }],
      },
    });
    const other = await newTutor();
    const fits = { topicId: topics.child.id };
    await newBankQuestion(tutor.id, fits);
    await newBankQuestion(tutor.id, fits);
    await newBankQuestion(tutor.id, { topicId: topics.parent.id });
    await newBankQuestion(tutor.id, { topicId: null });
    // Each of these misses the paper: another exam, five options, retired, another tutor's.
    const waecOnly = await newBankQuestion(tutor.id, fits);
    await db.question.update({ where: { id: waecOnly.id }, data: { exams: ["WAEC"] } });
    await newBankQuestion(tutor.id, { ...fits, options: ["1", "2", "3", "4", "5"] });
    const retired = await newBankQuestion(tutor.id, fits);
    await db.question.update({ where: { id: retired.id }, data: { status: "retired" } });
    await newBankQuestion(other.id, fits);
    // The platform's pool.
    await newBankQuestion(null, fits);
    await newBankQuestion(null, { topicId: topics.other.id });
  });

  it("counts, per heading and sub-heading, the platform's and the tutor's questions that fit, with the paper's quotas", async () => {
    const res = await call(papersGet, { path: "/api/studio/papers", token: tutor.token });
    expect(res.status).toBe(200);
    const paper = res.body.papers.find((p: { id: string }) => p.id === paperId);
    expect(paper).toMatchObject({ exam: "UTME", title: "Coverage paper", options: 4, duration_minutes: 60 });
    const [section] = paper.sections;
    expect(section).toMatchObject({
      subject: "Mathematics",
      questions: 40,
      your_questions: 4,
      untagged: { your_questions: 1 },
    });
    const heading = section.topics.find((t: Row) => t.slug === topics.parent.slug) as Row;
    expect(heading).toMatchObject({ quota: null, your_questions: 3, platform_questions: 1 });
    expect(heading.children).toEqual([
      expect.objectContaining({ slug: topics.child.slug, quota: 5, your_questions: 2, platform_questions: 1 }),
    ]);
    expect(section.topics.find((t: Row) => t.slug === topics.other.slug)).toMatchObject({
      your_questions: 0,
      platform_questions: 1,
    });
  });

  it("students get 403 and visitors 401", async () => {
    const student = await newStudent();
    expect((await call(papersGet, { token: student.token })).status).toBe(403);
    expect((await call(papersGet, {})).status).toBe(401);
  });
});
