// npm run db:seed — loads the demo data. Idempotent: rows are created only when their
// stable key (email or slug) is missing, so running it twice changes nothing and a tutor's
// later edits to a seeded course are never overwritten.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import "dotenv/config";
import { hashPassword } from "../server/auth/password";
import { parseEnv } from "../server/config/env-schema";
import { createPrismaClient, type Db } from "../server/db-client";
import { storageFromEnv } from "../server/integrations/storage/from-env";
import type { Storage } from "../server/integrations/storage/types";
import { courses } from "./seed-data/courses";
import { lessonTopics } from "./seed-data/lesson-topics";
import { LESSON_MEDIA_SIZE, LESSON_MEDIA_PREFIX, lessonMediaKey, sampleMediaPath } from "./seed-data/lesson-media";
import { quizzesA } from "./seed-data/quizzes-a";
import { quizzesB } from "./seed-data/quizzes-b";
import { DEMO_EDITOR, DEMO_TUTOR_EMAIL, tutors } from "./seed-data/tutors";
import type { SeedCourse, SeedQuiz } from "./seed-data/types";
import { subjectSlug } from "../lib/subjects";
import { questionVersionHtml } from "../lib/exam/question-html";
import { BANK_FILES } from "./seed-data/bank";
import { papers } from "./seed-data/bank/papers";
import { seedBank } from "./seed-bank";
import { demoStudentNeedsPapers, startStudySeed } from "./seed-study";

export const DEMO_STUDENT = {
  email: "student@examprep.ng",
  password: "Student2026!",
  firstName: "Chiamaka",
  lastName: "Obi",
  academicLevel: "Senior Secondary 3",
};
export const DEMO_TUTOR_PASSWORD = "Tutor2026!";
/** The demo tutor's class (docs/schools.md), with the demo student in it; its code is fixed so the README can name it. */
export const DEMO_CLASS = { name: "SS3 Gold (demo)", joinCode: "TEAM4679" };
export const DEMO_EDITOR_PASSWORD = "Editor2026!";

export const quizzes: SeedQuiz[] = [...quizzesA, ...quizzesB];

const SAMPLE_DIR = path.resolve(import.meta.dirname, "../media/samples");

const displayNameOf = (first: string, last: string) => `${first} ${last.charAt(0)}.`;

type Log = (line: string) => void;

async function ensureUsers(db: Db, log: Log): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const [index, tutor] of tutors.entries()) {
    const email = tutor.email.toLowerCase();
    const existing = await db.user.findUnique({ where: { email }, select: { id: true } });
    if (existing) {
      ids.set(email, existing.id);
      continue;
    }
    // The demo tutor signs in with a known password; the other instructors get an unguessable one.
    const password = index === 0 ? DEMO_TUTOR_PASSWORD : randomBytes(24).toString("base64url");
    const user = await db.user.create({
      data: {
        role: "tutor",
        email,
        passwordHash: await hashPassword(password),
        firstName: tutor.firstName,
        lastName: tutor.lastName,
        displayName: displayNameOf(tutor.firstName, tutor.lastName),
        emailVerifiedAt: new Date(),
        tutorProfile: { create: { bio: tutor.bio, expertise: tutor.expertise } },
      },
      select: { id: true },
    });
    ids.set(email, user.id);
    log(`tutor ${email}`);
  }

  if (!(await db.user.findUnique({ where: { email: DEMO_EDITOR.email }, select: { id: true } }))) {
    await db.user.create({
      data: {
        role: "tutor",
        email: DEMO_EDITOR.email,
        passwordHash: await hashPassword(DEMO_EDITOR_PASSWORD),
        firstName: DEMO_EDITOR.firstName,
        lastName: DEMO_EDITOR.lastName,
        displayName: displayNameOf(DEMO_EDITOR.firstName, DEMO_EDITOR.lastName),
        emailVerifiedAt: new Date(),
        isEditor: true,
        tutorProfile: { create: { bio: DEMO_EDITOR.bio, expertise: DEMO_EDITOR.expertise } },
      },
    });
    log(`editor ${DEMO_EDITOR.email}`);
  }

  const studentEmail = DEMO_STUDENT.email;
  if (!(await db.user.findUnique({ where: { email: studentEmail }, select: { id: true } }))) {
    await db.user.create({
      data: {
        role: "student",
        email: studentEmail,
        passwordHash: await hashPassword(DEMO_STUDENT.password),
        firstName: DEMO_STUDENT.firstName,
        lastName: DEMO_STUDENT.lastName,
        displayName: displayNameOf(DEMO_STUDENT.firstName, DEMO_STUDENT.lastName),
        academicLevel: DEMO_STUDENT.academicLevel,
        emailVerifiedAt: new Date(),
      },
    });
    log(`student ${studentEmail}`);
  }
  return ids;
}

function tutorName(email: string): string {
  const tutor = tutors.find((t) => t.email === email);
  if (!tutor) throw new Error(`seed data names an unknown tutor ${email}`);
  return `${tutor.firstName} ${tutor.lastName}`;
}

async function ensureCourse(db: Db, course: SeedCourse, ownerId: string): Promise<string> {
  const existing = await db.course.findUnique({ where: { slug: course.slug }, select: { id: true } });
  if (existing) return existing.id;

  const lessonCount = course.sections.reduce((n, s) => n + s.lessons.length, 0);
  return db.$transaction(async (tx) => {
    const created = await tx.course.create({
      data: {
        slug: course.slug,
        ownerId,
        title: course.title,
        instructor: tutorName(course.tutorEmail),
        description: course.description,
        thumbnail: `/thumbnails/${subjectSlug(course.category)}.svg`,
        exam: course.exam,
        level: course.level,
        category: course.category,
        price: course.price,
        originalPrice: course.originalPrice,
        durationHours: course.durationHours,
        lessonCount,
        studentCount: course.studentCount,
        rating: course.rating,
        reviewCount: course.reviewCount,
        featured: course.featured,
        bestseller: course.bestseller,
        objectives: course.objectives,
        requirements: course.requirements,
        tags: course.tags,
        downloadableMaterial: course.downloadableMaterial,
        issueCertificate: course.issueCertificate,
        // The demo catalogue is public from the start (new courses default to draft).
        status: "published",
      },
      select: { id: true },
    });
    let lessonIndex = 0;
    for (const [sectionPosition, section] of course.sections.entries()) {
      const createdSection = await tx.section.create({
        data: { courseId: created.id, title: section.title, position: sectionPosition + 1 },
        select: { id: true },
      });
      await tx.lesson.createMany({
        data: section.lessons.map((lesson, lessonPosition) => {
          // The files are already data-saver size: there is no lower-quality copy.
          const storageKey = lessonMediaKey(course.slug, ++lessonIndex);
          return {
            courseId: created.id,
            sectionId: createdSection.id,
            title: lesson.title,
            description: lesson.description,
            durationSeconds: lesson.durationSeconds,
            storageKey,
            preview: lesson.preview ?? false,
            position: lessonPosition + 1,
          };
        }),
      });
    }
    return created.id;
  });
}

async function ensureQuiz(db: Db, quiz: SeedQuiz, tutorId: string, courseId: string | null): Promise<boolean> {
  if (await db.quiz.findUnique({ where: { slug: quiz.slug }, select: { id: true } })) return false;
  await db.quiz.create({
    data: {
      slug: quiz.slug,
      title: quiz.title,
      description: quiz.description,
      category: quiz.category,
      difficulty: quiz.difficulty,
      courseId,
      tutorId,
      timeLimit: quiz.timeLimit,
      passingScore: quiz.passingScore,
      maxAttempts: quiz.maxAttempts,
      status: "published",
      questions: {
        // Course quiz questions are bank questions too (a fixed paper), with their first version.
        create: quiz.questions.map((q, i) => ({
          position: i + 1,
          ownerId: tutorId,
          subject: quiz.category,
          difficulty: quiz.difficulty,
          question: q.question,
          options: [...q.options],
          correctIndex: q.correct,
          explanation: q.explanation,
          versions: {
            create: {
              version: 1,
              text: q.question,
              options: [...q.options],
              answerIndex: q.correct,
              explanation: q.explanation,
              html: questionVersionHtml({ text: q.question, options: q.options, explanation: q.explanation }),
            },
          },
        })),
      },
    },
  });
  return true;
}

/** Puts the bundled sample videos (media/samples and its lessons/) into storage under samples/ when missing. */
async function ensureSampleMedia(storage: Storage) {
  const files = fs
    .readdirSync(SAMPLE_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".mp4"));
  for (const file of files) {
    const key = `samples/${file.split(path.sep).join("/")}`;
    if (await storage.head(key)) continue;
    const body = fs.readFileSync(path.join(SAMPLE_DIR, file));
    await storage.put(key, body, { contentType: "video/mp4", contentLength: body.length });
  }
}

/**
 * Registers each seeded lesson's file as its data-lite rendition, with its size measured from
 * the bundled file and its bitrate from that and the lesson's length (the file is exactly as
 * long), so the player shows what the lesson really costs. A lesson whose rendition exists,
 * or whose file a tutor has since replaced, is left alone.
 */
async function ensureSampleRenditions(db: Db) {
  const lessons = await db.lesson.findMany({
    where: { storageKey: { startsWith: LESSON_MEDIA_PREFIX }, renditions: { none: {} } },
    select: { id: true, storageKey: true, durationSeconds: true },
  });
  const data = lessons.flatMap((lesson) => {
    const file = sampleMediaPath(lesson.storageKey!);
    if (!fs.existsSync(file)) return [];
    const bytes = fs.statSync(file).size;
    return [
      {
        lessonId: lesson.id,
        kind: "p240" as const,
        storageKey: lesson.storageKey!,
        contentType: "video/mp4",
        bytes: BigInt(bytes),
        bitrateKbps: Math.max(1, Math.round((bytes * 8) / Math.max(1, lesson.durationSeconds) / 1000)),
        ...LESSON_MEDIA_SIZE,
      },
    ];
  });
  await db.videoRendition.createMany({ data, skipDuplicates: true });
}

/** Tags the lessons of the courses created in this run with their syllabus topics (seed-data/lesson-topics.ts). */
async function tagLessons(db: Db, courseIds: ReadonlyMap<string, string>, created: ReadonlySet<string>) {
  for (const [slug, byTitle] of Object.entries(lessonTopics)) {
    const course = courses.find((c) => c.slug === slug);
    if (!course) throw new Error(`lesson topics name an unknown course ${slug}`);
    if (!created.has(slug)) continue;
    const [videos, topics] = await Promise.all([
      db.lesson.findMany({ where: { courseId: courseIds.get(slug) }, select: { id: true, title: true } }),
      db.topic.findMany({ where: { subject: course.category }, select: { id: true, slug: true } }),
    ]);
    const data = Object.entries(byTitle).flatMap(([title, slugs]) => {
      const video = videos.find((v) => v.title === title);
      if (!video) throw new Error(`lesson topics name an unknown lesson "${title}" of ${slug}`);
      return slugs.map((topicSlug) => {
        const topic = topics.find((t) => t.slug === topicSlug);
        if (!topic)
          throw new Error(`lesson "${title}" of ${slug} names an unknown ${course.category} topic ${topicSlug}`);
        return { lessonId: video.id, topicId: topic.id };
      });
    });
    await db.lessonTopic.createMany({ data, skipDuplicates: true });
  }
}

async function seedContent(db: Db, storage: Storage, log: Log) {
  await ensureSampleMedia(storage);
  const tutorIds = await ensureUsers(db, log);
  const existing = await db.course.findMany({
    where: { slug: { in: courses.map((c) => c.slug) } },
    select: { slug: true },
  });
  const created = new Set(courses.map((c) => c.slug).filter((slug) => !existing.some((e) => e.slug === slug)));
  const courseIds = new Map<string, string>();
  for (const course of courses) {
    const ownerId = tutorIds.get(course.tutorEmail);
    if (!ownerId) throw new Error(`course ${course.slug} names an unknown tutor ${course.tutorEmail}`);
    courseIds.set(course.slug, await ensureCourse(db, course, ownerId));
  }
  let createdQuizzes = 0;
  for (const quiz of quizzes) {
    const tutorId = tutorIds.get(quiz.tutorEmail);
    if (!tutorId) throw new Error(`quiz ${quiz.slug} names an unknown tutor ${quiz.tutorEmail}`);
    const courseId = quiz.courseSlug ? courseIds.get(quiz.courseSlug) : null;
    if (courseId === undefined) throw new Error(`quiz ${quiz.slug} names an unknown course ${quiz.courseSlug}`);
    if (await ensureQuiz(db, quiz, tutorId, courseId)) createdQuizzes++;
  }
  await ensureDemoClass(db, tutorIds, log);
  const createdQuestions = await seedBank(db, storage, BANK_FILES, papers);
  await tagLessons(db, courseIds, created);
  await ensureSampleRenditions(db);
  log(
    `seeded: ${courses.length} courses, ${quizzes.length} quizzes (${createdQuizzes} new), ${papers.length} papers, ${createdQuestions} new bank questions`,
  );
}

/** The demo tutor's class with the demo student in it; made once, never changed after (a teacher may rename it). */
async function ensureDemoClass(db: Db, tutorIds: Map<string, string>, log: Log) {
  if (await db.schoolClass.findUnique({ where: { joinCode: DEMO_CLASS.joinCode }, select: { id: true } })) return;
  const teacherId = tutorIds.get(DEMO_TUTOR_EMAIL);
  const student = await db.user.findUnique({ where: { email: DEMO_STUDENT.email }, select: { id: true } });
  if (!teacherId || !student) throw new Error("the demo class needs the demo tutor and the demo student");
  await db.schoolClass.create({ data: { teacherId, ...DEMO_CLASS, members: { create: { studentId: student.id } } } });
  log(`demo class ${DEMO_CLASS.name} (code ${DEMO_CLASS.joinCode})`);
}

/**
 * The demo data. `databaseUrl` names the database `db` writes to: the demo student's two papers
 * are sat in a process of its own (prisma/seed-study.ts), started first so that the exam engine
 * loads while the rest is seeded.
 */
export async function seedDatabase(db: Db, options: { log?: Log; storage: Storage; databaseUrl: string }) {
  const log = options.log ?? (() => {});
  const study = (await demoStudentNeedsPapers(db, DEMO_STUDENT.email)) ? startStudySeed(options.databaseUrl) : null;
  try {
    await seedContent(db, options.storage, log);
    if (study) {
      const student = await db.user.findUniqueOrThrow({ where: { email: DEMO_STUDENT.email }, select: { id: true } });
      const made = await study.run(student.id);
      log(
        `demo student: 2 UTME papers (${made.sittings.map((s) => s.total).join(" and ")} of 400), ${made.reviews} reviews, ${made.due_today} cards due`,
      );
    }
  } finally {
    study?.cancel();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      "DATABASE_URL is not set: it names the database to seed (npm run dev seeds the embedded one itself).",
    );
    process.exit(1);
  }
  const db = createPrismaClient(url, { max: 2 });
  try {
    await seedDatabase(db, {
      log: (line) => console.log(line),
      storage: storageFromEnv(parseEnv(process.env)),
      databaseUrl: url,
    });
  } finally {
    await db.$disconnect();
  }
}
