-- CreateTable
CREATE TABLE "open_uploads" (
    "id" TEXT NOT NULL,
    "tutor_id" TEXT NOT NULL,
    "video_id" TEXT NOT NULL,
    "bytes" BIGINT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "open_uploads_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "open_uploads_tutor_id_expires_at_idx" ON "open_uploads"("tutor_id", "expires_at");
