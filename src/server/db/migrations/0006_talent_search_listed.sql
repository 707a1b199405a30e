-- Talent search (issue 6): the sort indexes cover only the talents a search lists and every
-- column the walk reads, so a page and its capped count come from the index alone.
DROP INDEX "talents_client_updated_idx";--> statement-breakpoint
DROP INDEX "talents_client_name_idx";--> statement-breakpoint
DROP INDEX "talents_client_rate_idx";--> statement-breakpoint
DROP INDEX "talent_skills_lower_name_idx";--> statement-breakpoint
CREATE INDEX "pool_memberships_pool_members_idx" ON "pool_memberships" USING btree ("pool_id","talent_id") WHERE status NOT IN ('DELETED', 'REJECTED');--> statement-breakpoint
CREATE INDEX "talents_listed_updated_idx" ON "talents" USING btree ("client_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST,"current_city","home_city","current_country","home_country_code","latitude","longitude","not_available_from","not_available_until","rate_min","rate_max","owner_id") WHERE state <> 'DELETED' AND state <> 'DEACTIVATED';--> statement-breakpoint
CREATE INDEX "talents_listed_name_idx" ON "talents" USING btree ("client_id",lower("last_name"),lower("first_name"),"id","last_name","first_name","full_name") WHERE state <> 'DELETED' AND state <> 'DEACTIVATED';--> statement-breakpoint
CREATE INDEX "talents_listed_rate_idx" ON "talents" USING btree ("client_id","rate_min","id") WHERE state <> 'DELETED' AND state <> 'DEACTIVATED';--> statement-breakpoint
CREATE INDEX "talents_listed_keys_idx" ON "talents" USING btree ("id","client_id","updated_at") WHERE state <> 'DELETED' AND state <> 'DEACTIVATED';--> statement-breakpoint
CREATE INDEX "talents_deactivated_updated_idx" ON "talents" USING btree ("client_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE state = 'DEACTIVATED';--> statement-breakpoint
CREATE INDEX "talent_skills_lower_name_idx" ON "talent_skills" USING btree (lower("name"),"talent_id","name");;--> statement-breakpoint
-- The search tsvector stays in the row, compressed, instead of in the TOAST table (cv_text and
-- summary leave the row first): a text search checks and ranks it on every row it walks, and
-- fetching it from TOAST cost ~3 more page reads per row. Rows written before keep their layout
-- until rewritten (an update of the talent, or VACUUM FULL "talents").
ALTER TABLE "talents" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
-- Statistics of the new expression columns for the planner (PGlite has no autovacuum to gather them).
ANALYZE "talents";--> statement-breakpoint
ANALYZE "talent_skills";