CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target_type" text NOT NULL,
	"booking_id" integer,
	"target_voucher_id" integer,
	"amount_rappen" integer NOT NULL,
	"type_id" smallint NOT NULL,
	"paid_on" date NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"payer_id" integer,
	"acquired_customer_id" integer,
	"voucher_id" integer,
	"therapist_id" integer,
	"service_date" date,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_target" CHECK (("payments"."target_type" = 'booking' and "payments"."booking_id" is not null) or ("payments"."target_type" = 'voucher' and "payments"."target_voucher_id" is not null)),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_rappen" <> 0 and abs("payments"."amount_rappen") <= 10000000),
	CONSTRAINT "payments_negative_cash" CHECK ("payments"."amount_rappen" > 0 or "payments"."type_id" = 2)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_type_id_payment_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."payment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_acquired_customer_id_users_id_fk" FOREIGN KEY ("acquired_customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_paid_on_idx" ON "payments" USING btree ("paid_on","type_id");--> statement-breakpoint
CREATE INDEX "payments_service_idx" ON "payments" USING btree ("service_date","therapist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_acquired_once" ON "payments" USING btree ("acquired_customer_id");