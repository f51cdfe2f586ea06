CREATE TABLE "customer_account_counts" (
	"company_id" integer NOT NULL,
	"is_test" boolean NOT NULL,
	"assigned_to" integer NOT NULL,
	"accounts" integer NOT NULL,
	CONSTRAINT "customer_account_counts_company_id_is_test_assigned_to_pk" PRIMARY KEY("company_id","is_test","assigned_to")
);
--> statement-breakpoint
-- Inserts and deletes are counted per statement from their transition tables, so a bulk load or
-- a company's cascade costs one grouped upsert, not one per row.
CREATE FUNCTION customer_account_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_account_counts (company_id, is_test, assigned_to, accounts)
  SELECT company_id, is_test, coalesce(assigned_to, 0), count(*)
  FROM added
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (company_id, is_test, assigned_to)
  DO UPDATE SET accounts = customer_account_counts.accounts + excluded.accounts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION customer_account_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_account_counts c
  SET accounts = c.accounts - r.accounts
  FROM (
    SELECT company_id, is_test, coalesce(assigned_to, 0) AS assigned_to, count(*) AS accounts
    FROM removed
    GROUP BY 1, 2, 3
  ) r
  WHERE c.company_id = r.company_id AND c.is_test = r.is_test AND c.assigned_to = r.assigned_to;
  DELETE FROM customer_account_counts WHERE accounts = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Updates move one account between counters, and only when a counted column really changes (the
-- WHEN clause), so edits and the rank sweep never touch the counters.
CREATE FUNCTION customer_account_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_account_counts
  SET accounts = accounts - 1
  WHERE company_id = OLD.company_id AND is_test = OLD.is_test AND assigned_to = coalesce(OLD.assigned_to, 0);
  DELETE FROM customer_account_counts
  WHERE company_id = OLD.company_id AND is_test = OLD.is_test AND assigned_to = coalesce(OLD.assigned_to, 0)
    AND accounts = 0;
  INSERT INTO customer_account_counts (company_id, is_test, assigned_to, accounts)
  VALUES (NEW.company_id, NEW.is_test, coalesce(NEW.assigned_to, 0), 1)
  ON CONFLICT (company_id, is_test, assigned_to)
  DO UPDATE SET accounts = customer_account_counts.accounts + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customer_account_counts_add AFTER INSERT ON customer_accounts
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION customer_account_counts_add();
--> statement-breakpoint
CREATE TRIGGER customer_account_counts_remove AFTER DELETE ON customer_accounts
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION customer_account_counts_remove();
--> statement-breakpoint
CREATE TRIGGER customer_account_counts_move AFTER UPDATE OF company_id, is_test, assigned_to ON customer_accounts
  FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.is_test IS DISTINCT FROM NEW.is_test
    OR OLD.assigned_to IS DISTINCT FROM NEW.assigned_to)
  EXECUTE FUNCTION customer_account_counts_move();
--> statement-breakpoint
INSERT INTO customer_account_counts (company_id, is_test, assigned_to, accounts)
SELECT company_id, is_test, coalesce(assigned_to, 0), count(*)
FROM customer_accounts
GROUP BY 1, 2, 3;
