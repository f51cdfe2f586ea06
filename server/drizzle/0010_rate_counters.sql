-- Sign-in throttles and upload rate limits, kept in the database so every console process on it
-- shares them (security/rate-counter.ts).
CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_counters_resets_at" ON "rate_counters" USING btree ("resets_at");