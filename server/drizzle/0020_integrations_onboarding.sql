CREATE TABLE "integration_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"integration_id" integer NOT NULL,
	"kind" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"details" jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_secrets" (
	"integration_id" integer NOT NULL,
	"name" text NOT NULL,
	"sealed" text NOT NULL,
	"mask" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_secrets_integration_id_name_pk" PRIMARY KEY("integration_id","name")
);
--> statement-breakpoint
CREATE TABLE "location_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"system" text NOT NULL,
	"base_url" text NOT NULL,
	"partner_location_id" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"credentials" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_sync_job_id" text,
	"last_sync" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_account_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"id_scan" boolean NOT NULL,
	"face_match" boolean NOT NULL,
	"income_verification" boolean NOT NULL,
	"link_valid_hours" integer NOT NULL,
	"max_attempts" integer NOT NULL,
	"notification_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_customer_integrations" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"partner_customer_id" text NOT NULL,
	"api_key_sealed" text NOT NULL,
	"api_key_mask" text NOT NULL,
	"application_fee_cents" integer NOT NULL,
	"auto_invite_applicants" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_default_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"id_scan" boolean NOT NULL,
	"face_match" boolean NOT NULL,
	"income_verification" boolean NOT NULL,
	"link_valid_hours" integer NOT NULL,
	"max_attempts" integer NOT NULL,
	"notification_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_extended_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"welcome_message" text NOT NULL,
	"brand_color" text NOT NULL,
	"language" text NOT NULL,
	"redirect_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_records" ADD CONSTRAINT "integration_records_integration_id_location_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."location_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_secrets" ADD CONSTRAINT "integration_secrets_integration_id_location_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."location_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_integrations" ADD CONSTRAINT "location_integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_integrations" ADD CONSTRAINT "location_integrations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_account_settings" ADD CONSTRAINT "onboarding_account_settings_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_customer_integrations" ADD CONSTRAINT "onboarding_customer_integrations_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_default_settings" ADD CONSTRAINT "onboarding_default_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_extended_settings" ADD CONSTRAINT "onboarding_extended_settings_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_records_external" ON "integration_records" USING btree ("integration_id","kind","external_id");--> statement-breakpoint
CREATE INDEX "integration_records_name" ON "integration_records" USING btree ("integration_id","kind","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "location_integrations_location_system" ON "location_integrations" USING btree ("location_id","system");--> statement-breakpoint
CREATE INDEX "location_integrations_company_system" ON "location_integrations" USING btree ("company_id","system","id");