-- The planner picks how to page a text search by how many accounts it expects to match. With the
-- default sample (100 histogram entries) a multi-word term like 'maple ridge' matched none of them
-- and was guessed at 100 rows, so the page went through the trigram index and a sort (40 ms at a
-- million accounts) rather than walking the sort order until ten matches (1 ms). A larger sample
-- makes the guess close (2,002 for 2,204 real matches).
ALTER TABLE "customer_accounts" ALTER COLUMN "search_text" SET STATISTICS 1000;
