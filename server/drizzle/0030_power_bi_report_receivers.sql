CREATE TABLE "power_bi_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"workspace_id" text NOT NULL,
	"report_id" text NOT NULL,
	"embed_url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"token_sealed" text,
	"token_mask" text,
	"token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_receivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"report_type" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"frequency" text NOT NULL,
	"hour" integer NOT NULL,
	"weekday" integer,
	"month_day" integer,
	"recipients" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"next_send_at" timestamp with time zone NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"last_error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "power_bi_settings" ADD CONSTRAINT "power_bi_settings_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "power_bi_settings" ADD CONSTRAINT "power_bi_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_receivers" ADD CONSTRAINT "report_receivers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_receivers" ADD CONSTRAINT "report_receivers_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_receivers_company" ON "report_receivers" USING btree ("company_id","is_test","id");--> statement-breakpoint
CREATE INDEX "report_receivers_due" ON "report_receivers" USING btree ("next_send_at","id") WHERE "report_receivers"."enabled";