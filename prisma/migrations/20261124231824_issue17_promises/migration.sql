-- DropForeignKey
ALTER TABLE "payments" DROP CONSTRAINT "payments_student_id_fkey";

-- AlterTable
ALTER TABLE "payments" ALTER COLUMN "student_id" DROP NOT NULL;

-- CreateTable
CREATE TABLE "saved_courses" (
    "student_id" TEXT NOT NULL,
    "course_id" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saved_courses_pkey" PRIMARY KEY ("student_id","course_id")
);

-- CreateTable
CREATE TABLE "subject_requests" (
    "id" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "exam" TEXT NOT NULL,
    "note" TEXT,
    "requester_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "subject_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "saved_courses_student_id_created_at_idx" ON "saved_courses"("student_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "saved_courses_course_id_idx" ON "saved_courses"("course_id");

-- CreateIndex
CREATE INDEX "subject_requests_created_at_idx" ON "subject_requests"("created_at" DESC);

-- CreateIndex
CREATE INDEX "subject_requests_requester_id_idx" ON "subject_requests"("requester_id");

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_courses" ADD CONSTRAINT "saved_courses_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_courses" ADD CONSTRAINT "saved_courses_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subject_requests" ADD CONSTRAINT "subject_requests_requester_id_fkey" FOREIGN KEY ("requester_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
