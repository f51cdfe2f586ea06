-- The company's daily sums spread over 32 rows a day, product and status (the account's id modulo
-- 32): since migration location_rollups they sum every product's requests, and a company's row of
-- the day was one row each of its requests of that day updated, so the product API's requests of a
-- company waited on its lock in turn, each until the commit before it was flushed. pgbench on the
-- 2-core machine, 50 connections, an upsert of a counter: 552-588 a second on one row, 3,191 over 16
-- chosen at random, 5,342 over 64, 5,438 over 100,000. The readers sum over the shards. The sums are
-- made again from the daily rollups (the column has no value to give the old rows).
DELETE FROM "request_company_daily_rollups";--> statement-breakpoint
ALTER TABLE "request_company_daily_rollups" DROP CONSTRAINT "request_company_daily_rollups_company_id_product_id_is_test_day_status_pk";--> statement-breakpoint
ALTER TABLE "request_company_daily_rollups" ADD COLUMN "shard" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "request_company_daily_rollups" ADD CONSTRAINT "request_company_daily_rollups_company_id_product_id_is_test_day_status_shard_pk" PRIMARY KEY("company_id","product_id","is_test","day","status","shard");--> statement-breakpoint
CREATE OR REPLACE FUNCTION request_rollup_sums() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO request_company_daily_rollups (company_id, product_id, is_test, day, status, shard, requests)
  SELECT company_id, product_id, is_test, day, status, account_id % 32, sign * sum(requests)
  FROM changed
  GROUP BY 1, 2, 3, 4, 5, 6
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (company_id, product_id, is_test, day, status, shard)
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
INSERT INTO request_company_daily_rollups (company_id, product_id, is_test, day, status, shard, requests)
SELECT company_id, product_id, is_test, day, status, account_id % 32, sum(requests)
FROM request_daily_rollups
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
ANALYZE request_company_daily_rollups;
