-- Opening a stored file asks whose it is (a project's attachment, a talent's CV or CV attachment):
-- one index probe each instead of reading every talent, CV item and project attachment.
CREATE INDEX "project_attachments_resource_idx" ON "project_attachments" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "cv_items_attachment_idx" ON "cv_items" USING btree ("attachment_id") WHERE "cv_items"."attachment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "talents_cv_id_idx" ON "talents" USING btree ("cv_id") WHERE "talents"."cv_id" IS NOT NULL;
