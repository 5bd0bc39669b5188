ALTER TABLE "bookings" ADD COLUMN "paid_rappen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The totals of the payments recorded so far.
UPDATE "bookings" SET "paid_rappen" = "totals"."sum", "payment_count" = "totals"."count"
FROM (SELECT "booking_id", sum("amount_rappen")::integer AS "sum", count(*)::integer AS "count" FROM "payments" WHERE "booking_id" IS NOT NULL GROUP BY "booking_id") AS "totals"
WHERE "bookings"."id" = "totals"."booking_id";--> statement-breakpoint
-- Kept by the database on every path a payment takes (the app, seeds, a restore): the to-do list relies on them.
CREATE FUNCTION "bookings_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD."booking_id" IS NOT NULL THEN
    UPDATE "bookings" SET "paid_rappen" = "paid_rappen" - OLD."amount_rappen", "payment_count" = "payment_count" - 1 WHERE "id" = OLD."booking_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."booking_id" IS NOT NULL THEN
    UPDATE "bookings" SET "paid_rappen" = "paid_rappen" + NEW."amount_rappen", "payment_count" = "payment_count" + 1 WHERE "id" = NEW."booking_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_paid" AFTER INSERT OR DELETE OR UPDATE OF "booking_id", "amount_rappen" ON "payments" FOR EACH ROW EXECUTE FUNCTION "bookings_paid"();--> statement-breakpoint
CREATE INDEX "bookings_unpaid_idx" ON "bookings" USING btree ("ends_at") WHERE "bookings"."cancelled_at" is null and "bookings"."payment_count" = 0;--> statement-breakpoint
CREATE INDEX "bookings_charge_open_idx" ON "bookings" USING btree ("ends_at") WHERE "bookings"."cancelled_at" is not null and "bookings"."charge_rappen" > "bookings"."paid_rappen";
