CREATE TABLE "request_company_daily_rollups" (
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"is_test" boolean NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "request_company_daily_rollups_company_id_product_id_is_test_day_status_pk" PRIMARY KEY("company_id","product_id","is_test","day","status")
);
--> statement-breakpoint
CREATE INDEX "verification_requests_company_product_started" ON "verification_requests" USING btree ("company_id","product_id","started_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Hand-written (drizzle-kit declares no triggers): request_company_daily_rollups is the sum of
-- request_daily_rollups per (company, product, is_test, day, status), kept by statement triggers on
-- the rollups from their transition tables, so the product API's upsert, recountActivity's delete
-- and insert, and an account's cascade each cost one grouped upsert. The product API's
-- INSERT ... ON CONFLICT DO UPDATE fires the insert trigger for the rows it inserted and the update
-- trigger for those it updated. Rows left at 0 are kept (a day that had requests and lost them).
-- Only the products that read them (DIVE's request totals, DIVE Online's statistics) are summed: a
-- company row is one hot row every request of the company's day updates, so the other products'
-- requests (Veriscan's ingest load above all) never wait on it.
CREATE FUNCTION request_company_daily_rollups_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO request_company_daily_rollups (company_id, product_id, is_test, day, status, requests)
  SELECT company_id, product_id, is_test, day, status, sum(requests)
  FROM added
  WHERE product_id IN (SELECT id FROM products WHERE project_id IN ('DVS', 'DvsOnline'))
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (company_id, product_id, is_test, day, status)
  DO UPDATE SET requests = request_company_daily_rollups.requests + excluded.requests;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION request_company_daily_rollups_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE request_company_daily_rollups c
  SET requests = c.requests - r.requests
  FROM (
    SELECT company_id, product_id, is_test, day, status, sum(requests) AS requests
    FROM removed
    WHERE product_id IN (SELECT id FROM products WHERE project_id IN ('DVS', 'DvsOnline'))
    GROUP BY 1, 2, 3, 4, 5
  ) r
  WHERE c.company_id = r.company_id AND c.product_id = r.product_id AND c.is_test = r.is_test
    AND c.day = r.day AND c.status = r.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION request_company_daily_rollups_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO request_company_daily_rollups (company_id, product_id, is_test, day, status, requests)
  SELECT company_id, product_id, is_test, day, status, sum(requests)
  FROM (
    SELECT company_id, product_id, is_test, day, status, requests FROM added
    UNION ALL
    SELECT company_id, product_id, is_test, day, status, -requests FROM removed
  ) d
  WHERE product_id IN (SELECT id FROM products WHERE project_id IN ('DVS', 'DvsOnline'))
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (company_id, product_id, is_test, day, status)
  DO UPDATE SET requests = request_company_daily_rollups.requests + excluded.requests;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER request_company_daily_rollups_add AFTER INSERT ON request_daily_rollups
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION request_company_daily_rollups_add();
--> statement-breakpoint
CREATE TRIGGER request_company_daily_rollups_remove AFTER DELETE ON request_daily_rollups
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION request_company_daily_rollups_remove();
--> statement-breakpoint
CREATE TRIGGER request_company_daily_rollups_change AFTER UPDATE ON request_daily_rollups
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION request_company_daily_rollups_change();
--> statement-breakpoint
INSERT INTO request_company_daily_rollups (company_id, product_id, is_test, day, status, requests)
SELECT company_id, product_id, is_test, day, status, sum(requests)
FROM request_daily_rollups
WHERE product_id IN (SELECT id FROM products WHERE project_id IN ('DVS', 'DvsOnline'))
GROUP BY 1, 2, 3, 4, 5;
