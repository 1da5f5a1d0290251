-- CreateTable
CREATE TABLE "stored_objects" (
    "key" TEXT NOT NULL,
    "owner_id" TEXT NOT NULL,
    "bytes" BIGINT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stored_objects_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "stored_objects_owner_id_idx" ON "stored_objects"("owner_id");
