CREATE TABLE "account_product_counts" (
	"company_id" integer NOT NULL,
	"is_test" boolean NOT NULL,
	"product_id" integer NOT NULL,
	"accounts" integer NOT NULL,
	CONSTRAINT "account_product_counts_company_id_is_test_product_id_pk" PRIMARY KEY("company_id","is_test","product_id")
);
--> statement-breakpoint
-- Products provisioned: counted per statement from the transition table, so a bulk load costs one
-- grouped upsert. The account exists when its product is inserted.
CREATE FUNCTION account_product_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_product_counts (company_id, is_test, product_id, accounts)
  SELECT a.company_id, a.is_test, added.product_id, count(*)
  FROM added JOIN customer_accounts a ON a.id = added.account_id
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (company_id, is_test, product_id)
  DO UPDATE SET accounts = account_product_counts.accounts + excluded.accounts;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Products removed from accounts that remain. When the account itself is deleted, its products go
-- by the foreign key's cascade after the account's row is gone, so the join below finds nothing:
-- those are counted off by account_product_counts_forget, before the account's row goes.
CREATE FUNCTION account_product_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_product_counts c
  SET accounts = c.accounts - r.accounts
  FROM (
    SELECT a.company_id, a.is_test, removed.product_id, count(*) AS accounts
    FROM removed JOIN customer_accounts a ON a.id = removed.account_id
    GROUP BY 1, 2, 3
  ) r
  WHERE c.company_id = r.company_id AND c.is_test = r.is_test AND c.product_id = r.product_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Adds delta to the counts of every product of one account on one company's side (an upsert: the
-- side's counter may not exist yet).
CREATE FUNCTION account_product_counts_shift(account integer, company integer, test boolean, delta integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO account_product_counts (company_id, is_test, product_id, accounts)
  SELECT company, test, ap.product_id, delta FROM account_products ap WHERE ap.account_id = account
  ON CONFLICT (company_id, is_test, product_id)
  DO UPDATE SET accounts = account_product_counts.accounts + excluded.accounts;
$$;
--> statement-breakpoint
CREATE FUNCTION account_product_counts_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM account_product_counts_shift(OLD.id, OLD.company_id, OLD.is_test, -1);
  RETURN OLD;
END $$;
--> statement-breakpoint
-- An account that changes company or Test Mode side takes its products' counts along.
CREATE FUNCTION account_product_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM account_product_counts_shift(OLD.id, OLD.company_id, OLD.is_test, -1);
  PERFORM account_product_counts_shift(NEW.id, NEW.company_id, NEW.is_test, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_product_counts_add AFTER INSERT ON account_products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION account_product_counts_add();
--> statement-breakpoint
CREATE TRIGGER account_product_counts_remove AFTER DELETE ON account_products
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION account_product_counts_remove();
--> statement-breakpoint
CREATE TRIGGER account_product_counts_forget BEFORE DELETE ON customer_accounts
  FOR EACH ROW EXECUTE FUNCTION account_product_counts_forget();
--> statement-breakpoint
CREATE TRIGGER account_product_counts_move AFTER UPDATE OF company_id, is_test ON customer_accounts
  FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.is_test IS DISTINCT FROM NEW.is_test)
  EXECUTE FUNCTION account_product_counts_move();
--> statement-breakpoint
INSERT INTO account_product_counts (company_id, is_test, product_id, accounts)
SELECT a.company_id, a.is_test, ap.product_id, count(*)
FROM account_products ap JOIN customer_accounts a ON a.id = ap.account_id
GROUP BY 1, 2, 3;
