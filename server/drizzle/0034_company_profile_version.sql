CREATE SEQUENCE "public"."company_profile_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "profile_version" bigint DEFAULT nextval('company_profile_versions') NOT NULL;--> statement-breakpoint
-- Hand-written (drizzle-kit declares no triggers): a company's profile_version takes a new value in
-- the transaction of every change to what its profile is made of (modules/companies/service.ts,
-- loadCompanyProfile), so that an instance holding the profile in memory learns from the version,
-- read with the session in the request's one statement, that it must read the profile again. The
-- triggers are the database's, so no write path (a service, the demo seed, an operator's SQL) can
-- change a module, a flag, a project, a product or a plan without the version.
CREATE FUNCTION company_profile_bump(company_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE companies SET profile_version = nextval('company_profile_versions') WHERE id = ANY (company_ids);
$$;
--> statement-breakpoint
-- The company's own row (its name, its Test Mode): any change that does not set the version itself.
CREATE FUNCTION company_profile_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.profile_version := nextval('company_profile_versions');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER company_profile_touch BEFORE UPDATE ON companies FOR EACH ROW
  WHEN (OLD.profile_version = NEW.profile_version AND OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION company_profile_touch();
--> statement-breakpoint
-- Rows carrying company_id (modules, company_features, company_projects, products), per statement
-- from the transition tables: a company provisioned with all its modules bumps once a statement.
-- An update bumps the company before and after (a row moved to another company changes both).
CREATE FUNCTION company_profile_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM company_profile_bump(ARRAY(SELECT DISTINCT company_id FROM added));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM company_profile_bump(ARRAY(SELECT DISTINCT company_id FROM removed));
  ELSE
    PERFORM company_profile_bump(ARRAY(SELECT company_id FROM added UNION SELECT company_id FROM removed));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A module's features: the company of the module. A module deleted takes its features along after
-- its own row is gone, and its own trigger has bumped the company already.
CREATE FUNCTION company_profile_module_features_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM company_profile_bump(ARRAY(
      SELECT DISTINCT m.company_id FROM added JOIN modules m ON m.id = added.module_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM company_profile_bump(ARRAY(
      SELECT DISTINCT m.company_id FROM removed JOIN modules m ON m.id = removed.module_id));
  ELSE
    PERFORM company_profile_bump(ARRAY(
      SELECT m.company_id FROM added JOIN modules m ON m.id = added.module_id
      UNION SELECT m.company_id FROM removed JOIN modules m ON m.id = removed.module_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A product's plans: the company of the product (a product deleted: as a module's features).
CREATE FUNCTION company_profile_plans_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM company_profile_bump(ARRAY(
      SELECT DISTINCT p.company_id FROM added JOIN products p ON p.id = added.product_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM company_profile_bump(ARRAY(
      SELECT DISTINCT p.company_id FROM removed JOIN products p ON p.id = removed.product_id));
  ELSE
    PERFORM company_profile_bump(ARRAY(
      SELECT p.company_id FROM added JOIN products p ON p.id = added.product_id
      UNION SELECT p.company_id FROM removed JOIN products p ON p.id = removed.product_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A feature renamed in the catalogue: every company whose flags or modules name it. A feature
-- deleted takes its company_features and module_features rows along, whose triggers bump.
CREATE FUNCTION company_profile_feature_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM company_profile_bump(ARRAY(
    SELECT company_id FROM company_features WHERE feature_id = NEW.id
    UNION SELECT m.company_id FROM module_features mf JOIN modules m ON m.id = mf.module_id
    WHERE mf.feature_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER features_profile_rename AFTER UPDATE OF name ON features FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION company_profile_feature_renamed();
--> statement-breakpoint
-- Transition tables allow one event a trigger: three triggers a table, on one function.
CREATE TRIGGER modules_profile_insert AFTER INSERT ON modules
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION company_profile_rows_changed();
--> statement-breakpoint
CREATE TRIGGER modules_profile_update AFTER UPDATE ON modules
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION company_profile_rows_changed();
--> statement-breakpoint
CREATE TRIGGER modules_profile_delete AFTER DELETE ON modules
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION company_profile_rows_changed();
--> statement-breakpoint
CREATE TRIGGER company_features_profile_insert AFTER INSERT ON company_features
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION company_profile_rows_changed();
--> statement-breakpoint
CREATE TRIGGER company_features_profile_update AFTER UPDATE ON company_features
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION company_profile_rows_changed();
--> statement-breakpoint
CREATE TRIGGER company_features_profile_delete AFTER DELETE ON company_features
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION company_profile_rows_changed();
--> statement-breakpoint
CREATE TRIGGER company_projects_profile_insert AFTER INSERT ON company_projects
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION company_profile_rows_changed();
--> statement-breakpoint
CREATE TRIGGER company_projects_profile_update AFTER UPDATE ON company_projects
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION company_profile_rows_changed();
--> statement-breakpoint
CREATE TRIGGER company_projects_profile_delete AFTER DELETE ON company_projects
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION company_profile_rows_changed();
--> statement-breakpoint
CREATE TRIGGER products_profile_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION company_profile_rows_changed();
--> statement-breakpoint
CREATE TRIGGER products_profile_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION company_profile_rows_changed();
--> statement-breakpoint
CREATE TRIGGER products_profile_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION company_profile_rows_changed();
--> statement-breakpoint
CREATE TRIGGER module_features_profile_insert AFTER INSERT ON module_features
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION company_profile_module_features_changed();
--> statement-breakpoint
CREATE TRIGGER module_features_profile_update AFTER UPDATE ON module_features
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION company_profile_module_features_changed();
--> statement-breakpoint
CREATE TRIGGER module_features_profile_delete AFTER DELETE ON module_features
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION company_profile_module_features_changed();
--> statement-breakpoint
CREATE TRIGGER subscription_plans_profile_insert AFTER INSERT ON subscription_plans
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION company_profile_plans_changed();
--> statement-breakpoint
CREATE TRIGGER subscription_plans_profile_update AFTER UPDATE ON subscription_plans
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION company_profile_plans_changed();
--> statement-breakpoint
CREATE TRIGGER subscription_plans_profile_delete AFTER DELETE ON subscription_plans
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION company_profile_plans_changed();
