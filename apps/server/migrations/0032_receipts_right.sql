ALTER TABLE "receipts" DROP CONSTRAINT "receipts_number_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sex" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "insured_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_basis_points" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "therapist_id" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "payment_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "copy_of_id" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "cancelled_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_copy_of_id_receipts_id_fk" FOREIGN KEY ("copy_of_id") REFERENCES "public"."receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_cancelled_by_user_id_users_id_fk" FOREIGN KEY ("cancelled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_original" ON "receipts" USING btree ("number") WHERE "receipts"."copy_of_id" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_sex" CHECK ("users"."sex" in ('female', 'male'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_discount" CHECK ("payments"."discount_basis_points" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_copy_not_cancelled" CHECK ("receipts"."copy_of_id" is null or "receipts"."cancelled_at" is null);