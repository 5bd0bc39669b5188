CREATE TABLE "waitlist_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"booking_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "waitlist_offers_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "waitlist_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"therapy_id" integer NOT NULL,
	"arrangement_id" integer NOT NULL,
	"therapist_id" integer,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"weekdays" jsonb NOT NULL,
	"from_minute" smallint NOT NULL,
	"to_minute" smallint NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "waitlist_requests_window" CHECK ("waitlist_requests"."from_minute" < "waitlist_requests"."to_minute" and "waitlist_requests"."from_date" <= "waitlist_requests"."to_date")
);
--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_request_id_waitlist_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."waitlist_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_requests" ADD CONSTRAINT "waitlist_requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_requests" ADD CONSTRAINT "waitlist_requests_therapy_id_therapies_id_fk" FOREIGN KEY ("therapy_id") REFERENCES "public"."therapies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_requests" ADD CONSTRAINT "waitlist_requests_arrangement_id_arrangements_id_fk" FOREIGN KEY ("arrangement_id") REFERENCES "public"."arrangements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_requests" ADD CONSTRAINT "waitlist_requests_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_request_start" ON "waitlist_offers" USING btree ("request_id","starts_at");--> statement-breakpoint
CREATE INDEX "waitlist_requests_waiting_idx" ON "waitlist_requests" USING btree ("to_date") WHERE "waitlist_requests"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_requests_customer_idx" ON "waitlist_requests" USING btree ("customer_id");