CREATE TABLE "account_features" (
	"account_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "account_features_account_id_feature_id_pk" PRIMARY KEY("account_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "account_products" (
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_products_account_id_product_id_pk" PRIMARY KEY("account_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "account_subscriptions" (
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"subscription_plan_id" integer NOT NULL,
	"expiration_date" date NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_subscriptions_account_id_product_id_pk" PRIMARY KEY("account_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "account_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"active" boolean DEFAULT true NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	"read_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_login_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_user_id" integer NOT NULL,
	"created_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"assigned_to" integer,
	"active" boolean DEFAULT true NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"parent_account_id" integer,
	"comments" text DEFAULT '' NOT NULL,
	"time_zone_id" text DEFAULT 'Central Standard Time' NOT NULL,
	"day_ends" integer DEFAULT 0 NOT NULL,
	"is_daylight_saving_time" boolean DEFAULT true NOT NULL,
	"issues_total_rank" integer DEFAULT 0 NOT NULL,
	"rank_changes_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_features" ADD CONSTRAINT "account_features_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_features" ADD CONSTRAINT "account_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_products" ADD CONSTRAINT "account_products_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_products" ADD CONSTRAINT "account_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_subscriptions" ADD CONSTRAINT "account_subscriptions_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_subscriptions" ADD CONSTRAINT "account_subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_subscriptions" ADD CONSTRAINT "account_subscriptions_subscription_plan_id_subscription_plans_id_fk" FOREIGN KEY ("subscription_plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_login_tokens" ADD CONSTRAINT "auto_login_tokens_account_user_id_account_users_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."account_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_login_tokens" ADD CONSTRAINT "auto_login_tokens_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD CONSTRAINT "customer_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD CONSTRAINT "customer_accounts_assigned_to_staff_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD CONSTRAINT "customer_accounts_parent_account_id_customer_accounts_id_fk" FOREIGN KEY ("parent_account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_products_product" ON "account_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_users_user_name" ON "account_users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE INDEX "account_users_account" ON "account_users" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "auto_login_tokens_user" ON "auto_login_tokens" USING btree ("account_user_id");--> statement-breakpoint
CREATE INDEX "customer_accounts_scope_id" ON "customer_accounts" USING btree ("company_id","is_test","id");--> statement-breakpoint
CREATE INDEX "customer_accounts_scope_name" ON "customer_accounts" USING btree ("company_id","is_test","name","id");--> statement-breakpoint
CREATE INDEX "customer_accounts_scope_contact" ON "customer_accounts" USING btree ("company_id","is_test","contact_name","id");--> statement-breakpoint
CREATE INDEX "customer_accounts_scope_rank" ON "customer_accounts" USING btree ("company_id","is_test","issues_total_rank","id");--> statement-breakpoint
CREATE INDEX "customer_accounts_scope_active" ON "customer_accounts" USING btree ("company_id","is_test","active","id");--> statement-breakpoint
CREATE INDEX "customer_accounts_scope_assigned" ON "customer_accounts" USING btree ("company_id","is_test","assigned_to","id");--> statement-breakpoint
CREATE INDEX "customer_accounts_parent" ON "customer_accounts" USING btree ("parent_account_id");--> statement-breakpoint
CREATE INDEX "customer_accounts_rank_changes" ON "customer_accounts" USING btree ("rank_changes_at");--> statement-breakpoint
CREATE INDEX "customer_accounts_search" ON "customer_accounts" USING gin ((lower("id"::text || ' ' || "name" || ' ' || "contact_name")) gin_trgm_ops);