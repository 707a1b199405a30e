-- One talent per person and client (issue 23): no second talent with the same email, whatever its
-- case or surrounding spaces; external imports racing each other meet here. And phone digits by
-- btree for the external results' dedupe.
CREATE UNIQUE INDEX "talents_client_email_uq" ON "talents" USING btree ("client_id",lower(btrim("email"))) WHERE "talents"."email" IS NOT NULL AND "talents"."state" <> 'DELETED';--> statement-breakpoint
CREATE INDEX "talents_client_phone_digits_idx" ON "talents" USING btree ("client_id",regexp_replace("phone", '[^0-9]', '', 'g')) WHERE "talents"."phone" IS NOT NULL;
