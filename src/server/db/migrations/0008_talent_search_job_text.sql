-- Talent search by experience (previous_job LIKE): a work-experience item's title and employer
-- kept lower-cased in the row, trigram-indexed. The filter matches `job_text LIKE lower(pattern)`,
-- which is how PostgreSQL evaluates ILIKE in a multibyte database (lower-case both, then LIKE),
-- so the answers stay the same, without lower-casing every candidate the index hands back for
-- its recheck (~1 us a row; "consultant" rechecks ~4,400 items in the demo data).
DROP INDEX "cv_items_job_trgm_idx";--> statement-breakpoint
ALTER TABLE "cv_items" ADD COLUMN "job_text" text GENERATED ALWAYS AS (CASE WHEN kind = 'j_h' THEN lower(coalesce(title, '') || ' ' || coalesce(organization, '')) END) STORED;--> statement-breakpoint
CREATE INDEX "cv_items_job_text_trgm_idx" ON "cv_items" USING gin ("job_text" gin_trgm_ops) WHERE "cv_items"."kind" = 'j_h';--> statement-breakpoint
-- Statistics of the new column for the planner (PGlite has no autovacuum to gather them).
ANALYZE "cv_items";
