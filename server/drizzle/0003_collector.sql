CREATE TABLE "collector_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"log_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	CONSTRAINT "collector_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "collector_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"reference_id" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"license_id" text,
	"product_name" text NOT NULL,
	"product_version" text,
	"scanner_data" boolean,
	"utility_data" boolean,
	"comment" text,
	"token_id" integer
);
--> statement-breakpoint
CREATE TABLE "collector_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "collector_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "collector_attachments" ADD CONSTRAINT "collector_attachments_log_id_collector_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."collector_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_logs" ADD CONSTRAINT "collector_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_logs" ADD CONSTRAINT "collector_logs_token_id_collector_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."collector_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_tokens" ADD CONSTRAINT "collector_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collector_attachments_log" ON "collector_attachments" USING btree ("log_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collector_logs_company_reference" ON "collector_logs" USING btree ("company_id","reference_id");--> statement-breakpoint
CREATE INDEX "collector_logs_company_uploaded" ON "collector_logs" USING btree ("company_id","uploaded_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collector_logs_reference_trgm" ON "collector_logs" USING gin ("reference_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "collector_logs_product_trgm" ON "collector_logs" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "collector_logs_license_trgm" ON "collector_logs" USING gin ("license_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "collector_tokens_company" ON "collector_tokens" USING btree ("company_id");