CREATE TABLE "request_evidence" (
	"request_id" bigint PRIMARY KEY NOT NULL,
	"request_started_at" timestamp with time zone NOT NULL,
	"company_id" integer NOT NULL,
	"state" text NOT NULL,
	"face_match" jsonb,
	"mrz" jsonb,
	"disagreement" text,
	"error" text,
	"computed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_evidence" ADD CONSTRAINT "request_evidence_request" FOREIGN KEY ("request_id","request_started_at") REFERENCES "public"."verification_requests"("id","started_at") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_evidence_company" ON "request_evidence" USING btree ("company_id");