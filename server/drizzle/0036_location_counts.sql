CREATE TABLE "location_counts" (
	"company_id" integer NOT NULL,
	"is_test" boolean NOT NULL,
	"product_id" integer NOT NULL,
	"customer_active" boolean NOT NULL,
	"locations" integer NOT NULL,
	CONSTRAINT "location_counts_company_id_is_test_product_id_customer_active_pk" PRIMARY KEY("company_id","is_test","product_id","customer_active")
);
--> statement-breakpoint
-- Hand-written (drizzle-kit declares no triggers): location_counts, kept as account_product_counts
-- (0013) and device_counts (0031) are. A location counts under every key its customer gives it: the
-- customer's Test Mode side and active flag, under product 0 (every location: the location report's
-- total) and under each of the customer's products (the Locations list's, of the Veriscan Online
-- customers); none when the customer is of another company than the location, which no list shows.
-- Changes of many locations are counted per statement from the transition tables (the trigger's
-- argument is the sign), so a bulk load costs one grouped upsert. Rows left at 0 are kept.
CREATE FUNCTION location_count_products(account integer) RETURNS SETOF integer
LANGUAGE sql STABLE AS $$
  SELECT 0 UNION ALL SELECT ap.product_id FROM account_products ap WHERE ap.account_id = account
$$;
--> statement-breakpoint
CREATE FUNCTION location_count_keys(account integer, company integer)
RETURNS TABLE (is_test boolean, product_id integer, customer_active boolean)
LANGUAGE sql STABLE AS $$
  SELECT a.is_test, p.product_id, a.active
  FROM customer_accounts a CROSS JOIN LATERAL location_count_products(a.id) p (product_id)
  WHERE a.id = account AND a.company_id = company
$$;
--> statement-breakpoint
CREATE FUNCTION location_counts_locations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO location_counts (company_id, is_test, product_id, customer_active, locations)
  SELECT c.company_id, k.is_test, k.product_id, k.customer_active, TG_ARGV[0]::integer * count(*)
  FROM changed c CROSS JOIN LATERAL location_count_keys(c.account_id, c.company_id) k
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (company_id, is_test, product_id, customer_active)
  DO UPDATE SET locations = location_counts.locations + excluded.locations;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A location given another customer or company: row-level, since a trigger with transition tables
-- cannot name columns, and a location's rename must not touch the counters.
CREATE FUNCTION location_counts_relocate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO location_counts (company_id, is_test, product_id, customer_active, locations)
  SELECT m.company_id, k.is_test, k.product_id, k.customer_active, sum(m.delta)
  FROM (VALUES (OLD.account_id, OLD.company_id, -1), (NEW.account_id, NEW.company_id, 1))
    m (account_id, company_id, delta)
  CROSS JOIN LATERAL location_count_keys(m.account_id, m.company_id) k
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (company_id, is_test, product_id, customer_active)
  DO UPDATE SET locations = location_counts.locations + excluded.locations;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Products given to or taken from customers that remain. When the customer itself is deleted, its
-- products and locations go by the foreign keys' cascade after its row is gone, so the joins here and
-- in location_count_keys find nothing: location_counts_forget counts those off before.
CREATE FUNCTION location_counts_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO location_counts (company_id, is_test, product_id, customer_active, locations)
  SELECT l.company_id, a.is_test, c.product_id, a.active, TG_ARGV[0]::integer * count(*)
  FROM changed c
  JOIN customer_accounts a ON a.id = c.account_id
  JOIN locations l ON l.account_id = a.id AND l.company_id = a.company_id
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (company_id, is_test, product_id, customer_active)
  DO UPDATE SET locations = location_counts.locations + excluded.locations;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Adds delta to the counts of every location of one customer under the keys it gives them on one
-- side (an upsert: the key's counter may not exist yet).
CREATE FUNCTION location_counts_shift(account integer, company integer, test boolean, customer_active boolean, delta integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO location_counts (company_id, is_test, product_id, customer_active, locations)
  SELECT company, test, p.product_id, customer_active, delta * count(*)
  FROM locations l CROSS JOIN location_count_products(account) p (product_id)
  WHERE l.account_id = account AND l.company_id = company
  GROUP BY p.product_id
  ORDER BY p.product_id
  ON CONFLICT (company_id, is_test, product_id, customer_active)
  DO UPDATE SET locations = location_counts.locations + excluded.locations;
$$;
--> statement-breakpoint
CREATE FUNCTION location_counts_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM location_counts_shift(OLD.id, OLD.company_id, OLD.is_test, OLD.active, -1);
  RETURN OLD;
END $$;
--> statement-breakpoint
-- A customer that changes company, Test Mode side or active flag takes its locations' counts along.
CREATE FUNCTION location_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM location_counts_shift(OLD.id, OLD.company_id, OLD.is_test, OLD.active, -1);
  PERFORM location_counts_shift(NEW.id, NEW.company_id, NEW.is_test, NEW.active, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER location_counts_add AFTER INSERT ON locations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION location_counts_locations('1');
--> statement-breakpoint
CREATE TRIGGER location_counts_remove AFTER DELETE ON locations
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION location_counts_locations('-1');
--> statement-breakpoint
CREATE TRIGGER location_counts_relocate AFTER UPDATE OF account_id, company_id ON locations
  FOR EACH ROW
  WHEN (OLD.account_id IS DISTINCT FROM NEW.account_id OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION location_counts_relocate();
--> statement-breakpoint
CREATE TRIGGER location_counts_products_add AFTER INSERT ON account_products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION location_counts_products('1');
--> statement-breakpoint
CREATE TRIGGER location_counts_products_remove AFTER DELETE ON account_products
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION location_counts_products('-1');
--> statement-breakpoint
CREATE TRIGGER location_counts_forget BEFORE DELETE ON customer_accounts
  FOR EACH ROW EXECUTE FUNCTION location_counts_forget();
--> statement-breakpoint
CREATE TRIGGER location_counts_move AFTER UPDATE OF company_id, is_test, active ON customer_accounts
  FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.is_test IS DISTINCT FROM NEW.is_test
    OR OLD.active IS DISTINCT FROM NEW.active)
  EXECUTE FUNCTION location_counts_move();
--> statement-breakpoint
INSERT INTO location_counts (company_id, is_test, product_id, customer_active, locations)
SELECT l.company_id, k.is_test, k.product_id, k.customer_active, count(*)
FROM locations l CROSS JOIN LATERAL location_count_keys(l.account_id, l.company_id) k
GROUP BY 1, 2, 3, 4;
