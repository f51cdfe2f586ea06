CREATE TABLE "device_counts" (
	"company_id" integer NOT NULL,
	"is_test" boolean NOT NULL,
	"kind" text NOT NULL,
	"devices" integer NOT NULL,
	CONSTRAINT "device_counts_company_id_is_test_kind_pk" PRIMARY KEY("company_id","is_test","kind")
);
--> statement-breakpoint
CREATE INDEX "devices_name_search" ON "devices" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices_serial_search" ON "devices" USING gin ("serial" gin_trgm_ops);--> statement-breakpoint
-- Hand-written (drizzle-kit declares no triggers): device_counts is the number of devices per
-- (company, customer's Test Mode side, kind), kept as account_product_counts is (0013). Devices
-- added or removed are counted per statement from the transition tables, so a bulk load costs one
-- grouped upsert and the product API's device upsert, which inserts only a device seen for the first
-- time, costs nothing more when it updates one. Rows left at 0 are kept.
CREATE FUNCTION device_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO device_counts (company_id, is_test, kind, devices)
  SELECT added.company_id, a.is_test, added.kind, count(*)
  FROM added JOIN customer_accounts a ON a.id = added.account_id
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (company_id, is_test, kind)
  DO UPDATE SET devices = device_counts.devices + excluded.devices;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Devices removed from accounts that remain. An account's own deletion cascades to its devices after
-- its row is gone, so the join finds nothing: device_counts_forget counts those off before.
CREATE FUNCTION device_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE device_counts c
  SET devices = c.devices - r.devices
  FROM (
    SELECT removed.company_id, a.is_test, removed.kind, count(*) AS devices
    FROM removed JOIN customer_accounts a ON a.id = removed.account_id
    GROUP BY 1, 2, 3
  ) r
  WHERE c.company_id = r.company_id AND c.is_test = r.is_test AND c.kind = r.kind;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Adds delta to the counts of one account's devices, by company and kind, on one Test Mode side (an
-- upsert: the side's counter may not exist yet). Devices are counted under their own company_id,
-- as the reports filter them.
CREATE FUNCTION device_counts_shift(account integer, test boolean, delta integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO device_counts (company_id, is_test, kind, devices)
  SELECT d.company_id, test, d.kind, delta * count(*) FROM devices d WHERE d.account_id = account
  GROUP BY d.company_id, d.kind
  ORDER BY d.company_id, d.kind
  ON CONFLICT (company_id, is_test, kind)
  DO UPDATE SET devices = device_counts.devices + excluded.devices;
$$;
--> statement-breakpoint
CREATE FUNCTION device_counts_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM device_counts_shift(OLD.id, OLD.is_test, -1);
  RETURN OLD;
END $$;
--> statement-breakpoint
-- An account that changes Test Mode side takes its devices' counts along.
CREATE FUNCTION device_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM device_counts_shift(OLD.id, OLD.is_test, -1);
  PERFORM device_counts_shift(NEW.id, NEW.is_test, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A device given another kind (staff say what an Unknown device is), account or company. Row-level,
-- since a trigger with transition tables cannot name columns, and the product API's updates of
-- last_seen_at must not fire it.
CREATE FUNCTION device_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE device_counts c SET devices = c.devices - 1
  FROM customer_accounts a
  WHERE a.id = OLD.account_id AND c.company_id = OLD.company_id AND c.is_test = a.is_test AND c.kind = OLD.kind;
  INSERT INTO device_counts (company_id, is_test, kind, devices)
  SELECT NEW.company_id, a.is_test, NEW.kind, 1 FROM customer_accounts a WHERE a.id = NEW.account_id
  ON CONFLICT (company_id, is_test, kind) DO UPDATE SET devices = device_counts.devices + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER device_counts_add AFTER INSERT ON devices
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION device_counts_add();
--> statement-breakpoint
CREATE TRIGGER device_counts_remove AFTER DELETE ON devices
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION device_counts_remove();
--> statement-breakpoint
CREATE TRIGGER device_counts_change AFTER UPDATE OF kind, account_id, company_id ON devices
  FOR EACH ROW
  WHEN (OLD.kind IS DISTINCT FROM NEW.kind OR OLD.account_id IS DISTINCT FROM NEW.account_id
    OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION device_counts_change();
--> statement-breakpoint
CREATE TRIGGER device_counts_forget BEFORE DELETE ON customer_accounts
  FOR EACH ROW EXECUTE FUNCTION device_counts_forget();
--> statement-breakpoint
CREATE TRIGGER device_counts_move AFTER UPDATE OF is_test ON customer_accounts
  FOR EACH ROW WHEN (OLD.is_test IS DISTINCT FROM NEW.is_test)
  EXECUTE FUNCTION device_counts_move();
--> statement-breakpoint
INSERT INTO device_counts (company_id, is_test, kind, devices)
SELECT d.company_id, a.is_test, d.kind, count(*)
FROM devices d JOIN customer_accounts a ON a.id = d.account_id
GROUP BY 1, 2, 3;
