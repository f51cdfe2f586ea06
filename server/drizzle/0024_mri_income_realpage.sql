CREATE TABLE "mri_grants" (
	"integration_id" integer PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"scope" text,
	"authorized_at" timestamp with time zone DEFAULT now() NOT NULL,
	"authorized_by" text NOT NULL,
	"access_token_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mri_pending_authorizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"integration_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier_sealed" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mri_pending_authorizations_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
CREATE TABLE "income_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"provider" text NOT NULL,
	"base_url" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"api_key_sealed" text NOT NULL,
	"api_key_mask" text NOT NULL,
	"income_to_rent_ratio" integer NOT NULL,
	"lookback_months" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realpage_customer_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"pmc_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realpage_site_subscriptions" (
	"integration_id" integer NOT NULL,
	"site_id" text NOT NULL,
	"site_name" text NOT NULL,
	"pmc_id" text NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realpage_site_subscriptions_integration_id_site_id_pk" PRIMARY KEY("integration_id","site_id")
);
--> statement-breakpoint
ALTER TABLE "mri_grants" ADD CONSTRAINT "mri_grants_integration_id_location_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."location_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mri_pending_authorizations" ADD CONSTRAINT "mri_pending_authorizations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mri_pending_authorizations" ADD CONSTRAINT "mri_pending_authorizations_integration_id_location_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."location_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_verifications" ADD CONSTRAINT "income_verifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_verifications" ADD CONSTRAINT "income_verifications_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realpage_customer_settings" ADD CONSTRAINT "realpage_customer_settings_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realpage_site_subscriptions" ADD CONSTRAINT "realpage_site_subscriptions_integration_id_location_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."location_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mri_pending_authorizations_expires" ON "mri_pending_authorizations" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "income_verifications_location_provider" ON "income_verifications" USING btree ("location_id","provider");--> statement-breakpoint
CREATE INDEX "income_verifications_company" ON "income_verifications" USING btree ("company_id","id");