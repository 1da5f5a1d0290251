// The quiz cache (server/quizzes/quiz-cache.ts) against real PostgreSQL: a quiz is read once,
// and a change to it or its course reaches this process's copy at once.
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { courseUpdateSchema } from "@/lib/validation/courses";
import { updateCourse } from "@/server/courses/update-course";
import { createQuiz } from "@/server/quizzes/authoring/create-quiz";
import { cachedQuiz, invalidateQuiz } from "@/server/quizzes/quiz-cache";
import { quizCreateSchema } from "@/lib/validation/quiz-authoring";
import { openDb, newTutor } from "../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

async function courseQuiz() {
  const tutor = { ...(await newTutor()), firstName: "Emeka", lastName: "Obi" };
  const course = await db.course.create({
    data: {
      ownerId: tutor.id,
      title: `Course ${randomBytes(4).toString("hex")}`,
      instructor: "Emeka Obi",
      level: "Beginner",
      category: "Physics",
      status: "published",
    },
    select: { id: true },
  });
  const quiz = await createQuiz(
    tutor,
    quizCreateSchema.parse({
      title: "JAMB Physics: Motion",
      category: "Physics",
      difficulty: "medium",
      course_id: course.id,
    }),
  );
  return { tutor, course, quiz };
}

describe("the quiz cache", () => {
  it("keeps a quiz, and forgets this process's copy at once when told", async () => {
    const { quiz } = await courseQuiz();
    const first = await cachedQuiz(quiz.id);
    expect(await cachedQuiz(quiz.id)).toBe(first);
    invalidateQuiz(quiz.id);
    expect(await cachedQuiz(quiz.id)).not.toBe(first);
  });

  it("sees its course's new price at once after the course changes", async () => {
    const { tutor, course, quiz } = await courseQuiz();
    expect((await cachedQuiz(quiz.id)).quiz.course_price).toBe(0);
    await updateCourse(course.id, tutor.id, courseUpdateSchema.parse({ price: 2500 }));
    expect((await cachedQuiz(quiz.id)).quiz.course_price).toBe(2500);
  });
});
