-- Editorial review (docs/question-bank.md "Editorial review"): editors, the review of tutors'
-- questions for the platform pool, and how a report was resolved.

-- CreateEnum
CREATE TYPE "ReviewStatus" AS ENUM ('private', 'submitted', 'approved', 'rejected');

-- AlterTable
ALTER TABLE "users" ADD COLUMN "is_editor" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "questions" ADD COLUMN "review_status" "ReviewStatus" NOT NULL DEFAULT 'private',
ADD COLUMN "review_note" TEXT,
ADD COLUMN "submitted_at" TIMESTAMP(3),
ADD COLUMN "reviewed_at" TIMESTAMP(3),
ADD COLUMN "reviewed_by" TEXT,
ADD COLUMN "approved_version" INTEGER;

-- AlterTable
ALTER TABLE "question_reports" ADD COLUMN "resolved_by" TEXT,
ADD COLUMN "resolution_action" TEXT,
ADD COLUMN "resolution_note" TEXT;

-- CreateIndex
CREATE INDEX "questions_subject_status_owner_id_approved_version_idx" ON "questions"("subject", "status", "owner_id", "approved_version");

-- CreateIndex
CREATE INDEX "questions_review_status_submitted_at_idx" ON "questions"("review_status", "submitted_at");

-- CreateIndex
CREATE INDEX "question_reports_resolved_at_created_at_idx" ON "question_reports"("resolved_at", "created_at");

-- AddForeignKey
ALTER TABLE "questions" ADD CONSTRAINT "questions_reviewed_by_fkey" FOREIGN KEY ("reviewed_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_resolved_by_fkey" FOREIGN KEY ("resolved_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
