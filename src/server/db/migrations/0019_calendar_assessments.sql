CREATE TABLE "calendar_connections" (
	"msp_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"provider" text NOT NULL,
	"server_url" text,
	"account" text,
	"grant_sealed" text NOT NULL,
	"expires_at" timestamp with time zone,
	"status" text DEFAULT 'CN' NOT NULL,
	"last_error" text,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"organizer_id" integer NOT NULL,
	"participant_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"location" text,
	"status" text DEFAULT 'uc' NOT NULL,
	"event_uid" text NOT NULL,
	"event_id" text,
	"provider" text NOT NULL,
	"calendar_id" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"sync_op" text DEFAULT 'create' NOT NULL,
	"sync_state" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"sync_error" text,
	"invited_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"msp_id" integer NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "test_id" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "invitation_id" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "pass_threshold" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "send_state" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "send_error" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "send_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "send_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "last_event_id" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "sent_by" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "ical_event" jsonb;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_msp_id_msps_id_fk" FOREIGN KEY ("msp_id") REFERENCES "public"."msps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_interviews" ADD CONSTRAINT "calendar_interviews_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_interviews" ADD CONSTRAINT "calendar_interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_interviews" ADD CONSTRAINT "calendar_interviews_organizer_id_msps_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_interviews" ADD CONSTRAINT "calendar_interviews_created_by_msps_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_oauth_states" ADD CONSTRAINT "calendar_oauth_states_msp_id_msps_id_fk" FOREIGN KEY ("msp_id") REFERENCES "public"."msps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_interviews_uid_uq" ON "calendar_interviews" USING btree ("event_uid");--> statement-breakpoint
CREATE INDEX "calendar_interviews_application_idx" ON "calendar_interviews" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "calendar_interviews_organizer_idx" ON "calendar_interviews" USING btree ("organizer_id","starts_at") WHERE status <> 'cn';--> statement-breakpoint
CREATE INDEX "calendar_interviews_due_idx" ON "calendar_interviews" USING btree ("next_at") WHERE sync_state = 'pending';--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_sent_by_msps_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_idempotency_uq" ON "assessments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_invitation_uq" ON "assessments" USING btree ("provider","invitation_id");--> statement-breakpoint
CREATE INDEX "assessments_send_due_idx" ON "assessments" USING btree ("send_next_at") WHERE send_state = 'pending';