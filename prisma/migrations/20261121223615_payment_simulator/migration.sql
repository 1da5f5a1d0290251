-- CreateTable
CREATE TABLE "simulated_transactions" (
    "id" SERIAL NOT NULL,
    "tx_ref" TEXT NOT NULL,
    "flw_ref" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'NGN',
    "status" TEXT NOT NULL,
    "payment_type" TEXT NOT NULL,
    "customer_email" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settle_at" TIMESTAMP(3),

    CONSTRAINT "simulated_transactions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "simulated_transactions_tx_ref_idx" ON "simulated_transactions"("tx_ref");
