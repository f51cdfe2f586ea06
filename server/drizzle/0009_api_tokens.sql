-- The kit's one token lifecycle: collector ingestion tokens move into api_tokens with their ids, so
-- collector_logs.token_id keeps pointing at the token each log came with; a revoked token becomes a
-- disabled one.
CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"company_id" integer NOT NULL,
	"owner_id" integer,
	"label" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"hint" text DEFAULT '' NOT NULL,
	"expires_on" date,
	"disabled_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
INSERT INTO "api_tokens" ("id", "kind", "company_id", "label", "token_hash", "created_at", "disabled_at")
SELECT "id", 'collector', "company_id", "label", "token_hash", "created_at", "revoked_at" FROM "collector_tokens";
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('api_tokens', 'id'), coalesce((SELECT max("id") FROM "api_tokens"), 0) + 1, false);
--> statement-breakpoint
ALTER TABLE "collector_logs" DROP CONSTRAINT "collector_logs_token_id_collector_tokens_id_fk";
--> statement-breakpoint
DROP TABLE "collector_tokens";
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_owner" ON "api_tokens" USING btree ("kind","company_id","owner_id");--> statement-breakpoint
ALTER TABLE "collector_logs" ADD CONSTRAINT "collector_logs_token_id_api_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."api_tokens"("id") ON DELETE set null ON UPDATE no action;
