ALTER TABLE "bookings" ADD COLUMN "temporary_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "health_reminder_sent_at" timestamp with time zone;