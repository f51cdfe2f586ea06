CREATE TABLE "screening_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"holder_name" text NOT NULL,
	"gateway" text NOT NULL,
	"payment_method" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_cards_last4" CHECK ("screening_cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "screening_cards_expiry" CHECK ("screening_cards"."exp_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "screening_invoice_counters" (
	"company_id" integer NOT NULL,
	"is_test" boolean NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "screening_invoice_counters_company_id_is_test_pk" PRIMARY KEY("company_id","is_test")
);
--> statement-breakpoint
CREATE TABLE "screening_invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"subscription_id" integer NOT NULL,
	"description" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"quantity" integer NOT NULL,
	"unit_amount_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"is_test" boolean NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text NOT NULL,
	"number_seq" integer,
	"number" text,
	"subtotal_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"amount_paid_cents" integer DEFAULT 0 NOT NULL,
	"attempt_count" smallint DEFAULT 0 NOT NULL,
	"next_payment_attempt_at" timestamp with time zone,
	"last_payment_error" text,
	"charge_id" text,
	"finalized_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"marked_uncollectible_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_invoices_status" CHECK ("screening_invoices"."status" in ('draft', 'open', 'paid', 'void', 'uncollectible')),
	CONSTRAINT "screening_invoices_amounts" CHECK ("screening_invoices"."total_cents" >= 0 and "screening_invoices"."amount_paid_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "screening_cards" ADD CONSTRAINT "screening_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_cards" ADD CONSTRAINT "screening_cards_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_invoice_counters" ADD CONSTRAINT "screening_invoice_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_invoice_lines" ADD CONSTRAINT "screening_invoice_lines_invoice_id_screening_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."screening_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_invoices" ADD CONSTRAINT "screening_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_invoices" ADD CONSTRAINT "screening_invoices_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_cards_account" ON "screening_cards" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_cards_one_default" ON "screening_cards" USING btree ("account_id") WHERE "screening_cards"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "screening_invoice_lines_position" ON "screening_invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "screening_invoice_lines_subscription" ON "screening_invoice_lines" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_invoices_account_period" ON "screening_invoices" USING btree ("account_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_invoices_number" ON "screening_invoices" USING btree ("company_id","is_test","number_seq") WHERE "screening_invoices"."number_seq" is not null;--> statement-breakpoint
CREATE INDEX "screening_invoices_account_number" ON "screening_invoices" USING btree ("account_id","number_seq","id");--> statement-breakpoint
CREATE INDEX "screening_invoices_account_total" ON "screening_invoices" USING btree ("account_id","total_cents","id");--> statement-breakpoint
CREATE INDEX "screening_invoices_account_status" ON "screening_invoices" USING btree ("account_id","status","id");--> statement-breakpoint
CREATE INDEX "screening_invoices_due" ON "screening_invoices" USING btree ("next_payment_attempt_at") WHERE "screening_invoices"."status" = 'open';