-- Offline papers (docs/exam-engine.md, "Offline papers"): a paper drawn for a phone to sit
-- offline keeps its draw and keys here; the sitting is made when the phone brings the answers
-- back, and the pack names it, so a pack is sat once.
-- CreateTable
CREATE TABLE "offline_packs" (
    "id" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "paper_id" TEXT NOT NULL,
    "mode" "SittingMode" NOT NULL,
    "subjects" TEXT[],
    "timed" BOOLEAN NOT NULL,
    "max_score" INTEGER NOT NULL,
    "items" JSONB NOT NULL,
    "downloaded_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sitting_id" TEXT,

    CONSTRAINT "offline_packs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "offline_packs_sitting_id_key" ON "offline_packs"("sitting_id");

-- CreateIndex
CREATE INDEX "offline_packs_student_id_downloaded_at_idx" ON "offline_packs"("student_id", "downloaded_at" DESC);

-- AddForeignKey
ALTER TABLE "offline_packs" ADD CONSTRAINT "offline_packs_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offline_packs" ADD CONSTRAINT "offline_packs_paper_id_fkey" FOREIGN KEY ("paper_id") REFERENCES "papers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offline_packs" ADD CONSTRAINT "offline_packs_sitting_id_fkey" FOREIGN KEY ("sitting_id") REFERENCES "sittings"("id") ON DELETE SET NULL ON UPDATE CASCADE;
