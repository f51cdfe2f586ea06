CREATE TABLE "dvs_account_features" (
	"account_id" integer NOT NULL,
	"feature" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "dvs_account_features_account_id_feature_pk" PRIMARY KEY("account_id","feature")
);
--> statement-breakpoint
CREATE TABLE "dvs_account_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"image_retention_days" integer NOT NULL,
	"review_failed_requests" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dvs_archived_requests" (
	"request_id" bigint PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"request_started_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dvs_default_account_features" (
	"company_id" integer NOT NULL,
	"feature" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "dvs_default_account_features_company_id_feature_pk" PRIMARY KEY("company_id","feature")
);
--> statement-breakpoint
CREATE TABLE "dvs_default_user_features" (
	"account_id" integer NOT NULL,
	"feature" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "dvs_default_user_features_account_id_feature_pk" PRIMARY KEY("account_id","feature")
);
--> statement-breakpoint
CREATE TABLE "dvs_license_devices" (
	"account_id" integer NOT NULL,
	"serial" text NOT NULL,
	"license_id" integer NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dvs_license_devices_account_id_serial_pk" PRIMARY KEY("account_id","serial")
);
--> statement-breakpoint
CREATE TABLE "dvs_licenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"key" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"device_limit" integer NOT NULL,
	"expires_on" date,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	CONSTRAINT "dvs_licenses_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "dvs_user_features" (
	"account_user_id" integer NOT NULL,
	"feature" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "dvs_user_features_account_user_id_feature_pk" PRIMARY KEY("account_user_id","feature")
);
--> statement-breakpoint
ALTER TABLE "dvs_account_features" ADD CONSTRAINT "dvs_account_features_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dvs_account_settings" ADD CONSTRAINT "dvs_account_settings_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dvs_archived_requests" ADD CONSTRAINT "dvs_archived_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dvs_archived_requests" ADD CONSTRAINT "dvs_archived_requests_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dvs_default_account_features" ADD CONSTRAINT "dvs_default_account_features_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dvs_default_user_features" ADD CONSTRAINT "dvs_default_user_features_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dvs_license_devices" ADD CONSTRAINT "dvs_license_devices_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dvs_license_devices" ADD CONSTRAINT "dvs_license_devices_license_id_dvs_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."dvs_licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dvs_licenses" ADD CONSTRAINT "dvs_licenses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dvs_licenses" ADD CONSTRAINT "dvs_licenses_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dvs_user_features" ADD CONSTRAINT "dvs_user_features_account_user_id_account_users_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."account_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dvs_archived_requests_company" ON "dvs_archived_requests" USING btree ("company_id","request_started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dvs_license_devices_license" ON "dvs_license_devices" USING btree ("license_id");--> statement-breakpoint
CREATE INDEX "dvs_licenses_account" ON "dvs_licenses" USING btree ("account_id","id");--> statement-breakpoint
-- Hand-written (drizzle-kit does not declare expression indexes on the partitioned store): the
-- DIVE requests list (modules/dvs/requests.ts) filters the company's DIVE requests by status and by
-- document type (result->>'documentType'), latest first; each filter has an index led the same way
-- as verification_requests_company_product, so a filtered page reads only its rows.
CREATE INDEX IF NOT EXISTS "verification_requests_company_product_status" ON "verification_requests" USING btree ("company_id","product_id","status","started_at" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "verification_requests_company_product_document" ON "verification_requests" USING btree ("company_id","product_id",("result"->>'documentType'),"started_at" DESC);
