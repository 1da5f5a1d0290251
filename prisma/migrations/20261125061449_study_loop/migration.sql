-- CreateEnum
CREATE TYPE "MasteryLevel" AS ENUM ('not_started', 'attempted', 'familiar', 'proficient', 'mastered');

-- CreateEnum
CREATE TYPE "EvidenceSource" AS ENUM ('sitting', 'quiz', 'review', 'drill');

-- CreateTable
CREATE TABLE "answer_events" (
    "id" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "question_id" TEXT NOT NULL,
    "topic_id" TEXT,
    "subject" TEXT,
    "correct" BOOLEAN NOT NULL,
    "answered" BOOLEAN NOT NULL DEFAULT true,
    "difficulty" "QuizDifficulty" NOT NULL,
    "source" "EvidenceSource" NOT NULL,
    "source_id" TEXT NOT NULL,
    "answered_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "answer_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "topic_mastery" (
    "student_id" TEXT NOT NULL,
    "topic_id" TEXT NOT NULL,
    "level" "MasteryLevel" NOT NULL,
    "answered" INTEGER NOT NULL,
    "correct" INTEGER NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "topic_mastery_pkey" PRIMARY KEY ("student_id","topic_id")
);

-- CreateTable
CREATE TABLE "review_cards" (
    "id" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "question_id" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "due" TIMESTAMP(3) NOT NULL,
    "stability" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "difficulty" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "elapsed_days" INTEGER NOT NULL DEFAULT 0,
    "scheduled_days" INTEGER NOT NULL DEFAULT 0,
    "learning_steps" INTEGER NOT NULL DEFAULT 0,
    "reps" INTEGER NOT NULL DEFAULT 0,
    "lapses" INTEGER NOT NULL DEFAULT 0,
    "state" INTEGER NOT NULL DEFAULT 0,
    "last_review" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_cards_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_logs" (
    "id" TEXT NOT NULL,
    "card_id" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "answer" TEXT,
    "correct" BOOLEAN,
    "reviewed_at" TIMESTAMP(3) NOT NULL,
    "client_review_id" TEXT,
    "due_after" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "review_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "prediction_snapshots" (
    "id" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "total" INTEGER NOT NULL,
    "low" INTEGER NOT NULL,
    "high" INTEGER NOT NULL,
    "subjects" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "prediction_snapshots_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "guardian_digests" (
    "student_id" TEXT NOT NULL,
    "channel" TEXT NOT NULL DEFAULT 'email',
    "email" TEXT,
    "phone" TEXT,
    "guardian_name" TEXT NOT NULL DEFAULT '',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "last_sent_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "guardian_digests_pkey" PRIMARY KEY ("student_id")
);

-- CreateTable
CREATE TABLE "video_topics" (
    "video_id" TEXT NOT NULL,
    "topic_id" TEXT NOT NULL,

    CONSTRAINT "video_topics_pkey" PRIMARY KEY ("video_id","topic_id")
);

-- CreateIndex
CREATE INDEX "answer_events_student_id_topic_id_answered_at_idx" ON "answer_events"("student_id", "topic_id", "answered_at");

-- CreateIndex
CREATE INDEX "answer_events_student_id_answered_at_idx" ON "answer_events"("student_id", "answered_at");

-- CreateIndex
CREATE UNIQUE INDEX "answer_events_source_source_id_question_id_key" ON "answer_events"("source", "source_id", "question_id");

-- CreateIndex
CREATE INDEX "review_cards_student_id_due_idx" ON "review_cards"("student_id", "due");

-- CreateIndex
CREATE UNIQUE INDEX "review_cards_student_id_question_id_key" ON "review_cards"("student_id", "question_id");

-- CreateIndex
CREATE INDEX "review_logs_student_id_reviewed_at_idx" ON "review_logs"("student_id", "reviewed_at");

-- CreateIndex
CREATE UNIQUE INDEX "review_logs_student_id_client_review_id_key" ON "review_logs"("student_id", "client_review_id");

-- CreateIndex
CREATE INDEX "prediction_snapshots_student_id_created_at_idx" ON "prediction_snapshots"("student_id", "created_at");

-- CreateIndex
CREATE INDEX "video_topics_topic_id_idx" ON "video_topics"("topic_id");

-- AddForeignKey
ALTER TABLE "answer_events" ADD CONSTRAINT "answer_events_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "answer_events" ADD CONSTRAINT "answer_events_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "answer_events" ADD CONSTRAINT "answer_events_topic_id_fkey" FOREIGN KEY ("topic_id") REFERENCES "topics"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "topic_mastery" ADD CONSTRAINT "topic_mastery_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "topic_mastery" ADD CONSTRAINT "topic_mastery_topic_id_fkey" FOREIGN KEY ("topic_id") REFERENCES "topics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_card_id_fkey" FOREIGN KEY ("card_id") REFERENCES "review_cards"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "prediction_snapshots" ADD CONSTRAINT "prediction_snapshots_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "guardian_digests" ADD CONSTRAINT "guardian_digests_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "video_topics" ADD CONSTRAINT "video_topics_video_id_fkey" FOREIGN KEY ("video_id") REFERENCES "videos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "video_topics" ADD CONSTRAINT "video_topics_topic_id_fkey" FOREIGN KEY ("topic_id") REFERENCES "topics"("id") ON DELETE CASCADE ON UPDATE CASCADE;
