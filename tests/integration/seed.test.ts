import { afterAll, describe, expect, it } from "vitest";
import path from "node:path";
import fs from "node:fs";
import { DEMO_CLASS, DEMO_EDITOR_PASSWORD, DEMO_STUDENT, DEMO_TUTOR_PASSWORD, seedDatabase } from "../../prisma/seed";
import { courses as seedCourses } from "../../prisma/seed-data/courses";
import { lessonTopics } from "../../prisma/seed-data/lesson-topics";
import { DEMO_EDITOR, DEMO_TUTOR_EMAIL, tutors } from "../../prisma/seed-data/tutors";
import { verifyPassword } from "../../server/auth/password";
import { createPrismaClient } from "../../server/db-client";
import { createLocalStorage } from "../../server/integrations/storage/local";
import { GRID_SUBJECTS } from "../../lib/subjects";
import { seedBank } from "../../prisma/seed-bank";
import { papers } from "../../prisma/seed-data/bank/papers";

const db = createPrismaClient(process.env.DATABASE_URL!, { max: 2 });
afterAll(() => db.$disconnect());

describe("demo data (npm run db:seed)", () => {
  it("has at least 12 courses covering the 12 subjects and the three exam bodies", async () => {
    const courses = await db.course.findMany({
      where: { slug: { not: null } },
      include: { sections: { include: { lessons: true } } },
    });
    expect(courses.length).toBeGreaterThanOrEqual(12);
    expect(new Set(courses.map((c) => c.category))).toEqual(new Set(GRID_SUBJECTS));
    expect(new Set(courses.map((c) => c.exam))).toEqual(new Set(["WAEC", "JAMB", "NECO"]));
    const prices = new Set(courses.map((c) => c.price));
    for (const p of [0, 2500, 5000, 15000]) expect(prices).toContain(p);
    for (const course of courses) {
      expect(Number.isInteger(course.price)).toBe(true);
      if (course.originalPrice !== null) expect(course.originalPrice).toBeGreaterThan(course.price);
      expect(course.sections.length).toBeGreaterThanOrEqual(2);
      expect(course.sections.length).toBeLessThanOrEqual(5);
      const lessons = course.sections.flatMap((s) => s.lessons);
      expect(course.lessonCount).toBe(lessons.length);
      for (const video of lessons) {
        expect(video.title.length).toBeGreaterThan(3);
        // Each lesson its own short file (scripts/lesson-media.test.ts checks its length and title).
        expect(video.storageKey).toMatch(/^samples\/lessons\/[a-z0-9-]+-\d{2}\.mp4$/);
        expect(fs.existsSync(path.resolve("media", video.storageKey!))).toBe(true);
        expect(video.lowStorageKey).toBeNull();
      }
      expect(course.thumbnail).toMatch(/^\/thumbnails\/[a-z-]+\.svg$/);
      expect(fs.existsSync(path.resolve("public", course.thumbnail!.slice(1)))).toBe(true);
    }
    expect(courses.filter((c) => c.featured).length).toBeGreaterThanOrEqual(4);
  });

  it("has course instructors who are the seeded tutors with Nigerian names", async () => {
    // Other test files add courses and edit accounts as they run: check what the seed wrote.
    const courses = await db.course.findMany({
      where: { slug: { in: seedCourses.map((c) => c.slug) } },
      include: { owner: { select: { role: true, email: true } } },
    });
    expect(courses).toHaveLength(seedCourses.length);
    for (const c of courses) {
      const source = seedCourses.find((s) => s.slug === c.slug)!;
      const tutor = tutors.find((t) => t.email === source.tutorEmail)!;
      expect(c.owner.role).toBe("tutor");
      expect(c.owner.email).toBe(tutor.email);
      expect(c.instructor).toBe(`${tutor.firstName} ${tutor.lastName}`);
    }
  });

  it("has at least 10 quizzes of at least 10 well-formed questions, general and course-linked", async () => {
    const quizzes = await db.quiz.findMany({ where: { slug: { not: null } }, include: { questions: true } });
    expect(quizzes.length).toBeGreaterThanOrEqual(10);
    expect(quizzes.some((q) => q.courseId === null)).toBe(true);
    expect(quizzes.some((q) => q.courseId !== null)).toBe(true);
    expect(new Set(quizzes.map((q) => q.difficulty))).toEqual(new Set(["easy", "medium", "hard"]));
    expect(quizzes.some((q) => q.maxAttempts !== null)).toBe(true);
    expect(quizzes.some((q) => q.maxAttempts === null)).toBe(true);
    for (const quiz of quizzes) {
      expect(quiz.timeLimit).toBeGreaterThan(0);
      expect(quiz.questions.length).toBeGreaterThanOrEqual(10);
      for (const q of quiz.questions) {
        expect(q.options).toHaveLength(4);
        expect(new Set(q.options).size).toBe(4);
        expect(q.correctIndex).toBeGreaterThanOrEqual(0);
        expect(q.correctIndex).toBeLessThanOrEqual(3);
        expect(q.explanation.length).toBeGreaterThan(10);
      }
    }
  });

  it("has a demo student and a demo tutor who can sign in with the README's passwords", async () => {
    const student = await db.user.findUniqueOrThrow({
      where: { email: DEMO_STUDENT.email },
      omit: { passwordHash: false },
    });
    expect(student.role).toBe("student");
    expect(student.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(student.passwordHash, DEMO_STUDENT.password)).toBe(true);
    const tutor = await db.user.findUniqueOrThrow({
      where: { email: DEMO_TUTOR_EMAIL },
      omit: { passwordHash: false },
    });
    expect(tutor.role).toBe("tutor");
    expect(await verifyPassword(tutor.passwordHash, DEMO_TUTOR_PASSWORD)).toBe(true);
    const readme = fs.readFileSync("README.md", "utf8");
    for (const s of [DEMO_STUDENT.email, DEMO_STUDENT.password, DEMO_TUTOR_EMAIL, DEMO_TUTOR_PASSWORD])
      expect(readme).toContain(s);
  });

  it("has a demo editor: a verified tutor appointed editor, signing in with the README's password", async () => {
    const editor = await db.user.findUniqueOrThrow({
      where: { email: DEMO_EDITOR.email },
      omit: { passwordHash: false },
    });
    expect(editor).toMatchObject({ role: "tutor", isEditor: true });
    expect(editor.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(editor.passwordHash, DEMO_EDITOR_PASSWORD)).toBe(true);
    // The demo tutor and the course instructors are not editors.
    expect(await db.user.count({ where: { isEditor: true, email: { in: tutors.map((t) => t.email) } } })).toBe(0);
    const readme = fs.readFileSync("README.md", "utf8");
    for (const s of [DEMO_EDITOR.email, DEMO_EDITOR_PASSWORD]) expect(readme).toContain(s);
  });

  it("tags the demo courses' lessons with topics of their subject, so the next topic has lessons", async () => {
    for (const [slug, byTitle] of Object.entries(lessonTopics)) {
      const course = await db.course.findUniqueOrThrow({
        where: { slug },
        select: {
          category: true,
          lessons: {
            select: { title: true, topics: { select: { topic: { select: { slug: true, subject: true } } } } },
          },
        },
      });
      for (const [title, topics] of Object.entries(byTitle)) {
        const lesson = course.lessons.find((l) => l.title === title)!;
        expect(lesson.topics.map((t) => t.topic.slug).sort()).toEqual([...topics].sort());
        expect(lesson.topics.every((t) => t.topic.subject === course.category)).toBe(true);
      }
    }
  });

  it("has the demo tutor's class with the demo student in it", async () => {
    const cls = await db.schoolClass.findUniqueOrThrow({
      where: { joinCode: DEMO_CLASS.joinCode },
      select: {
        name: true,
        teacher: { select: { email: true } },
        members: { select: { student: { select: { email: true } } } },
      },
    });
    expect(cls.name).toBe(DEMO_CLASS.name);
    expect(cls.teacher.email).toBe(DEMO_TUTOR_EMAIL);
    expect(cls.members.map((m) => m.student.email)).toEqual([DEMO_STUDENT.email]);
  });

  it("re-seeding the bank adds back what is missing and keeps an edit made since", async () => {
    const [edited, removed] = await db.question.findMany({
      where: { slug: { in: ["eng-n-rc-pepper-1", "eng-n-rc-pepper-2"] } },
      orderBy: { slug: "asc" },
    });
    await db.question.update({ where: { id: edited!.id }, data: { question: "Edited since the seed?" } });
    await db.question.delete({ where: { id: removed!.id } });
    expect(await seedBank(db, createLocalStorage(process.env.STORAGE_DIR!), ["english-neco"], papers)).toBe(1);
    const back = await db.question.findUniqueOrThrow({
      where: { slug: removed!.slug! },
      include: { versions: true, stimulus: { select: { slug: true } } },
    });
    expect(back).toMatchObject({ ownerId: null, question: removed!.question, correctIndex: removed!.correctIndex });
    expect(back.stimulus?.slug).toBe("eng-n-passage-pepper-seller");
    expect(back.versions.map((v) => v.version)).toEqual([1]);
    expect((await db.question.findUniqueOrThrow({ where: { id: edited!.id } })).question).toBe(
      "Edited since the seed?",
    );
    await db.question.update({ where: { id: edited!.id }, data: { question: edited!.question } });
  });

  it("changes nothing when run again", async () => {
    const snapshot = async () => {
      const tables = [
        "users",
        "tutor_profiles",
        "courses",
        "sections",
        "videos",
        "video_renditions",
        "quizzes",
        "questions",
        "classes",
        "class_members",
      ];
      const rows: Record<string, unknown> = {};
      for (const t of tables) {
        rows[t] = await db.$queryRawUnsafe(
          `select count(*)::int as n, md5(string_agg(t::text, ',' order by t::text)) as h from ${t} t`,
        );
      }
      return rows;
    };
    const before = await snapshot();
    await seedDatabase(db, {
      storage: createLocalStorage(process.env.STORAGE_DIR!),
      databaseUrl: process.env.DATABASE_URL!,
    });
    // The demo student's papers are sat once: still the two.
    expect(await db.sitting.count({ where: { student: { email: DEMO_STUDENT.email } } })).toBe(2);
    expect(await snapshot()).toEqual(before);
  });
});
