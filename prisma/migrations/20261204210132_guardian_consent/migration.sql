-- CreateTable
CREATE TABLE "guardian_contacts" (
    "student_id" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "channel" TEXT NOT NULL,
    "confirmation_sent_at" TIMESTAMP(3),
    "decided_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "guardian_contacts_pkey" PRIMARY KEY ("student_id","address")
);

-- CreateTable
CREATE TABLE "guardian_links" (
    "token_hash" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "guardian_links_pkey" PRIMARY KEY ("token_hash")
);

-- CreateIndex
CREATE INDEX "guardian_contacts_student_id_created_at_idx" ON "guardian_contacts"("student_id", "created_at");

-- CreateIndex
CREATE INDEX "guardian_links_student_id_address_idx" ON "guardian_links"("student_id", "address");

-- AddForeignKey
ALTER TABLE "guardian_contacts" ADD CONSTRAINT "guardian_contacts_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "guardian_digests"("student_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_student_id_address_fkey" FOREIGN KEY ("student_id", "address") REFERENCES "guardian_contacts"("student_id", "address") ON DELETE CASCADE ON UPDATE CASCADE;
