ALTER TABLE "assessments" ADD COLUMN "remind_key" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "remind_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "remind_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "remind_error" text;--> statement-breakpoint
CREATE INDEX "assessments_remind_due_idx" ON "assessments" USING btree ("remind_next_at") WHERE remind_next_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "assessments_open_idx" ON "assessments" USING btree ("status","application_id") WHERE status IN ('invited', 'started');--> statement-breakpoint
CREATE INDEX "vms_submissions_supersedes_idx" ON "vms_submissions" USING btree ("legal_entity_id","supersedes") WHERE supersedes IS NOT NULL;