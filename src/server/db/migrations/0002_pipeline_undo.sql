CREATE TABLE "undo_actions" (
	"token" uuid PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"msp_id" integer NOT NULL,
	"project_id" integer,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "undo_rows" (
	"token" uuid NOT NULL,
	"application_id" integer NOT NULL,
	"prev_status" text NOT NULL,
	"new_status" text NOT NULL,
	"prev_label_ids" integer[] NOT NULL,
	"prev_allocated_msp_id" integer,
	"prev_last_updated" timestamp with time zone NOT NULL,
	CONSTRAINT "undo_rows_token_application_id_pk" PRIMARY KEY("token","application_id")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "send_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "undo_token" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage" text GENERATED ALWAYS AS (CASE status WHEN 'h' THEN 'hired' WHEN 'rm' THEN 'rejectedOrWithdrawn' WHEN 'rv' THEN 'rejectedVms' WHEN 'sf' THEN 'send2vms' WHEN 'sp' THEN 'send2vms' WHEN 's2c' THEN 'send2vms' WHEN 'w' THEN 'rejectedOrWithdrawn' ELSE 'active' END) STORED;--> statement-breakpoint
ALTER TABLE "undo_actions" ADD CONSTRAINT "undo_actions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "undo_actions" ADD CONSTRAINT "undo_actions_msp_id_msps_id_fk" FOREIGN KEY ("msp_id") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "undo_actions" ADD CONSTRAINT "undo_actions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "undo_rows" ADD CONSTRAINT "undo_rows_token_undo_actions_token_fk" FOREIGN KEY ("token") REFERENCES "public"."undo_actions"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "undo_rows" ADD CONSTRAINT "undo_rows_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "undo_actions_msp_idx" ON "undo_actions" USING btree ("msp_id","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_undo_token_idx" ON "email_outbox" USING btree ("undo_token");--> statement-breakpoint
CREATE INDEX "email_outbox_held_idx" ON "email_outbox" USING btree ("send_after") WHERE status = 'held';--> statement-breakpoint
CREATE INDEX "applications_project_stage_idx" ON "applications" USING btree ("project_id","stage","msp_pipeline_last_updated","id");