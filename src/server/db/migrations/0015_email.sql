CREATE TABLE "email_send_results" (
	"send_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"talent_id" integer,
	"application_id" integer,
	"outbox_id" integer,
	"skip_reason" text,
	"dedupe_key" text,
	CONSTRAINT "email_send_results_send_id_position_pk" PRIMARY KEY("send_id","position")
);
--> statement-breakpoint
CREATE TABLE "email_sends" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"msp_id" integer NOT NULL,
	"motivation" text NOT NULL,
	"template_id" integer,
	"target_kind" text NOT NULL,
	"target_ids" integer[] NOT NULL,
	"variants" jsonb NOT NULL,
	"unique_per_talent" boolean NOT NULL,
	"total" integer NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"release_at" timestamp with time zone,
	"drained_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_suppressions" (
	"client_id" integer NOT NULL,
	"address" text NOT NULL,
	"reason" text NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_suppressions_client_id_address_pk" PRIMARY KEY("client_id","address")
);
--> statement-breakpoint
CREATE TABLE "email_template_variants" (
	"template_id" integer NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "email_template_variants_template_id_language_pk" PRIMARY KEY("template_id","language")
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"motivation" text NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "email_outbox_client_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "talent_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "message_id" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "transport" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "smtp_response" text;--> statement-breakpoint
ALTER TABLE "email_send_results" ADD CONSTRAINT "email_send_results_send_id_email_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."email_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_sends" ADD CONSTRAINT "email_sends_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_sends" ADD CONSTRAINT "email_sends_msp_id_msps_id_fk" FOREIGN KEY ("msp_id") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_sends" ADD CONSTRAINT "email_sends_template_id_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_suppressions" ADD CONSTRAINT "email_suppressions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_suppressions" ADD CONSTRAINT "email_suppressions_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_template_variants" ADD CONSTRAINT "email_template_variants_template_id_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_created_by_msps_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_updated_by_msps_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_send_results_dedupe_idx" ON "email_send_results" USING btree ("send_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "email_sends_msp_idx" ON "email_sends" USING btree ("msp_id","created_at");--> statement-breakpoint
CREATE INDEX "email_sends_release_idx" ON "email_sends" USING btree ("release_at") WHERE drained_at IS NULL;--> statement-breakpoint
CREATE INDEX "email_templates_client_idx" ON "email_templates" USING btree ("client_id","motivation");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_default_uq" ON "email_templates" USING btree ("client_id","motivation") WHERE is_default;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_template_id_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_queued_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "email_outbox_sending_idx" ON "email_outbox" USING btree ("claimed_at") WHERE status = 'sending';--> statement-breakpoint
CREATE INDEX "email_outbox_talent_idx" ON "email_outbox" USING btree ("talent_id") WHERE talent_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "email_outbox_application_idx" ON "email_outbox" USING btree ("application_id") WHERE application_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "email_outbox_client_idx" ON "email_outbox" USING btree ("client_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Before issue 19 the outbox without SMTP_URL was the delivery ('stored'): those rows were delivered to the outbox.
UPDATE "email_outbox" SET "status" = 'sent', "transport" = 'outbox', "sent_at" = coalesce("sent_at", "created_at") WHERE "status" = 'stored';--> statement-breakpoint
UPDATE "email_outbox" SET "transport" = 'smtp' WHERE "status" = 'sent' AND "transport" IS NULL;--> statement-breakpoint
UPDATE "email_outbox" SET "next_attempt_at" = "created_at" WHERE "status" = 'queued';--> statement-breakpoint
-- Motivations as code words (spec words: job rejection, ...).
UPDATE "email_outbox" SET "motivation" = CASE "motivation"
  WHEN 'job rejection' THEN 'jobRejection' WHEN 'password-reset' THEN 'passwordReset'
  WHEN 'talent email by msp' THEN 'talentEmailByMsp' WHEN 'pool email' THEN 'poolEmail'
  WHEN 'applicant email' THEN 'applicantEmail' WHEN 'job closing' THEN 'jobClosing'
  WHEN 'pool rejection' THEN 'poolRejection' WHEN 'talent deletion' THEN 'talentDeletion'
  WHEN 'talent deactivation' THEN 'talentDeactivation' ELSE "motivation" END;
