CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"location_id" integer,
	"kind" text DEFAULT 'Unknown' NOT NULL,
	"name" text NOT NULL,
	"serial" text NOT NULL,
	"app_version" text DEFAULT '' NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_team_members" (
	"location_id" integer NOT NULL,
	"account_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_team_members_location_id_account_user_id_pk" PRIMARY KEY("location_id","account_user_id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"time_zone_id" text DEFAULT 'Central Standard Time' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "request_daily_rollups" (
	"day" date NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"service" text DEFAULT '' NOT NULL,
	"location_id" integer DEFAULT 0 NOT NULL,
	"device_id" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "request_daily_rollups_account_id_day_product_id_service_location_id_device_id_status_pk" PRIMARY KEY("account_id","day","product_id","service","location_id","device_id","status")
);
--> statement-breakpoint
CREATE TABLE "verification_request_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"request_started_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_request_images_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "verification_request_keys" (
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"request_id" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_request_keys_account_id_product_id_external_id_pk" PRIMARY KEY("account_id","product_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "verification_requests" (
	"id" bigserial NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"external_id" text NOT NULL,
	"service" text,
	"location_id" integer,
	"device_id" integer,
	"account_user_id" integer,
	"status" text NOT NULL,
	"failure_reason" text,
	"result" jsonb,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token_id" integer,
	CONSTRAINT "verification_requests_id_started_at_pk" PRIMARY KEY("id","started_at")
) PARTITION BY RANGE ("started_at");
--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD COLUMN "last_scan" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_team_members" ADD CONSTRAINT "location_team_members_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_team_members" ADD CONSTRAINT "location_team_members_account_user_id_account_users_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."account_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_daily_rollups" ADD CONSTRAINT "request_daily_rollups_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_request_images" ADD CONSTRAINT "verification_request_images_request" FOREIGN KEY ("request_id","request_started_at") REFERENCES "public"."verification_requests"("id","started_at") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_request_keys" ADD CONSTRAINT "verification_request_keys_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_account_serial" ON "devices" USING btree ("account_id","serial");--> statement-breakpoint
CREATE INDEX "devices_location" ON "devices" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "location_team_members_user" ON "location_team_members" USING btree ("account_user_id");--> statement-breakpoint
CREATE INDEX "locations_account" ON "locations" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "locations_company" ON "locations" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "request_daily_rollups_company" ON "request_daily_rollups" USING btree ("company_id","is_test","day");--> statement-breakpoint
CREATE INDEX "request_daily_rollups_location" ON "request_daily_rollups" USING btree ("location_id","day");--> statement-breakpoint
CREATE INDEX "request_daily_rollups_device" ON "request_daily_rollups" USING btree ("device_id","day");--> statement-breakpoint
CREATE INDEX "verification_request_images_request_idx" ON "verification_request_images" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "verification_requests_account" ON "verification_requests" USING btree ("account_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "verification_requests_company_product" ON "verification_requests" USING btree ("company_id","product_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "verification_requests_location" ON "verification_requests" USING btree ("location_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "verification_requests_device" ON "verification_requests" USING btree ("device_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "verification_requests_review" ON "verification_requests" USING btree ("company_id","started_at") WHERE "verification_requests"."status" = 'review';--> statement-breakpoint
CREATE INDEX "customer_accounts_scope_last_scan" ON "customer_accounts" USING btree ("company_id","is_test","last_scan" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- One partition per calendar month (UTC) of started_at, named verification_requests_yYYYYmMM.
-- Idempotent: modules/activity/partitions.ts calls it at start-up and daily, so the months a request
-- may fall in (two years back, a few months ahead) always exist. There is no default partition:
-- rows there would block creating their month's partition later.
CREATE FUNCTION ensure_verification_request_partitions(from_month date, months integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  month_start date;
  created integer := 0;
  partition_name text;
BEGIN
  -- Instances starting together take turns: the second finds the partitions made.
  PERFORM pg_advisory_xact_lock(hashtext('ensure_verification_request_partitions'));
  FOR i IN 0 .. months - 1 LOOP
    month_start := (date_trunc('month', from_month) + make_interval(months => i))::date;
    partition_name := format('verification_requests_y%sm%s', to_char(month_start, 'YYYY'), to_char(month_start, 'MM'));
    IF to_regclass(partition_name) IS NULL THEN
      EXECUTE format(
        'CREATE TABLE %I PARTITION OF verification_requests FOR VALUES FROM (%L) TO (%L)',
        partition_name,
        (month_start::timestamp AT TIME ZONE 'UTC'),
        ((month_start + interval '1 month')::timestamp AT TIME ZONE 'UTC')
      );
      created := created + 1;
    END IF;
  END LOOP;
  RETURN created;
END $$;
--> statement-breakpoint
SELECT ensure_verification_request_partitions((now() - interval '25 months')::date, 29);
