-- CreateIndex
CREATE INDEX "sittings_open_expires_at_idx" ON "sittings"("expires_at") WHERE (submitted_at IS NULL AND expires_at IS NOT NULL);
