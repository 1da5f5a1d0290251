-- Courses and quizzes get a draft/published status (drafts are seen by their owner only)
-- and quizzes a review policy (when a student may see the answer key).
-- Hand-edited: the status columns are added with DEFAULT 'published' so every existing
-- course and quiz stays public, then the default becomes 'draft' for new rows.

-- CreateEnum
CREATE TYPE "ContentStatus" AS ENUM ('draft', 'published');

-- CreateEnum
CREATE TYPE "ReviewPolicy" AS ENUM ('after_each_attempt', 'after_last_attempt', 'never');

-- DropIndex
DROP INDEX "courses_featured_student_count_idx";

-- DropIndex
DROP INDEX "quizzes_category_difficulty_idx";

-- AlterTable
ALTER TABLE "courses" ADD COLUMN     "status" "ContentStatus" NOT NULL DEFAULT 'published';
ALTER TABLE "courses" ALTER COLUMN "status" SET DEFAULT 'draft';

-- AlterTable
ALTER TABLE "quizzes" ADD COLUMN     "review_policy" "ReviewPolicy" NOT NULL DEFAULT 'after_each_attempt',
ADD COLUMN     "status" "ContentStatus" NOT NULL DEFAULT 'published';
ALTER TABLE "quizzes" ALTER COLUMN "status" SET DEFAULT 'draft';

-- CreateIndex
CREATE INDEX "courses_status_featured_student_count_idx" ON "courses"("status", "featured", "student_count" DESC);

-- CreateIndex
CREATE INDEX "quizzes_status_category_title_idx" ON "quizzes"("status", "category", "title");
