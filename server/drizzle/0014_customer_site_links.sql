CREATE TABLE "customer_site_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"account_user_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_site_links" ADD CONSTRAINT "customer_site_links_account_user_id_account_users_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."account_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_site_links" ADD CONSTRAINT "customer_site_links_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_site_links_user" ON "customer_site_links" USING btree ("account_user_id","purpose");--> statement-breakpoint
-- The two link tables' rows, each with its purpose, then the tables go.
INSERT INTO "customer_site_links" ("token_hash", "purpose", "account_user_id", "created_by", "expires_at", "used_at")
SELECT "token_hash", 'autoLogin', "account_user_id", "created_by", "expires_at", "used_at" FROM "auto_login_tokens";
--> statement-breakpoint
INSERT INTO "customer_site_links" ("token_hash", "purpose", "account_user_id", "created_by", "created_at", "expires_at", "used_at")
SELECT "token_hash", 'registration', "account_user_id", "created_by", "created_at", "expires_at", "used_at" FROM "registration_tokens";
--> statement-breakpoint
DROP TABLE "auto_login_tokens" CASCADE;--> statement-breakpoint
DROP TABLE "registration_tokens" CASCADE;
