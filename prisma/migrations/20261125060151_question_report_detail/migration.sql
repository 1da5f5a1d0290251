-- AlterTable
ALTER TABLE "question_reports" ADD COLUMN     "detail" TEXT;
