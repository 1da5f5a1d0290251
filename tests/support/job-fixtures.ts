// Rows the background sweeps act on, made straight in a test's own database: a student, a
// quiz attempt left open past its expiry, an exam sitting left open past its deadline.
import { randomUUID } from "node:crypto";
import type { Db } from "@/server/db-client";
import { quizSitting } from "./quiz-sittings";

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

export async function makeUser(db: Db, role: "student" | "tutor" = "student") {
  return db.user.create({
    data: {
      role,
      email: `${role}-${randomUUID()}@example.com`,
      passwordHash: "not-used",
      firstName: "Ada",
      lastName: "Okeke",
      displayName: "Ada O.",
      academicLevel: "Senior Secondary 3",
      emailVerifiedAt: new Date(),
    },
    select: { id: true },
  });
}

/**
 * A 10-minute quiz of two questions started 15 minutes ago, which expired 4 minutes ago (limit
 * plus grace) with one right answer saved before it: finishing it scores 50%, submitted at
 * its expiry, and adds the 11 minutes it ran to the student's study day.
 */
export async function expiredQuizAttempt(db: Db) {
  const tutor = await makeUser(db, "tutor");
  const student = await makeUser(db);
  const quiz = await db.quiz.create({
    data: {
      title: `Quiz ${randomUUID().slice(0, 8)}`,
      category: "Mathematics",
      difficulty: "easy",
      tutorId: tutor.id,
      timeLimit: 10,
      status: "published",
      questions: {
        create: [1, 2].map((n) => ({
          position: n,
          question: `What is ${n} + 1?`,
          options: [`${n}`, `${n + 1}`, `${n + 2}`],
          correctIndex: 1,
        })),
      },
    },
    include: { questions: { orderBy: { position: "asc" } } },
  });
  // Every attempt holds an item per question, of its version at the start (docs/exam-engine.md).
  const versions = await Promise.all(
    quiz.questions.map((q) =>
      db.questionVersion.create({
        data: { questionId: q.id, version: 1, text: q.question, options: q.options, answerIndex: q.correctIndex },
      }),
    ),
  );
  const expiresAt = ago(4);
  const attempt = await db.sitting.create({
    data: {
      ...quizSitting({
        studentId: student.id,
        quizId: quiz.id,
        attemptNumber: 1,
        startedAt: ago(15),
        expiresAt,
        totalQuestions: 2,
        answers: { [quiz.questions[0]!.id]: "B" },
      }),
      subjects: [quiz.category],
      items: {
        create: quiz.questions.map((q, index) => ({
          number: index + 1,
          subject: quiz.category,
          questionId: q.id,
          versionId: versions[index]!.id,
          optionOrder: [0, 1, 2],
          correctKey: "B",
        })),
      },
    },
  });
  return { studentId: student.id, attemptId: attempt.id, expiresAt, studySeconds: 11 * 60 };
}

/**
 * A one-question exam sitting of a paper of its own, due 10 minutes ago (past the 60 s
 * grace), whose saved answer is right: finishing it scores 1 of 1 and adds the 10 minutes
 * it ran (up to its deadline) to the student's study day.
 */
export async function expiredSitting(db: Db) {
  const student = await makeUser(db);
  const subject = "Physics";
  const question = await db.question.create({
    data: {
      subject,
      exams: ["NECO"],
      question: "Which is a vector?",
      options: ["mass", "velocity", "time", "speed"],
      correctIndex: 1,
    },
  });
  const version = await db.questionVersion.create({
    data: { questionId: question.id, version: 1, text: question.question, options: question.options, answerIndex: 1 },
  });
  // One paper for every such sitting: the app keeps the list of papers for a minute.
  const paper = await db.paper.upsert({
    where: { id: "jobs-test-physics" },
    update: {},
    create: {
      id: "jobs-test-physics",
      exam: "NECO",
      title: "Physics (jobs test)",
      durationMinutes: 10,
      options: 4,
      sections: [{ subject, questions: 1 }],
      scoring: "one_per_correct",
      graceSeconds: 60,
    },
  });
  const sitting = await db.sitting.create({
    data: {
      studentId: student.id,
      paperId: paper.id,
      mode: "exam",
      subjects: [subject],
      startedAt: ago(20),
      expiresAt: ago(10),
      maxScore: 1,
      answers: { [question.id]: "B" },
      items: {
        create: {
          number: 1,
          subject,
          questionId: question.id,
          versionId: version.id,
          optionOrder: [0, 1, 2, 3],
          correctKey: "B",
        },
      },
    },
  });
  return { studentId: student.id, sittingId: sitting.id, studySeconds: 10 * 60 };
}

/** The seconds on a student's study days, all days together. */
export async function studySeconds(db: Db, studentId: string): Promise<number> {
  const days = await db.studyDay.findMany({ where: { studentId } });
  return days.reduce((sum, d) => sum + d.seconds, 0);
}
