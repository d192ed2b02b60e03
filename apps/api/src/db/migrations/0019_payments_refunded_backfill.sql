-- Issue 16: a charge record's refunded_amount is what has been given back on it. Charges refunded
-- before the column existed get the sum of their refund and void records (at most the charge, so
-- booking_payments_refunded_ck holds even where the old race gave back too much).
UPDATE "booking_payments" AS "charge"
SET "refunded_amount" = LEAST("charge"."transaction_amount", "back"."total")
FROM (
  SELECT "site_id", "refund_of_id", SUM("transaction_amount") AS "total"
  FROM "booking_payments"
  WHERE "transaction_type" IN ('refundTransaction', 'voidTransaction') AND "refund_of_id" IS NOT NULL
  GROUP BY "site_id", "refund_of_id"
) AS "back"
WHERE "charge"."site_id" = "back"."site_id"
  AND "charge"."id" = "back"."refund_of_id"
  AND "charge"."transaction_type" IN ('authCaptureTransaction', 'paybycash');
