-- Custom SQL migration file, put your code below! --
-- Trigram indexes serve case-insensitive "contains" filters (ILIKE '%…%'). pg_trgm is a trusted
-- extension (PostgreSQL 13+): the database owner may create it; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
