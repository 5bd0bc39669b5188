ALTER TABLE "bookings" ADD COLUMN "charge_rappen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Charged cancellations made before the amount was stored cost the full price.
UPDATE "bookings" SET "charge_rappen" = "price_rappen" WHERE "cancel_type" = 5 AND "cancel_cost_option" = 'full';--> statement-breakpoint
UPDATE "bookings" SET "cancel_reason" = 'customerRequest' WHERE "cancel_reason" = 'customer_request';
