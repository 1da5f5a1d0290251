-- A course quiz is a paper with fixed sections on the sitting engine (docs/exam-engine.md,
-- "Course quizzes"): every quiz attempt becomes a sitting of its quiz, keeping its id (the
-- address of its result and the source of its evidence), number, clock, answers, score, correct
-- count, pass or fail and time taken, with one sitting item per quiz question as for a paper.
-- Then quiz_attempts goes.

-- AlterTable
ALTER TABLE "sittings" ADD COLUMN     "attempt_number" INTEGER,
ADD COLUMN     "correct_count" INTEGER,
ADD COLUMN     "passed" BOOLEAN,
ADD COLUMN     "question_count" INTEGER,
ADD COLUMN     "quiz_id" TEXT,
ADD COLUMN     "time_taken" INTEGER,
ALTER COLUMN "paper_id" DROP NOT NULL;

-- A sitting is of a paper or of a quiz, never both; a quiz's sittings are numbered.
ALTER TABLE "sittings" ADD CONSTRAINT "sittings_paper_or_quiz"
  CHECK (("paper_id" IS NULL) <> ("quiz_id" IS NULL) AND ("quiz_id" IS NULL) = ("attempt_number" IS NULL));

-- CreateIndex
CREATE INDEX "sittings_quiz_id_submitted_at_idx" ON "sittings"("quiz_id", "submitted_at");

-- CreateIndex
CREATE INDEX "sittings_attempt_number_submitted_at_idx" ON "sittings"("attempt_number", "submitted_at");

-- CreateIndex
CREATE UNIQUE INDEX "sittings_student_id_quiz_id_attempt_number_key" ON "sittings"("student_id", "quiz_id", "attempt_number");

-- AddForeignKey
ALTER TABLE "sittings" ADD CONSTRAINT "sittings_quiz_id_fkey" FOREIGN KEY ("quiz_id") REFERENCES "quizzes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every quiz question gets the question_versions row of its current version, if it has none yet
-- (sitting items point at a version).
INSERT INTO "question_versions" ("id", "question_id", "version", "text", "options", "answer_index", "explanation", "stimulus_id", "image_key", "created_at")
SELECT gen_random_uuid()::text, q."id", q."version", q."question", q."options", q."correct_index", q."explanation", q."stimulus_id", q."image_key", q."updated_at"
FROM "questions" q
WHERE q."quiz_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "question_versions" v WHERE v."question_id" = q."id" AND v."version" = q."version");

-- The attempts. A sitting's deadline is without its grace (60 s for a quiz, added on top); a
-- saved answer is the option's letter, and one saved after the deadline (which never counted)
-- is left out.
INSERT INTO "sittings" ("id", "student_id", "paper_id", "quiz_id", "attempt_number", "mode", "subjects", "started_at",
  "expires_at", "submitted_at", "answers", "total_score", "max_score", "correct_count", "question_count", "passed",
  "time_taken", "auto_submitted")
SELECT a."id", a."student_id", NULL, a."quiz_id", a."attempt_number", 'practice', ARRAY[z."category"], a."started_at",
  a."expires_at" - interval '60 seconds', a."submitted_at",
  COALESCE((
    SELECT jsonb_object_agg(e.key, chr(65 + (e.value->>'index')::int))
    FROM jsonb_each(CASE WHEN jsonb_typeof(a."answers") = 'object' THEN a."answers" ELSE '{}'::jsonb END) e
    WHERE jsonb_typeof(e.value->'index') = 'number'
      AND (a."expires_at" IS NULL OR e.value->>'saved_at' IS NULL OR (e.value->>'saved_at')::timestamp <= a."expires_at")
  ), '{}'::jsonb),
  a."score", 100, a."correct_answers", a."total_questions", a."passed", a."time_taken", a."auto_submitted"
FROM "quiz_attempts" a JOIN "quizzes" z ON z."id" = a."quiz_id";

-- One item per question of the quiz in its position, options in their own order (a quiz does
-- not shuffle); a submitted attempt's items are marked from its answers.
INSERT INTO "sitting_items" ("sitting_id", "number", "subject", "question_id", "version_id", "option_order", "correct_key", "answer", "correct")
SELECT s."id",
  row_number() OVER (PARTITION BY s."id" ORDER BY q."position" NULLS LAST, q."id"),
  s."subjects"[1], q."id", v."id",
  ARRAY(SELECT generate_series(0, cardinality(q."options") - 1)),
  chr(65 + q."correct_index"),
  CASE WHEN s."submitted_at" IS NOT NULL THEN s."answers"->>q."id" END,
  CASE WHEN s."submitted_at" IS NOT NULL THEN COALESCE(s."answers"->>q."id" = chr(65 + q."correct_index"), false) END
FROM "sittings" s
JOIN "questions" q ON q."quiz_id" = s."quiz_id"
JOIN "question_versions" v ON v."question_id" = q."id" AND v."version" = q."version"
WHERE s."quiz_id" IS NOT NULL;

-- DropForeignKey
ALTER TABLE "quiz_attempts" DROP CONSTRAINT "quiz_attempts_quiz_id_fkey";

-- DropForeignKey
ALTER TABLE "quiz_attempts" DROP CONSTRAINT "quiz_attempts_student_id_fkey";

-- DropTable
DROP TABLE "quiz_attempts";
