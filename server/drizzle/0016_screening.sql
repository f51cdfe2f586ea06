CREATE TABLE "screening_account_services" (
	"account_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"enabled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_account_services_account_id_service_id_pk" PRIMARY KEY("account_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "screening_account_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"brand_name" text DEFAULT '' NOT NULL,
	"accent_color" text DEFAULT '' NOT NULL,
	"support_email" text DEFAULT '' NOT NULL,
	"support_phone" text DEFAULT '' NOT NULL,
	"time_zone_id" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"name" text NOT NULL,
	"interval" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"overage_unit_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_plans_prices" CHECK ("screening_plans"."unit_price_cents" >= 0 and "screening_plans"."overage_unit_cents" >= 0),
	CONSTRAINT "screening_plans_interval" CHECK ("screening_plans"."interval" in ('month', 'year'))
);
--> statement-breakpoint
CREATE TABLE "screening_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"expiration_date" date NOT NULL,
	"subscription_status_id" smallint NOT NULL,
	"started_on" date NOT NULL,
	"current_period_start" date NOT NULL,
	"current_period_end" date NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_subscriptions_status" CHECK ("screening_subscriptions"."subscription_status_id" between 1 and 4),
	CONSTRAINT "screening_subscriptions_quantity" CHECK ("screening_subscriptions"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "screening_account_services" ADD CONSTRAINT "screening_account_services_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_account_services" ADD CONSTRAINT "screening_account_services_service_id_screening_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."screening_services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_account_settings" ADD CONSTRAINT "screening_account_settings_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_plans" ADD CONSTRAINT "screening_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_plans" ADD CONSTRAINT "screening_plans_service_id_screening_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."screening_services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_services" ADD CONSTRAINT "screening_services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_subscriptions" ADD CONSTRAINT "screening_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_subscriptions" ADD CONSTRAINT "screening_subscriptions_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_subscriptions" ADD CONSTRAINT "screening_subscriptions_service_id_screening_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."screening_services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_subscriptions" ADD CONSTRAINT "screening_subscriptions_plan_id_screening_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."screening_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_account_services_service" ON "screening_account_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "screening_plans_service" ON "screening_plans" USING btree ("service_id","id");--> statement-breakpoint
CREATE INDEX "screening_plans_company" ON "screening_plans" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_services_company_code" ON "screening_services" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "screening_subscriptions_account" ON "screening_subscriptions" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "screening_subscriptions_company_status" ON "screening_subscriptions" USING btree ("company_id","subscription_status_id","current_period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_subscriptions_live" ON "screening_subscriptions" USING btree ("account_id","service_id") WHERE "screening_subscriptions"."subscription_status_id" in (1, 4);