-- Whether a student has an exam-mode sitting open (server/exam/exam-in-progress.ts) is asked
-- before every practice start and answer check.
CREATE INDEX "sittings_student_id_mode_submitted_at_idx" ON "sittings"("student_id", "mode", "submitted_at");
