CREATE INDEX "applications_allocated_idx" ON "applications" USING btree ("allocated_msp_id","talent_id") WHERE "applications"."allocated_msp_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "cv_items_job_trgm_idx" ON "cv_items" USING gin ((coalesce("title", '') || ' ' || coalesce("organization", '')) gin_trgm_ops) WHERE "cv_items"."kind" = 'j_h';--> statement-breakpoint
CREATE INDEX "cv_items_job_title_idx" ON "cv_items" USING btree (lower("title")) WHERE "cv_items"."kind" = 'j_h';--> statement-breakpoint
CREATE INDEX "pool_memberships_stage_idx" ON "pool_memberships" USING btree ("client_id","stage");--> statement-breakpoint
CREATE INDEX "talent_skills_lower_name_idx" ON "talent_skills" USING btree (lower("name"),"talent_id");--> statement-breakpoint
CREATE INDEX "talents_client_updated_idx" ON "talents" USING btree ("client_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talents_client_name_idx" ON "talents" USING btree ("client_id",lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "talents_client_rate_idx" ON "talents" USING btree ("client_id","rate_min","id");--> statement-breakpoint
CREATE INDEX "talents_skills_trgm_idx" ON "talents" USING gin ("skills_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talents_title_trgm_idx" ON "talents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talents_phone_digits_trgm_idx" ON "talents" USING gin (regexp_replace("phone", '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talents_location_trgm_idx" ON "talents" USING gin ((coalesce("current_city", '') || ' ' || coalesce("home_city", '') || ' ' || coalesce("current_country", '') || ' ' || coalesce("home_country_code", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talents_position_idx" ON "talents" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "talents_zip_idx" ON "talents" USING btree ("client_id",upper(replace("home_zip_code", ' ', '')));