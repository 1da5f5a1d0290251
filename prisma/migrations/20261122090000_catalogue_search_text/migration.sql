-- One searchable text per course for the catalogue search: title, instructor and
-- description lower-cased, joined by a newline, kept by PostgreSQL (never written by the
-- app), with one trigram index replacing the three per-column ones.
-- Hand-written: schema.prisma declares the column (its default is the generation
-- expression) but Prisma cannot generate a GENERATED column.

-- DropIndex
DROP INDEX "courses_title_trgm_idx";

-- DropIndex
DROP INDEX "courses_instructor_trgm_idx";

-- DropIndex
DROP INDEX "courses_description_trgm_idx";

-- AlterTable
ALTER TABLE "courses" ADD COLUMN "search_text" TEXT GENERATED ALWAYS AS (lower("title" || chr(10) || "instructor" || chr(10) || "description")) STORED;

-- CreateIndex
CREATE INDEX "courses_search_text_trgm_idx" ON "courses" USING GIN ("search_text" gin_trgm_ops);
