CREATE TABLE "account_user_features" (
	"account_user_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "account_user_features_account_user_id_feature_id_pk" PRIMARY KEY("account_user_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "location_features" (
	"location_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "location_features_location_id_feature_id_pk" PRIMARY KEY("location_id","feature_id")
);
--> statement-breakpoint
ALTER TABLE "account_user_features" ADD CONSTRAINT "account_user_features_account_user_id_account_users_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."account_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_user_features" ADD CONSTRAINT "account_user_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_features" ADD CONSTRAINT "location_features_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_features" ADD CONSTRAINT "location_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_features_feature" ON "account_user_features" USING btree ("feature_id");--> statement-breakpoint
CREATE INDEX "location_features_feature" ON "location_features" USING btree ("feature_id");--> statement-breakpoint
-- The company level of feature toggles (contract/src/feature-rule.ts): a company grants the customer
-- features its company_features rows turn on. Companies made before this migration had every customer
-- feature implicitly; they keep them. (On a new database the catalogue is empty here: provisioning grants.)
INSERT INTO "company_features" ("company_id", "feature_id", "enabled")
SELECT c."id", f."id", true FROM "companies" c CROSS JOIN "features" f WHERE f."scope" = 'customer'
ON CONFLICT DO NOTHING;
