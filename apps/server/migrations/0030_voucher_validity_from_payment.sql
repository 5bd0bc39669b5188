-- A voucher's validity is counted from its payment (ADR 015): an unpaid voucher has no valid-until yet.
ALTER TABLE "vouchers" ALTER COLUMN "valid_until" DROP NOT NULL;--> statement-breakpoint
-- Paid vouchers keep the date their certificate printed; unpaid ones get theirs when they are paid.
UPDATE "vouchers" SET "valid_until" = NULL WHERE "confirmed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_valid_until" CHECK (("vouchers"."confirmed_at" is null) = ("vouchers"."valid_until" is null));--> statement-breakpoint
-- The settings refuse a validity below the legal minimum of 5 years now: a stored shorter one is raised to it (audited).
INSERT INTO "audit_log" ("action", "detail")
SELECT 'settings.update', json_build_object('key', 'voucherValidityYears', 'old', ("value"->>'voucherValidityYears')::integer, 'new', 5, 'reason', 'legal minimum (ADR 015)')::text
FROM "settings" WHERE "key" = 'practice' AND jsonb_typeof("value"->'voucherValidityYears') = 'number' AND ("value"->>'voucherValidityYears')::numeric < 5;--> statement-breakpoint
UPDATE "settings" SET "value" = jsonb_set("value", '{voucherValidityYears}', '5'::jsonb), "updated_at" = now()
WHERE "key" = 'practice' AND jsonb_typeof("value"->'voucherValidityYears') = 'number' AND ("value"->>'voucherValidityYears')::numeric < 5;
