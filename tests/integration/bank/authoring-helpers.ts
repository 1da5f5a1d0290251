// Shared set-up of the question bank's integration tests: tutors and students made straight in
// the database and signed in (tests/support/api.ts), topics with unique slugs, and sittings with their
// items inserted directly (the sitting engine is not needed to test authoring).
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { Db } from "@/server/db-client";
import { newStudent, newTutor as newTutorAccount, openDb, type TestAccount } from "../../support/api";

export const db: Db = openDb();
export { newStudent };

export const hex = () => randomBytes(4).toString("hex");

/** A verified mathematics tutor made in the database, signed in. */
export const newTutor = (): Promise<TestAccount> =>
  newTutorAccount({ bio: "Mathematics teacher", expertise: "Mathematics" });

export type TestTopics = {
  parent: { id: string; slug: string; name: string };
  child: { id: string; slug: string; name: string };
  other: { id: string; slug: string; name: string };
};

/**
 * A heading with one sub-heading, and a second heading, of `subject` (slugs unique to this test).
 * They sort after the seeded syllabus (positions from 1000), so tests of the seeded topics' order
 * sharing this database see their headings in one piece.
 */
export async function newTopics(subject = "Mathematics"): Promise<TestTopics> {
  const tag = hex();
  const position = 1000 + Math.floor(Math.random() * 1_000_000) * 2;
  const parent = await db.topic.create({
    data: { subject, slug: `algebra-${tag}`, name: `Algebra ${tag}`, position },
    select: { id: true, slug: true, name: true },
  });
  const child = await db.topic.create({
    data: { subject, slug: `indices-${tag}`, name: `Indices ${tag}`, parentId: parent.id, position: 1 },
    select: { id: true, slug: true, name: true },
  });
  const other = await db.topic.create({
    data: { subject, slug: `geometry-${tag}`, name: `Geometry ${tag}`, position: position + 1 },
    select: { id: true, slug: true, name: true },
  });
  return { parent, child, other };
}

/** The minimal paper every test sitting belongs to. */
export async function ensurePaper(): Promise<string> {
  await db.paper.upsert({
    where: { id: "test-paper" },
    create: {
      id: "test-paper",
      exam: "UTME",
      title: "Test paper",
      scoring: "per_subject_100",
      sections: [],
      options: 4,
      durationMinutes: 120,
    },
    update: {},
  });
  return "test-paper";
}

export type TestItem = {
  questionId: string;
  versionId?: string;
  subject?: string;
  optionOrder?: number[];
  correctKey: string;
  answer: string | null;
  correct?: boolean | null;
};

/** A sitting of `studentId` with its items numbered 1…n; `submitted` sets submitted_at, a score and a result. */
export async function newSitting(
  studentId: string,
  items: TestItem[],
  options: { submitted?: boolean; subjects?: string[]; totalScore?: number | null; result?: object | null } = {},
): Promise<string> {
  await ensurePaper();
  const subjects = options.subjects ?? [...new Set(items.map((i) => i.subject ?? "Mathematics"))];
  const submitted = options.submitted ?? true;
  const sitting = await db.sitting.create({
    data: {
      studentId,
      paperId: "test-paper",
      mode: "exam",
      subjects,
      maxScore: 100 * subjects.length,
      submittedAt: submitted ? new Date() : null,
      totalScore: options.totalScore ?? null,
      result: options.result ?? undefined,
    },
    select: { id: true },
  });
  const versionIds = new Map<string, string>();
  for (const item of items) {
    if (item.versionId || versionIds.has(item.questionId)) continue;
    const question = await db.question.findUniqueOrThrow({ where: { id: item.questionId }, select: { version: true } });
    const version = await db.questionVersion.findUniqueOrThrow({
      where: { questionId_version: { questionId: item.questionId, version: question.version } },
    });
    versionIds.set(item.questionId, version.id);
  }
  await db.sittingItem.createMany({
    data: items.map((item, i) => ({
      sittingId: sitting.id,
      number: i + 1,
      subject: item.subject ?? "Mathematics",
      questionId: item.questionId,
      versionId: item.versionId ?? versionIds.get(item.questionId)!,
      optionOrder: item.optionOrder ?? [0, 1, 2, 3],
      correctKey: item.correctKey,
      answer: item.answer,
      correct: item.correct === undefined ? (submitted ? item.answer === item.correctKey : null) : item.correct,
    })),
  });
  return sitting.id;
}

/** A bank question made in the database (with its version 1), for tests of what reads questions. */
export async function newBankQuestion(
  ownerId: string | null,
  extra: {
    subject?: string;
    topicId?: string | null;
    options?: string[];
    correctIndex?: number;
    question?: string;
  } = {},
): Promise<{ id: string; versionId: string }> {
  const options = extra.options ?? ["Lagos", "Abuja", "Kano", "Ibadan"];
  const content = {
    question: extra.question ?? `What is the capital of Nigeria? ${hex()}`,
    options,
    correctIndex: extra.correctIndex ?? 1,
    explanation: "",
  };
  const question = await db.question.create({
    data: {
      ownerId,
      subject: extra.subject ?? "Mathematics",
      topicId: extra.topicId ?? null,
      exams: ["UTME"],
      ...content,
    },
    select: { id: true },
  });
  const version = await db.questionVersion.create({
    data: {
      questionId: question.id,
      version: 1,
      text: content.question,
      options,
      answerIndex: content.correctIndex,
      explanation: "",
    },
    select: { id: true },
  });
  return { id: question.id, versionId: version.id };
}

export function expectFieldError(
  body: { error: string; errors?: Record<string, string> },
  field: string,
  pattern?: RegExp,
) {
  expect(body.error).toBe("validation_error");
  expect(Object.keys(body.errors ?? {})).toContain(field);
  if (pattern) expect(body.errors![field]).toMatch(pattern);
}
