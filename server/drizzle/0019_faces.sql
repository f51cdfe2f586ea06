CREATE TABLE "face_account_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"match_threshold" integer NOT NULL,
	"liveness_required" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "face_default_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"match_threshold" integer NOT NULL,
	"liveness_required" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "face_account_settings" ADD CONSTRAINT "face_account_settings_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_default_settings" ADD CONSTRAINT "face_default_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: a face/ID account starts with its company's defaults (product-families §6) at the
-- moment it gets the Face Compare product, whichever family adds the product; an account that
-- already has settings (the product removed and added again) keeps them, and a default changed
-- later never rewrites an account. 80 and true are the built-in defaults (BUILT_IN_FACE_SETTINGS).
CREATE FUNCTION face_account_settings_from_defaults() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO face_account_settings (account_id, match_threshold, liveness_required)
  SELECT a.id, coalesce(d.match_threshold, 80), coalesce(d.liveness_required, true)
  FROM added n
  JOIN products p ON p.id = n.product_id AND p.project_id = 'Faces'
  JOIN customer_accounts a ON a.id = n.account_id
  LEFT JOIN face_default_settings d ON d.company_id = a.company_id
  ON CONFLICT (account_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_products_face_settings AFTER INSERT ON account_products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION face_account_settings_from_defaults();
--> statement-breakpoint
-- Face/ID accounts from before this migration start with the built-in defaults.
INSERT INTO face_account_settings (account_id, match_threshold, liveness_required)
SELECT ap.account_id, 80, true
FROM account_products ap JOIN products p ON p.id = ap.product_id AND p.project_id = 'Faces'
ON CONFLICT (account_id) DO NOTHING;
