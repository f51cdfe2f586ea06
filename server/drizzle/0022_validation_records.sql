CREATE TABLE "failed_verification_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"card_id" text NOT NULL,
	"person_name" text DEFAULT '' NOT NULL,
	"document_type" text,
	"failure_reason" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	"request_id" bigint,
	"source" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "validation_checks" (
	"company_id" integer NOT NULL,
	"check" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "validation_checks_company_id_check_pk" PRIMARY KEY("company_id","check")
);
--> statement-breakpoint
CREATE TABLE "validation_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"subject_type" text NOT NULL,
	"subject" text NOT NULL,
	"check" text NOT NULL,
	"reason" text NOT NULL,
	"expires_on" date,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "validation_settings_versions" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"changed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "failed_verification_records" ADD CONSTRAINT "failed_verification_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "failed_verification_records" ADD CONSTRAINT "failed_verification_records_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_checks" ADD CONSTRAINT "validation_checks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_exceptions" ADD CONSTRAINT "validation_exceptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_settings_versions" ADD CONSTRAINT "validation_settings_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "failed_verification_records_request" ON "failed_verification_records" USING btree ("company_id","request_id");--> statement-breakpoint
CREATE INDEX "failed_verification_records_failed" ON "failed_verification_records" USING btree ("company_id","is_test","failed_at","id");--> statement-breakpoint
CREATE INDEX "failed_verification_records_card" ON "failed_verification_records" USING btree ("company_id","is_test","card_id","id");--> statement-breakpoint
CREATE INDEX "failed_verification_records_account" ON "failed_verification_records" USING btree ("account_id","failed_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "validation_exceptions_subject" ON "validation_exceptions" USING btree ("company_id","subject_type",lower("subject"),"check");