CREATE TABLE "default_customer_features" (
	"company_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "default_customer_features_company_id_feature_id_pk" PRIMARY KEY("company_id","feature_id")
);
--> statement-breakpoint
ALTER TABLE "default_customer_features" ADD CONSTRAINT "default_customer_features_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "default_customer_features" ADD CONSTRAINT "default_customer_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;