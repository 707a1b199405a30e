-- Talent search by "assigned"/"unassigned" (is_unassigned): whether a talent has an allocated
-- application, read per talent from this index alone while the search walks a sort index and
-- stops after enough matches (was: every allocated application hashed first).
CREATE INDEX "applications_talent_allocated_idx" ON "applications" USING btree ("talent_id") WHERE "applications"."allocated_msp_id" IS NOT NULL;--> statement-breakpoint
-- Statistics for the planner (PGlite has no autovacuum to gather them).
ANALYZE "applications";
