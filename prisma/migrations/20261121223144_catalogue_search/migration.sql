-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateIndex
CREATE INDEX "courses_title_trgm_idx" ON "courses" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "courses_instructor_trgm_idx" ON "courses" USING GIN ("instructor" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "courses_description_trgm_idx" ON "courses" USING GIN ("description" gin_trgm_ops);
