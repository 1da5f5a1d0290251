-- A lesson may play from a public https address instead of a stored file.
ALTER TABLE "videos" ADD COLUMN "video_url" TEXT;
