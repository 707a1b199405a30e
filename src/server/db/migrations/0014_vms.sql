CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"msp_id" integer NOT NULL,
	"kind" text NOT NULL,
	"application_id" integer,
	"project_id" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vms_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"legal_entity_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"sequence" bigint NOT NULL,
	"type" text NOT NULL,
	"vms_submission_id" text,
	"external_ref" text,
	"occurred_at" timestamp with time zone,
	"via" text NOT NULL,
	"payload" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"application_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vms_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"submission_id" integer,
	"kind" text NOT NULL,
	"target" text,
	"attempt" integer NOT NULL,
	"method" text NOT NULL,
	"url" text NOT NULL,
	"request_body" text NOT NULL,
	"files" jsonb,
	"response_status" integer,
	"response_body" text,
	"outcome" text NOT NULL,
	"message" text,
	"msp_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer
);
--> statement-breakpoint
CREATE TABLE "vms_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"legal_entity_id" integer NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"requisition_id" text NOT NULL,
	"payload" text,
	"cv_file" jsonb,
	"supersedes" text,
	"state" text NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"vms_submission_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"last_status_seq" bigint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vms_sync_state" (
	"legal_entity_id" integer PRIMARY KEY NOT NULL,
	"cursor" text,
	"last_poll_at" timestamp with time zone,
	"last_poll_error" text,
	"last_webhook_at" timestamp with time zone,
	"webhook_refused" integer DEFAULT 0 NOT NULL,
	"last_webhook_error" text
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "vms_message" text;--> statement-breakpoint
ALTER TABLE "vms_interviews" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vms_interviews" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "vms_interviews" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "vms_interviews" ADD COLUMN "source" text DEFAULT 'vms' NOT NULL;--> statement-breakpoint
ALTER TABLE "vms_interviews" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "vms_interviews" ADD COLUMN "talent_response" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "vms_interviews" ADD COLUMN "response_reason" text;--> statement-breakpoint
ALTER TABLE "vms_interviews" ADD COLUMN "responded_by" integer;--> statement-breakpoint
ALTER TABLE "vms_interviews" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vms_interviews" ADD COLUMN "response_state" text;--> statement-breakpoint
ALTER TABLE "vms_interviews" ADD COLUMN "response_answer" text;--> statement-breakpoint
ALTER TABLE "vms_interviews" ADD COLUMN "response_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vms_interviews" ADD COLUMN "response_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vms_interviews" ADD COLUMN "response_error" text;--> statement-breakpoint
ALTER TABLE "vms_interviews" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "vms_interviews" ADD COLUMN "last_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vms_offers" ADD COLUMN "rate_unit" text;--> statement-breakpoint
ALTER TABLE "vms_offers" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "vms_offers" ADD COLUMN "source" text DEFAULT 'vms' NOT NULL;--> statement-breakpoint
ALTER TABLE "vms_offers" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "vms_offers" ADD COLUMN "talent_response" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "vms_offers" ADD COLUMN "response_reason" text;--> statement-breakpoint
ALTER TABLE "vms_offers" ADD COLUMN "responded_by" integer;--> statement-breakpoint
ALTER TABLE "vms_offers" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vms_offers" ADD COLUMN "response_state" text;--> statement-breakpoint
ALTER TABLE "vms_offers" ADD COLUMN "response_answer" text;--> statement-breakpoint
ALTER TABLE "vms_offers" ADD COLUMN "response_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vms_offers" ADD COLUMN "response_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vms_offers" ADD COLUMN "response_error" text;--> statement-breakpoint
ALTER TABLE "vms_offers" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "vms_offers" ADD COLUMN "last_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_msp_id_msps_id_fk" FOREIGN KEY ("msp_id") REFERENCES "public"."msps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_events" ADD CONSTRAINT "vms_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_events" ADD CONSTRAINT "vms_events_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_events" ADD CONSTRAINT "vms_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_requests" ADD CONSTRAINT "vms_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_requests" ADD CONSTRAINT "vms_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_requests" ADD CONSTRAINT "vms_requests_submission_id_vms_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."vms_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_requests" ADD CONSTRAINT "vms_requests_msp_id_msps_id_fk" FOREIGN KEY ("msp_id") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_submissions" ADD CONSTRAINT "vms_submissions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_submissions" ADD CONSTRAINT "vms_submissions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_submissions" ADD CONSTRAINT "vms_submissions_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_submissions" ADD CONSTRAINT "vms_submissions_created_by_msps_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_sync_state" ADD CONSTRAINT "vms_sync_state_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_msp_idx" ON "notifications" USING btree ("msp_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vms_events_event_uq" ON "vms_events" USING btree ("legal_entity_id","event_id");--> statement-breakpoint
CREATE INDEX "vms_events_unmapped_idx" ON "vms_events" USING btree ("legal_entity_id","received_at") WHERE outcome = 'unmapped';--> statement-breakpoint
CREATE INDEX "vms_events_ref_idx" ON "vms_events" USING btree ("external_ref") WHERE outcome = 'unmapped';--> statement-breakpoint
CREATE INDEX "vms_events_application_idx" ON "vms_events" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "vms_requests_application_idx" ON "vms_requests" USING btree ("application_id","started_at");--> statement-breakpoint
CREATE INDEX "vms_requests_pending_idx" ON "vms_requests" USING btree ("started_at") WHERE outcome = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "vms_submissions_key_uq" ON "vms_submissions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "vms_submissions_application_idx" ON "vms_submissions" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "vms_submissions_vms_id_idx" ON "vms_submissions" USING btree ("legal_entity_id","vms_submission_id");--> statement-breakpoint
CREATE INDEX "vms_submissions_due_idx" ON "vms_submissions" USING btree ("next_attempt_at") WHERE state IN ('queued', 'withdrawing');--> statement-breakpoint
CREATE INDEX "vms_submissions_sending_idx" ON "vms_submissions" USING btree ("lease_until") WHERE state = 'sending';--> statement-breakpoint
CREATE UNIQUE INDEX "vms_submissions_live_uq" ON "vms_submissions" USING btree ("application_id") WHERE state IN ('queued', 'sending', 'accepted', 'confirmed', 'withdrawing');--> statement-breakpoint
ALTER TABLE "vms_interviews" ADD CONSTRAINT "vms_interviews_responded_by_msps_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_interviews" ADD CONSTRAINT "vms_interviews_created_by_msps_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_offers" ADD CONSTRAINT "vms_offers_responded_by_msps_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_offers" ADD CONSTRAINT "vms_offers_created_by_msps_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vms_interviews_external_uq" ON "vms_interviews" USING btree ("application_id","external_id") WHERE "vms_interviews"."external_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "vms_interviews_response_due_idx" ON "vms_interviews" USING btree ("response_next_at") WHERE "vms_interviews"."response_state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "vms_offers_external_uq" ON "vms_offers" USING btree ("application_id","external_id") WHERE "vms_offers"."external_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "vms_offers_response_due_idx" ON "vms_offers" USING btree ("response_next_at") WHERE "vms_offers"."response_state" = 'pending';