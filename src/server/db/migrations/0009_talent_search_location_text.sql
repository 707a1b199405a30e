-- Talent search by location (location, city and country contains): current and home city and
-- country kept lower-cased in the row (generated), trigram-indexed and carried by the default
-- sort's index. The filters match `location_text LIKE lower(pattern)`, which is how PostgreSQL
-- evaluates ILIKE in a multibyte database, so the answers stay the same, without joining and
-- lower-casing the four columns of every row a search tests ("nl" tested ~3,500 rows in the demo
-- data). The column's text is the old trigram index's expression lower-cased (pg_trgm lower-cases
-- its trigrams anyway).
DROP INDEX "talents_location_trgm_idx";--> statement-breakpoint
DROP INDEX "talents_listed_updated_idx";--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "location_text" text GENERATED ALWAYS AS (lower(coalesce(current_city, '') || ' ' || coalesce(home_city, '') || ' ' || coalesce(current_country, '') || ' ' || coalesce(home_country_code, ''))) STORED;--> statement-breakpoint
CREATE INDEX "talents_location_text_trgm_idx" ON "talents" USING gin ("location_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talents_listed_updated_idx" ON "talents" USING btree ("client_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST,"current_city","home_city","current_country","home_country_code","latitude","longitude","not_available_from","not_available_until","rate_min","rate_max","owner_id","location_text") WHERE state <> 'DELETED' AND state <> 'DEACTIVATED';--> statement-breakpoint
-- Statistics of the new column for the planner (PGlite has no autovacuum to gather them).
ANALYZE "talents";
