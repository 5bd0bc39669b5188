CREATE TABLE "rate_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_links" ADD COLUMN "purpose" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_links" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "via_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "unverified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_events_key_idx" ON "rate_events" USING btree ("bucket","key","at");--> statement-breakpoint
ALTER TABLE "login_links" ADD CONSTRAINT "login_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;