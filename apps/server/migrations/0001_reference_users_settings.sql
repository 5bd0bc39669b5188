CREATE TABLE "absence_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "absence_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "arrangements" (
	"id" integer PRIMARY KEY NOT NULL,
	"duration_minutes" integer NOT NULL,
	"slot_minutes" integer NOT NULL,
	"price_rappen" integer NOT NULL,
	"image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"for_booking" boolean NOT NULL,
	"for_voucher" boolean NOT NULL,
	CONSTRAINT "payment_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "therapies" (
	"id" integer PRIMARY KEY NOT NULL,
	"label_key" text NOT NULL,
	"image" text NOT NULL,
	"tariff590_code" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "therapies_label_key_unique" UNIQUE("label_key")
);
--> statement-breakpoint
CREATE TABLE "therapy_arrangements" (
	"therapy_id" integer NOT NULL,
	"arrangement_id" integer NOT NULL,
	CONSTRAINT "therapy_arrangements_therapy_id_arrangement_id_pk" PRIMARY KEY("therapy_id","arrangement_id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" smallint NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"birthday" date,
	"salutation" smallint DEFAULT 0 NOT NULL,
	"street" text,
	"postal_code" text,
	"location" text,
	"country_code" text,
	"language" text DEFAULT 'de' NOT NULL,
	"health_insurer" text,
	"license_plate" text,
	"profession" text,
	"hobby" text,
	"heard_about_us" text,
	"acquired_by_user_id" integer,
	"acquired_customer" boolean DEFAULT false NOT NULL,
	"unconfirmed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "therapist_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"zsr" text,
	"emr" text,
	"bio" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "therapy_arrangements" ADD CONSTRAINT "therapy_arrangements_therapy_id_therapies_id_fk" FOREIGN KEY ("therapy_id") REFERENCES "public"."therapies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapy_arrangements" ADD CONSTRAINT "therapy_arrangements_arrangement_id_arrangements_id_fk" FOREIGN KEY ("arrangement_id") REFERENCES "public"."arrangements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_acquired_by_user_id_users_id_fk" FOREIGN KEY ("acquired_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_profiles" ADD CONSTRAINT "therapist_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;