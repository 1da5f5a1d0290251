-- When the candidate first opened (was shown) each item of a sitting. Null for an item never
-- opened, and for every item of a sitting saved before this column: for those, an answered item
-- counts as opened and an unanswered one as never opened (docs/exam-engine.md).
ALTER TABLE "sitting_items" ADD COLUMN "opened_at" TIMESTAMP(3);

-- By that rule, an item a submitted sitting left blank was never opened, so it is not a mistake:
-- the "skipped" cards made from such items, never reviewed, leave the deck. (Cards a student has
-- already rated stay with their history; course quizzes' skipped cards are not sittings'.)
DELETE FROM "review_cards" rc
WHERE rc.reason = 'skipped' AND rc.reps = 0 AND rc.last_review IS NULL
  AND EXISTS (
    SELECT 1 FROM "sitting_items" si JOIN "sittings" s ON s.id = si.sitting_id
    WHERE s.student_id = rc.student_id AND si.question_id = rc.question_id
      AND s.submitted_at IS NOT NULL AND si.answer IS NULL
  )
  AND NOT EXISTS (
    SELECT 1 FROM "sitting_items" si JOIN "sittings" s ON s.id = si.sitting_id
    WHERE s.student_id = rc.student_id AND si.question_id = rc.question_id AND si.answer IS NOT NULL
  );
