CREATE TABLE "request_location_daily_rollups" (
	"location_id" integer NOT NULL,
	"day" date NOT NULL,
	"company_id" integer NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "request_location_daily_rollups_location_id_day_company_id_pk" PRIMARY KEY("location_id","day","company_id")
);
--> statement-breakpoint
CREATE INDEX "request_location_daily_rollups_company" ON "request_location_daily_rollups" USING btree ("company_id","day","location_id","requests");--> statement-breakpoint
-- Hand-written (drizzle-kit declares no triggers): request_company_daily_rollups and
-- request_location_daily_rollups are sums of request_daily_rollups, kept by statement triggers on the
-- rollups from their transition tables (the trigger's argument is the sign), so the product API's
-- upsert, recountActivity's delete and insert, a status move and an account's cascade each cost one
-- grouped upsert of each. The product API's INSERT ... ON CONFLICT DO UPDATE fires the insert
-- trigger for the rows it inserted and the two update triggers for those it updated (the old rows
-- counted off, the new counted in). Rows left at 0 are kept (a day that had requests and lost them).
-- The company's sums now hold every product, not only DIVE's (migration dvs_online): the location
-- report's scans per day over two years read about 1,000,000 rollup rows of Veriscan Online at
-- 10,000,000 requests. A company's row of the day is one row each of its requests of that day
-- updates, so the product API's requests of one company wait on its lock in turn.
DROP TRIGGER request_company_daily_rollups_add ON request_daily_rollups;--> statement-breakpoint
DROP TRIGGER request_company_daily_rollups_remove ON request_daily_rollups;--> statement-breakpoint
DROP TRIGGER request_company_daily_rollups_change ON request_daily_rollups;--> statement-breakpoint
DROP FUNCTION request_company_daily_rollups_add();--> statement-breakpoint
DROP FUNCTION request_company_daily_rollups_remove();--> statement-breakpoint
DROP FUNCTION request_company_daily_rollups_change();--> statement-breakpoint
CREATE FUNCTION request_rollup_sums() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO request_company_daily_rollups (company_id, product_id, is_test, day, status, requests)
  SELECT company_id, product_id, is_test, day, status, sign * sum(requests)
  FROM changed
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (company_id, product_id, is_test, day, status)
  DO UPDATE SET requests = request_company_daily_rollups.requests + excluded.requests;
  INSERT INTO request_location_daily_rollups (location_id, day, company_id, requests)
  SELECT location_id, day, company_id, sign * sum(requests)
  FROM changed
  WHERE location_id <> 0
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (location_id, day, company_id)
  DO UPDATE SET requests = request_location_daily_rollups.requests + excluded.requests;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER request_rollup_sums_insert AFTER INSERT ON request_daily_rollups
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION request_rollup_sums('1');
--> statement-breakpoint
CREATE TRIGGER request_rollup_sums_delete AFTER DELETE ON request_daily_rollups
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION request_rollup_sums('-1');
--> statement-breakpoint
CREATE TRIGGER request_rollup_sums_update_new AFTER UPDATE ON request_daily_rollups
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION request_rollup_sums('1');
--> statement-breakpoint
CREATE TRIGGER request_rollup_sums_update_old AFTER UPDATE ON request_daily_rollups
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION request_rollup_sums('-1');
--> statement-breakpoint
DELETE FROM request_company_daily_rollups;--> statement-breakpoint
INSERT INTO request_company_daily_rollups (company_id, product_id, is_test, day, status, requests)
SELECT company_id, product_id, is_test, day, status, sum(requests)
FROM request_daily_rollups
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO request_location_daily_rollups (location_id, day, company_id, requests)
SELECT location_id, day, company_id, sum(requests)
FROM request_daily_rollups
WHERE location_id <> 0
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Statistics for the filled tables at once: the location report's plan (a hash join of the sums,
-- or a probe a row) depends on their size.
ANALYZE request_company_daily_rollups;--> statement-breakpoint
ANALYZE request_location_daily_rollups;
