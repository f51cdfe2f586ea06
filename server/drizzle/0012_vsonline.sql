CREATE TABLE "customer_site_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_user_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vs_online_customers" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"mri_client_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_site_sessions" ADD CONSTRAINT "customer_site_sessions_account_user_id_account_users_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."account_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_tokens" ADD CONSTRAINT "registration_tokens_account_user_id_account_users_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."account_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_tokens" ADD CONSTRAINT "registration_tokens_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vs_online_customers" ADD CONSTRAINT "vs_online_customers_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_site_sessions_user" ON "customer_site_sessions" USING btree ("account_user_id");--> statement-breakpoint
CREATE INDEX "registration_tokens_user" ON "registration_tokens" USING btree ("account_user_id");--> statement-breakpoint
CREATE INDEX "locations_account_name" ON "locations" USING btree ("account_id","name","id");--> statement-breakpoint
CREATE INDEX "locations_company_name" ON "locations" USING btree ("company_id","name","id");