-- CreateEnum
CREATE TYPE "ExamBody" AS ENUM ('UTME', 'WAEC', 'NECO');

-- CreateEnum
CREATE TYPE "QuestionStatus" AS ENUM ('active', 'retired');

-- CreateEnum
CREATE TYPE "StimulusKind" AS ENUM ('passage', 'table', 'diagram');

-- CreateEnum
CREATE TYPE "SittingMode" AS ENUM ('exam', 'practice');

-- CreateEnum
CREATE TYPE "PaperScoring" AS ENUM ('per_subject_100', 'one_per_correct');

-- AlterTable
ALTER TABLE "questions" ADD COLUMN     "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "difficulty" "QuizDifficulty" NOT NULL DEFAULT 'medium',
ADD COLUMN     "exams" "ExamBody"[] DEFAULT ARRAY[]::"ExamBody"[],
ADD COLUMN     "image_key" TEXT,
ADD COLUMN     "owner_id" TEXT,
ADD COLUMN     "slug" TEXT,
ADD COLUMN     "source" TEXT NOT NULL DEFAULT 'original',
ADD COLUMN     "source_year" INTEGER,
ADD COLUMN     "status" "QuestionStatus" NOT NULL DEFAULT 'active',
ADD COLUMN     "stimulus_id" TEXT,
ADD COLUMN     "subject" TEXT,
ADD COLUMN     "topic_id" TEXT,
ADD COLUMN     "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1,
ALTER COLUMN "quiz_id" DROP NOT NULL,
ALTER COLUMN "position" DROP NOT NULL;

-- CreateTable
CREATE TABLE "topics" (
    "id" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "parent_id" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "topics_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stimuli" (
    "id" TEXT NOT NULL,
    "slug" TEXT,
    "owner_id" TEXT,
    "subject" TEXT NOT NULL,
    "kind" "StimulusKind" NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "content" TEXT NOT NULL,
    "image_key" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stimuli_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "question_versions" (
    "id" TEXT NOT NULL,
    "question_id" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "options" TEXT[],
    "answer_index" INTEGER NOT NULL,
    "explanation" TEXT NOT NULL DEFAULT '',
    "stimulus_id" TEXT,
    "image_key" TEXT,
    "html" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "question_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "papers" (
    "id" TEXT NOT NULL,
    "exam" "ExamBody" NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "duration_minutes" INTEGER NOT NULL,
    "options" INTEGER NOT NULL,
    "choose" INTEGER NOT NULL DEFAULT 0,
    "required" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "sections" JSONB NOT NULL,
    "scoring" "PaperScoring" NOT NULL,
    "review_policy" "ReviewPolicy" NOT NULL DEFAULT 'after_each_attempt',
    "grace_seconds" INTEGER NOT NULL DEFAULT 60,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "papers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sittings" (
    "id" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "paper_id" TEXT NOT NULL,
    "mode" "SittingMode" NOT NULL,
    "subjects" TEXT[],
    "started_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3),
    "submitted_at" TIMESTAMP(3),
    "answers" JSONB NOT NULL DEFAULT '{}',
    "flags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "time_spent" JSONB NOT NULL DEFAULT '{}',
    "total_score" INTEGER,
    "max_score" INTEGER NOT NULL,
    "result" JSONB,
    "auto_submitted" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "sittings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sitting_items" (
    "sitting_id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "subject" TEXT NOT NULL,
    "question_id" TEXT NOT NULL,
    "version_id" TEXT NOT NULL,
    "option_order" INTEGER[],
    "correct_key" TEXT NOT NULL,
    "answer" TEXT,
    "correct" BOOLEAN,

    CONSTRAINT "sitting_items_pkey" PRIMARY KEY ("sitting_id","number")
);

-- CreateTable
CREATE TABLE "question_reports" (
    "id" TEXT NOT NULL,
    "question_id" TEXT NOT NULL,
    "reporter_id" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolved_at" TIMESTAMP(3),

    CONSTRAINT "question_reports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "topics_subject_slug_key" ON "topics"("subject", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "stimuli_slug_key" ON "stimuli"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "question_versions_question_id_version_key" ON "question_versions"("question_id", "version");

-- CreateIndex
CREATE INDEX "sittings_student_id_started_at_idx" ON "sittings"("student_id", "started_at" DESC);

-- CreateIndex
CREATE INDEX "sittings_paper_id_submitted_at_idx" ON "sittings"("paper_id", "submitted_at");

-- CreateIndex
CREATE INDEX "sitting_items_question_id_idx" ON "sitting_items"("question_id");

-- CreateIndex
CREATE INDEX "sitting_items_version_id_idx" ON "sitting_items"("version_id");

-- CreateIndex
CREATE INDEX "question_reports_question_id_created_at_idx" ON "question_reports"("question_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "question_reports_question_id_reporter_id_key" ON "question_reports"("question_id", "reporter_id");

-- CreateIndex
CREATE UNIQUE INDEX "questions_slug_key" ON "questions"("slug");

-- CreateIndex
CREATE INDEX "questions_subject_status_topic_id_idx" ON "questions"("subject", "status", "topic_id");

-- CreateIndex
CREATE INDEX "questions_owner_id_idx" ON "questions"("owner_id");

-- AddForeignKey
ALTER TABLE "questions" ADD CONSTRAINT "questions_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "questions" ADD CONSTRAINT "questions_topic_id_fkey" FOREIGN KEY ("topic_id") REFERENCES "topics"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "questions" ADD CONSTRAINT "questions_stimulus_id_fkey" FOREIGN KEY ("stimulus_id") REFERENCES "stimuli"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "topics" ADD CONSTRAINT "topics_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "topics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stimuli" ADD CONSTRAINT "stimuli_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_versions" ADD CONSTRAINT "question_versions_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sittings" ADD CONSTRAINT "sittings_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sittings" ADD CONSTRAINT "sittings_paper_id_fkey" FOREIGN KEY ("paper_id") REFERENCES "papers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sitting_items" ADD CONSTRAINT "sitting_items_sitting_id_fkey" FOREIGN KEY ("sitting_id") REFERENCES "sittings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sitting_items" ADD CONSTRAINT "sitting_items_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sitting_items" ADD CONSTRAINT "sitting_items_version_id_fkey" FOREIGN KEY ("version_id") REFERENCES "question_versions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Course quiz questions join the bank: subject, owner and difficulty come from their quiz, and
-- what candidates have seen so far becomes version 1.
UPDATE "questions" AS q
SET "subject" = z."category", "owner_id" = z."tutor_id", "difficulty" = z."difficulty"
FROM "quizzes" AS z
WHERE q."quiz_id" = z."id";

INSERT INTO "question_versions" ("id", "question_id", "version", "text", "options", "answer_index", "explanation")
SELECT gen_random_uuid()::text, q."id", 1, q."question", q."options", q."correct_index", q."explanation"
FROM "questions" AS q;
