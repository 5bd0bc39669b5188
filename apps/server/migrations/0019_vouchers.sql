CREATE TABLE "voucher_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"code" text NOT NULL,
	"buyer_id" integer NOT NULL,
	"motif" text NOT NULL,
	"initial_rappen" integer NOT NULL,
	"balance_rappen" integer NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"for_name" text DEFAULT '' NOT NULL,
	"ship_to" text NOT NULL,
	"ship_by" text NOT NULL,
	"ship_email" text,
	"ship_address" jsonb,
	"payment_method" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"requested_on" date NOT NULL,
	"valid_until" date NOT NULL,
	"confirmed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"mail_held" boolean DEFAULT false NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_number_unique" UNIQUE("number"),
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_balance" CHECK ("vouchers"."balance_rappen" >= 0 and "vouchers"."balance_rappen" <= "vouchers"."initial_rappen"),
	CONSTRAINT "vouchers_value" CHECK ("vouchers"."initial_rappen" between 2000 and 200000 and "vouchers"."initial_rappen" % 100 = 0),
	CONSTRAINT "vouchers_motif" CHECK ("vouchers"."motif" in ('birthday', 'christmas', 'neutral')),
	CONSTRAINT "vouchers_shipping" CHECK ("vouchers"."ship_to" in ('buyer', 'recipient') and "vouchers"."ship_by" in ('email', 'post')),
	CONSTRAINT "vouchers_payment_method" CHECK ("vouchers"."payment_method" in ('inPerson', 'invoice', 'phone'))
);
--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vouchers_buyer_idx" ON "vouchers" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "vouchers_requested_idx" ON "vouchers" USING btree ("requested_on","id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_target_voucher_id_vouchers_id_fk" FOREIGN KEY ("target_voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_target_voucher_id_vouchers_id_fk" FOREIGN KEY ("target_voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_voucher_idx" ON "invoices" USING btree ("target_voucher_id");--> statement-breakpoint
CREATE INDEX "payments_target_voucher_idx" ON "payments" USING btree ("target_voucher_id");--> statement-breakpoint
CREATE INDEX "payments_voucher_idx" ON "payments" USING btree ("voucher_id");