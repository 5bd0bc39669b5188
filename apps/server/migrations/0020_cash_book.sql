CREATE TABLE "cash_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_counts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date" date NOT NULL,
	"denominations" jsonb NOT NULL,
	"counted_rappen" integer NOT NULL,
	"book_rappen" integer NOT NULL,
	"discrepancy_rappen" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_periods" (
	"month" text PRIMARY KEY NOT NULL,
	"closing_rappen" integer NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "cash_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"amount_rappen" integer NOT NULL,
	"direction" text NOT NULL,
	"payment_id" integer,
	"booking_id" integer,
	"voucher_id" integer,
	"reverses_id" integer,
	"count_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_transactions_number_unique" UNIQUE("number"),
	CONSTRAINT "cash_transactions_amount" CHECK ("cash_transactions"."amount_rappen" > 0 and "cash_transactions"."amount_rappen" <= 10000000),
	CONSTRAINT "cash_transactions_direction" CHECK ("cash_transactions"."direction" in ('debit', 'credit'))
);
--> statement-breakpoint
ALTER TABLE "cash_counts" ADD CONSTRAINT "cash_counts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_periods" ADD CONSTRAINT "cash_periods_closed_by_user_id_users_id_fk" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transactions" ADD CONSTRAINT "cash_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transactions" ADD CONSTRAINT "cash_transactions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transactions" ADD CONSTRAINT "cash_transactions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transactions" ADD CONSTRAINT "cash_transactions_reverses_id_cash_transactions_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."cash_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transactions" ADD CONSTRAINT "cash_transactions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_counts_date_idx" ON "cash_counts" USING btree ("date");--> statement-breakpoint
CREATE INDEX "cash_transactions_date_idx" ON "cash_transactions" USING btree ("date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_transactions_payment_idx" ON "cash_transactions" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_transactions_reverses_idx" ON "cash_transactions" USING btree ("reverses_id");