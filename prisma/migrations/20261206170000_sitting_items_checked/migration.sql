-- When a practice item's answer was checked (its key shown): from then on the answer stays as it
-- was checked, on every phone (server/exam/sitting-answers.ts). Null for every item before.
ALTER TABLE "sitting_items" ADD COLUMN "checked_at" TIMESTAMP(3);
