-- CreateEnum
CREATE TYPE "VideoQuality" AS ENUM ('auto', 'audio', 'lite', 'standard', 'high');

-- CreateEnum
CREATE TYPE "MediaState" AS ENUM ('awaiting_upload', 'processing', 'ready', 'failed');

-- CreateEnum
CREATE TYPE "RenditionKind" AS ENUM ('audio', 'p240', 'p360', 'p480');

-- CreateEnum
CREATE TYPE "TranscodeStepName" AS ENUM ('probe', 'poster', 'audio', 'p240', 'p360', 'p480');

-- CreateEnum
CREATE TYPE "TranscodeStepState" AS ENUM ('waiting', 'running', 'done', 'skipped', 'failed');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "data_network" TEXT,
ADD COLUMN     "video_quality" "VideoQuality" NOT NULL DEFAULT 'auto';

-- AlterTable
ALTER TABLE "videos" ADD COLUMN     "media_state" "MediaState",
ADD COLUMN     "poster_key" TEXT,
ADD COLUMN     "source_key" TEXT;

-- CreateTable
CREATE TABLE "video_renditions" (
    "video_id" TEXT NOT NULL,
    "kind" "RenditionKind" NOT NULL,
    "storage_key" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "bytes" BIGINT NOT NULL,
    "bitrate_kbps" INTEGER NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "video_renditions_pkey" PRIMARY KEY ("video_id","kind")
);

-- CreateTable
CREATE TABLE "transcode_steps" (
    "video_id" TEXT NOT NULL,
    "step" "TranscodeStepName" NOT NULL,
    "state" "TranscodeStepState" NOT NULL DEFAULT 'waiting',
    "percent" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "started_at" TIMESTAMP(3),
    "finished_at" TIMESTAMP(3),

    CONSTRAINT "transcode_steps_pkey" PRIMARY KEY ("video_id","step")
);

-- CreateTable
CREATE TABLE "data_tariffs" (
    "network" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "naira_per_gb" INTEGER NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "data_tariffs_pkey" PRIMARY KEY ("network")
);

-- AddForeignKey
ALTER TABLE "video_renditions" ADD CONSTRAINT "video_renditions_video_id_fkey" FOREIGN KEY ("video_id") REFERENCES "videos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "transcode_steps" ADD CONSTRAINT "transcode_steps_video_id_fkey" FOREIGN KEY ("video_id") REFERENCES "videos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Data prices after the 2025 tariff rise (operators update them with `npm run tariffs`).
INSERT INTO "data_tariffs" ("network", "name", "naira_per_gb", "updated_at") VALUES
  ('mtn', 'MTN', 350, CURRENT_TIMESTAMP),
  ('airtel', 'Airtel', 500, CURRENT_TIMESTAMP),
  ('glo', 'Glo', 750, CURRENT_TIMESTAMP);
