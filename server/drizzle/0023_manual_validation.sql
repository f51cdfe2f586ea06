CREATE TABLE "manual_reviews" (
	"request_id" bigint PRIMARY KEY NOT NULL,
	"request_started_at" timestamp with time zone NOT NULL,
	"company_id" integer NOT NULL,
	"status" text NOT NULL,
	"claimed_by_id" integer,
	"claimed_by_name" text,
	"claim_expires_at" timestamp with time zone,
	"decision" text,
	"reason_code" text,
	"reason" text,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"checks" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manual_reviews" ADD CONSTRAINT "manual_reviews_request" FOREIGN KEY ("request_id","request_started_at") REFERENCES "public"."verification_requests"("id","started_at") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_reviews_company_status" ON "manual_reviews" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "manual_reviews_open" ON "manual_reviews" USING btree ("company_id","request_started_at") WHERE "manual_reviews"."status" in ('new', 'inReview');