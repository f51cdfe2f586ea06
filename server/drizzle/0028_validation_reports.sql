CREATE TABLE "address_validations" (
	"request_id" bigint PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"is_test" boolean NOT NULL,
	"validated" boolean NOT NULL,
	"valid" boolean NOT NULL,
	"found" boolean NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "validation_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"is_test" boolean NOT NULL,
	"request_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"validated" boolean NOT NULL,
	"severity" smallint NOT NULL,
	"failed_checks" integer NOT NULL,
	"document_type" text,
	"document_number" text,
	"person_name" text,
	"checks" jsonb NOT NULL,
	"validated_at" timestamp with time zone NOT NULL,
	"validated_by" text
);
--> statement-breakpoint
ALTER TABLE "address_validations" ADD CONSTRAINT "address_validations_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_history" ADD CONSTRAINT "validation_history_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_validations_scope" ON "address_validations" USING btree ("company_id","is_test","checked_at" DESC NULLS FIRST,"request_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "address_validations_account" ON "address_validations" USING btree ("account_id","checked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "validation_history_scope" ON "validation_history" USING btree ("company_id","is_test","validated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "validation_history_account" ON "validation_history" USING btree ("account_id","validated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "verification_requests_failed" ON "verification_requests" USING btree ("company_id","is_test","started_at") WHERE "verification_requests"."status" = 'failed';--> statement-breakpoint
-- The validation reports' tables are kept by triggers (hand-written; contract/src/validation-reports.ts
-- says what they hold), so every writer of requests and decisions keeps them in its own transaction.
-- A check's severity when it fails, as contract CHECK_SEVERITY says (validation-reports.test.ts holds
-- them together): 3 high, 2 medium (also a check not listed), 1 low (also any warning), 0 none.
CREATE FUNCTION validation_check_severity(check_name text, check_result text) RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE
    WHEN check_result = 'warning' THEN 1
    WHEN check_result IS DISTINCT FROM 'failed' THEN 0
    WHEN check_name IN ('tampering', 'frontBackMatch', 'fontConsistency', 'faceMatch', 'barcodeMatchesFront') THEN 3
    WHEN check_name IN ('portraitPresent') THEN 1
    ELSE 2
  END)::smallint
$$;
--> statement-breakpoint
-- A JSON flag as a product sent it: true only when it is the JSON value true (anything else, a
-- string included, is false rather than an error that would refuse the product's request).
CREATE FUNCTION jsonb_flag(v jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(v) = 'boolean' THEN v::boolean ELSE false END
$$;
--> statement-breakpoint
-- One History Log entry from a request's result and a list of checks (objects with a name; the
-- review's `detail` is kept as the reason).
CREATE FUNCTION validation_history_entry(p_company integer, p_account integer, p_test boolean,
  p_request bigint, p_kind text, p_validated boolean, p_result jsonb, p_checks jsonb, p_at timestamptz,
  p_by text) RETURNS void LANGUAGE sql AS $$
  WITH checks AS (
    SELECT coalesce(jsonb_agg(jsonb_build_object(
        'name', left(c ->> 'name', 100),
        'title', left(c ->> 'title', 200),
        'result', coalesce(c ->> 'result', 'skipped'),
        'reason', left(coalesce(c ->> 'reason', c ->> 'detail'), 500))), '[]'::jsonb) AS list,
      coalesce(max(validation_check_severity(c ->> 'name', c ->> 'result')), 0) AS severity,
      count(*) FILTER (WHERE c ->> 'result' IN ('failed', 'warning')) AS failed
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p_checks) = 'array' THEN p_checks ELSE '[]' END) c
    WHERE jsonb_typeof(c) = 'object' AND jsonb_typeof(c -> 'name') = 'string'
  )
  INSERT INTO validation_history (company_id, account_id, is_test, request_id, kind, validated, severity,
    failed_checks, document_type, document_number, person_name, checks, validated_at, validated_by)
  SELECT p_company, p_account, p_test, p_request, p_kind, p_validated, checks.severity, checks.failed,
    nullif(btrim(left(p_result ->> 'documentType', 100)), ''),
    nullif(btrim(left(p_result -> 'fields' ->> 'documentNumber', 100)), ''),
    nullif(btrim(left(concat_ws(' ', p_result -> 'fields' ->> 'firstName', p_result -> 'fields' ->> 'lastName'), 200)), ''),
    checks.list, p_at, p_by
  FROM checks
$$;
--> statement-breakpoint
CREATE FUNCTION validation_history_from_request() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM validation_history_entry(NEW.company_id, NEW.account_id, NEW.is_test, NEW.id, 'automatic',
    NEW.status = 'success', NEW.result, NEW.result -> 'checks', coalesce(NEW.completed_at, NEW.started_at), NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER validation_history_request AFTER INSERT ON verification_requests
  FOR EACH ROW WHEN (jsonb_typeof(NEW.result -> 'checks') = 'array')
  EXECUTE FUNCTION validation_history_from_request();
--> statement-breakpoint
-- A reviewer's decision (made once: a decided item is final) is a manual entry, with the checks the
-- reviewer ran (TryVerifying), or else the device's.
CREATE FUNCTION validation_history_from_review() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF NEW.decision IS NULL OR (TG_OP = 'UPDATE' AND OLD.decision IS NOT NULL) THEN
    RETURN NULL;
  END IF;
  SELECT company_id, account_id, is_test, id, result INTO r FROM verification_requests
    WHERE id = NEW.request_id AND started_at = NEW.request_started_at;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  PERFORM validation_history_entry(r.company_id, r.account_id, r.is_test, r.id, 'manual',
    NEW.decision = 'approve', r.result, coalesce(NEW.checks -> 'checks', r.result -> 'checks'),
    coalesce(NEW.decided_at, now()), NEW.decided_by_name);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER validation_history_review AFTER INSERT OR UPDATE OF decision ON manual_reviews
  FOR EACH ROW EXECUTE FUNCTION validation_history_from_review();
--> statement-breakpoint
-- The address check of a request (result.address), one row a request; a result changed later
-- replaces it.
CREATE FUNCTION address_validation_from_request() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  a jsonb := NEW.result -> 'address';
BEGIN
  INSERT INTO address_validations (request_id, company_id, account_id, is_test, validated, valid, found,
    address, city, state, zip, checked_at)
  VALUES (NEW.id, NEW.company_id, NEW.account_id, NEW.is_test, jsonb_flag(a -> 'validated'),
    jsonb_flag(a -> 'valid'), jsonb_flag(a -> 'found'),
    left(concat_ws(', ', nullif(btrim(a ->> 'line1'), ''), nullif(btrim(a ->> 'line2'), '')), 300),
    left(coalesce(btrim(a ->> 'city'), ''), 100), left(coalesce(btrim(a ->> 'state'), ''), 50),
    left(coalesce(btrim(a ->> 'zip'), ''), 20), coalesce(NEW.completed_at, NEW.started_at))
  ON CONFLICT (request_id) DO UPDATE SET validated = excluded.validated, valid = excluded.valid,
    found = excluded.found, address = excluded.address, city = excluded.city, state = excluded.state,
    zip = excluded.zip, checked_at = excluded.checked_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER address_validation_request AFTER INSERT OR UPDATE OF result ON verification_requests
  FOR EACH ROW WHEN (jsonb_typeof(NEW.result -> 'address') = 'object')
  EXECUTE FUNCTION address_validation_from_request();
--> statement-breakpoint
-- What was stored before this migration.
SELECT validation_history_entry(company_id, account_id, is_test, id, 'automatic', status = 'success', result,
  result -> 'checks', coalesce(completed_at, started_at), NULL)
FROM verification_requests WHERE jsonb_typeof(result -> 'checks') = 'array';
--> statement-breakpoint
SELECT validation_history_entry(r.company_id, r.account_id, r.is_test, r.id, 'manual', m.decision = 'approve',
  r.result, coalesce(m.checks -> 'checks', r.result -> 'checks'), coalesce(m.decided_at, now()), m.decided_by_name)
FROM manual_reviews m JOIN verification_requests r ON r.id = m.request_id AND r.started_at = m.request_started_at
WHERE m.decision IS NOT NULL;
--> statement-breakpoint
UPDATE verification_requests SET result = result WHERE jsonb_typeof(result -> 'address') = 'object';
