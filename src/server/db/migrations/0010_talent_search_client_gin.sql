-- The talent search's GIN indexes lead with the client (btree_gin). Every search is one client's,
-- and with single-column text indexes the planner ANDed each text match's bitmap with a bitmap of
-- the client's ~all talents read from a btree (1-3 ms per search on the demo data, more than the
-- text match itself). In one GIN index, the client is one more key of the same scan.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "talents_search_idx";--> statement-breakpoint
DROP INDEX "talents_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "talents_email_trgm_idx";--> statement-breakpoint
DROP INDEX "talents_phone_trgm_idx";--> statement-breakpoint
DROP INDEX "talents_vms_id_trgm_idx";--> statement-breakpoint
DROP INDEX "talents_skills_trgm_idx";--> statement-breakpoint
DROP INDEX "talents_title_trgm_idx";--> statement-breakpoint
DROP INDEX "talents_phone_digits_trgm_idx";--> statement-breakpoint
DROP INDEX "talents_location_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "talents_search_idx" ON "talents" USING gin ("client_id","search");--> statement-breakpoint
CREATE INDEX "talents_full_name_trgm_idx" ON "talents" USING gin ("client_id","full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talents_email_trgm_idx" ON "talents" USING gin ("client_id","email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talents_phone_trgm_idx" ON "talents" USING gin ("client_id","phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talents_vms_id_trgm_idx" ON "talents" USING gin ("client_id","vms_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talents_skills_trgm_idx" ON "talents" USING gin ("client_id","skills_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talents_title_trgm_idx" ON "talents" USING gin ("client_id","title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talents_phone_digits_trgm_idx" ON "talents" USING gin ("client_id",regexp_replace("phone", '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talents_location_text_trgm_idx" ON "talents" USING gin ("client_id","location_text" gin_trgm_ops);--> statement-breakpoint
-- Statistics of the re-created expression index (PGlite has no autovacuum to gather them).
ANALYZE "talents";
