// Shapes of the demo data that prisma/seed.ts loads. Slugs and emails are stable keys:
// seeding creates what is missing and leaves existing rows alone.

export { SUBJECTS, type Subject } from "../../lib/subjects";
import type { Subject } from "../../lib/subjects";

export type CourseLevel = "Beginner" | "Intermediate" | "Advanced";
export type ExamBody = "WAEC" | "JAMB" | "NECO";

export type SeedLesson = {
  title: string;
  description: string;
  /**
   * Length of the lesson in seconds: exactly the length of its demo video, which
   * scripts/generate-lesson-media.ts makes this long (scripts/lesson-media.test.ts checks).
   */
  durationSeconds: number;
  /** Free preview lesson: playable without enrolment. */
  preview?: boolean;
};

export type SeedSection = {
  title: string;
  lessons: SeedLesson[];
};

export type SeedCourse = {
  slug: string;
  title: string;
  /** Email of one of the seeded tutors (see tutors.ts). */
  tutorEmail: string;
  description: string;
  category: Subject;
  exam: ExamBody;
  level: CourseLevel;
  /** Whole naira. 0 = free. */
  price: number;
  /** Whole naira, greater than price, or null. */
  originalPrice: number | null;
  durationHours: number;
  rating: number;
  reviewCount: number;
  studentCount: number;
  featured: boolean;
  bestseller: boolean;
  objectives: string[];
  requirements: string[];
  downloadableMaterial: boolean;
  issueCertificate: boolean;
  tags: string[];
  sections: SeedSection[];
};

export type QuizDifficulty = "easy" | "medium" | "hard";

export type SeedQuestion = {
  question: string;
  options: [string, string, string, string];
  /** Index (0-3) of the correct option. */
  correct: 0 | 1 | 2 | 3;
  explanation: string;
};

export type SeedQuiz = {
  slug: string;
  title: string;
  description: string;
  category: Subject;
  difficulty: QuizDifficulty;
  /** Slug of a course in courses.ts, or null for a general quiz. */
  courseSlug: string | null;
  tutorEmail: string;
  /** Minutes. */
  timeLimit: number;
  passingScore: number;
  /** null = unlimited. */
  maxAttempts: number | null;
  questions: SeedQuestion[];
};
