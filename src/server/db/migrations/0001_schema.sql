CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"deadline" timestamp with time zone NOT NULL,
	"deadline_with_leadtime" timestamp with time zone NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"msp_id" integer,
	"motivation" text NOT NULL,
	"to_address" text NOT NULL,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "history_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"event" text NOT NULL,
	"msp_id" integer,
	"old_value" jsonb,
	"new_value" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"msp_id" integer NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_buckets" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"msp_id" integer NOT NULL,
	"name" text NOT NULL,
	"target" text NOT NULL,
	"mode" text NOT NULL,
	"ids" integer[],
	"query" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"msp_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"args" jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"current" integer DEFAULT 0 NOT NULL,
	"state" jsonb,
	"error" text,
	"acknowledged_at" timestamp with time zone,
	"locked_by" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"group_id" text,
	"type" text NOT NULL,
	"value" text,
	"object_value" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_labels" (
	"application_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_labels_application_id_label_id_pk" PRIMARY KEY("application_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"status" text DEFAULT 'a' NOT NULL,
	"rate" numeric(12, 2),
	"rate_unit" text,
	"currency" text,
	"client_rate" numeric(12, 2),
	"vms_id" text,
	"vms_submitted_at" timestamp with time zone,
	"allocated_msp_id" integer,
	"source" text DEFAULT 'applied' NOT NULL,
	"msp_pipeline_last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"score" numeric(5, 2),
	"result_url" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"action_type" text NOT NULL,
	"note" text NOT NULL,
	"execution_date" timestamp with time zone NOT NULL,
	"msp_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"legal_entity_id" integer,
	"project_id" integer,
	"component_name" text NOT NULL,
	"question_json" jsonb NOT NULL,
	"question_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"hide" boolean DEFAULT false NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"label" text NOT NULL,
	"msp_visibility" boolean DEFAULT true NOT NULL,
	"msp_can_edit" boolean DEFAULT true NOT NULL,
	"parent_question_id" integer,
	"parent_question_answer" jsonb
);
--> statement-breakpoint
CREATE TABLE "vms_interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"location" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vms_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" text NOT NULL,
	"rate" numeric(12, 2),
	"currency" text,
	"start_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_harbour_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"data_harbour_talent_id" integer NOT NULL,
	"score" numeric(5, 2) NOT NULL,
	"status" text DEFAULT 'spotted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_harbour_talents" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text,
	"city" text,
	"country_code" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"cv_resource_id" uuid
);
--> statement-breakpoint
CREATE TABLE "location_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"legal_entity_id" integer NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipeline_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_key" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipeline_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"key" text NOT NULL,
	"name_key" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_assignees" (
	"project_id" integer NOT NULL,
	"msp_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_assignees_project_id_msp_id_pk" PRIMARY KEY("project_id","msp_id")
);
--> statement-breakpoint
CREATE TABLE "project_attachments" (
	"project_id" integer NOT NULL,
	"resource_id" uuid NOT NULL,
	CONSTRAINT "project_attachments_project_id_resource_id_pk" PRIMARY KEY("project_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "project_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_pools" (
	"project_id" integer NOT NULL,
	"pool_id" integer NOT NULL,
	CONSTRAINT "project_pools_project_id_pool_id_pk" PRIMARY KEY("project_id","pool_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"legal_entity_id" integer NOT NULL,
	"job_handle" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"employment" text,
	"work_mode" text,
	"site_line1" text,
	"site_line2" text,
	"site_zip_code" text,
	"site_city" text,
	"site_state" text,
	"site_country_code" text,
	"rate_min" numeric(12, 2),
	"rate_max" numeric(12, 2),
	"rate_unit" text,
	"currency" text,
	"assignment_start" date,
	"assignment_end" date,
	"hiring_deadline" date,
	"public_deadline" date,
	"publish_date" date,
	"publish_date_visible" boolean DEFAULT true NOT NULL,
	"positions" integer DEFAULT 1 NOT NULL,
	"max_submissions" integer DEFAULT -1 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"openness" text DEFAULT 'OPEN' NOT NULL,
	"filled" boolean DEFAULT false NOT NULL,
	"partially_filled" boolean DEFAULT false NOT NULL,
	"freelancer_visible" boolean DEFAULT false NOT NULL,
	"multiple_applications_allowed" boolean DEFAULT false NOT NULL,
	"reason_for_closing" text,
	"vms_job_id" text,
	"hiring_manager_id" integer,
	"owner_id" integer,
	"is_template" boolean DEFAULT false NOT NULL,
	"template_name" text,
	"last_application_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"translations" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cv_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"organization" text,
	"start_date" date,
	"end_date" date,
	"ongoing" boolean DEFAULT false NOT NULL,
	"description" text,
	"attachment_id" uuid
);
--> statement-breakpoint
CREATE TABLE "pool_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"pool_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"status" text NOT NULL,
	"stage" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"ready4_public" boolean DEFAULT false NOT NULL,
	"category_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_action_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"action_type" text NOT NULL,
	"note" text NOT NULL,
	"execution_date" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_languages" (
	"talent_id" integer NOT NULL,
	"iso" text NOT NULL,
	"proficiency" smallint NOT NULL,
	CONSTRAINT "talent_languages_talent_id_iso_pk" PRIMARY KEY("talent_id","iso")
);
--> statement-breakpoint
CREATE TABLE "talent_skills" (
	"talent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"client_id" integer NOT NULL,
	CONSTRAINT "talent_skills_talent_id_kind_name_pk" PRIMARY KEY("talent_id","kind","name")
);
--> statement-breakpoint
CREATE TABLE "talent_tags" (
	"talent_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"assigned_by" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_tags_talent_id_tag_id_pk" PRIMARY KEY("talent_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "talents" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"state" text DEFAULT 'ACTIVE' NOT NULL,
	"tier" text,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"phone" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"full_name" text GENERATED ALWAYS AS (first_name || ' ' || last_name) STORED,
	"title" text,
	"summary" text,
	"consent_to" timestamp with time zone,
	"cv_id" uuid,
	"home_line1" text,
	"home_line2" text,
	"home_zip_code" text,
	"home_city" text,
	"home_state" text,
	"home_country_code" text,
	"current_country" text,
	"current_city" text,
	"latitude" double precision,
	"longitude" double precision,
	"not_available_from" date,
	"not_available_until" date,
	"rate_min" numeric(12, 2),
	"rate_max" numeric(12, 2),
	"rate_currency" text,
	"rate_unit" text,
	"experience_years" smallint,
	"owner_id" integer,
	"vms_id" text,
	"skills_text" text DEFAULT '' NOT NULL,
	"cv_text" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(title, '')), 'A') || setweight(to_tsvector('simple'::regconfig, skills_text), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(summary, '') || ' ' || cv_text), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_languages" (
	"client_id" integer NOT NULL,
	"iso" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "client_languages_client_id_iso_pk" PRIMARY KEY("client_id","iso")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"talent_domain_name" text NOT NULL,
	"project_logo" text,
	"msp_logo" text,
	"has_consent_enabled" boolean DEFAULT false NOT NULL,
	"google_calendar_app_client_id" text,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"iso2" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"phone_code" text
);
--> statement-breakpoint
CREATE TABLE "hiring_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"iso" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_entities" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"country_code" text,
	"config" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "msp_legal_entities" (
	"msp_id" integer NOT NULL,
	"legal_entity_id" integer NOT NULL,
	CONSTRAINT "msp_legal_entities_msp_id_legal_entity_id_pk" PRIMARY KEY("msp_id","legal_entity_id")
);
--> statement-breakpoint
CREATE TABLE "msps" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text,
	"auth_type" text DEFAULT 'PWD' NOT NULL,
	"external_subject" text,
	"permissions" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"calendar_enabled" boolean DEFAULT false NOT NULL,
	"calendar_connection_status" text DEFAULT 'NC' NOT NULL,
	"calendar_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"msp_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"msp_id" integer NOT NULL,
	"family_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_msp_id_msps_id_fk" FOREIGN KEY ("msp_id") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_events" ADD CONSTRAINT "history_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_events" ADD CONSTRAINT "history_events_msp_id_msps_id_fk" FOREIGN KEY ("msp_id") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_views" ADD CONSTRAINT "recent_views_msp_id_msps_id_fk" FOREIGN KEY ("msp_id") REFERENCES "public"."msps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_created_by_msps_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_buckets" ADD CONSTRAINT "search_buckets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_buckets" ADD CONSTRAINT "search_buckets_msp_id_msps_id_fk" FOREIGN KEY ("msp_id") REFERENCES "public"."msps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_msp_id_msps_id_fk" FOREIGN KEY ("msp_id") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_labels" ADD CONSTRAINT "application_labels_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_labels" ADD CONSTRAINT "application_labels_label_id_pipeline_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."pipeline_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_labels" ADD CONSTRAINT "application_labels_added_by_msps_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_allocated_msp_id_msps_id_fk" FOREIGN KEY ("allocated_msp_id") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_logs" ADD CONSTRAINT "manual_logs_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_logs" ADD CONSTRAINT "manual_logs_msp_id_msps_id_fk" FOREIGN KEY ("msp_id") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_interviews" ADD CONSTRAINT "vms_interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms_offers" ADD CONSTRAINT "vms_offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_harbour_matches" ADD CONSTRAINT "data_harbour_matches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_harbour_matches" ADD CONSTRAINT "data_harbour_matches_data_harbour_talent_id_data_harbour_talents_id_fk" FOREIGN KEY ("data_harbour_talent_id") REFERENCES "public"."data_harbour_talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_harbour_talents" ADD CONSTRAINT "data_harbour_talents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_templates" ADD CONSTRAINT "location_templates_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_templates" ADD CONSTRAINT "location_templates_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_labels" ADD CONSTRAINT "pipeline_labels_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_labels" ADD CONSTRAINT "pipeline_labels_stage_id_pipeline_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."pipeline_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD CONSTRAINT "pipeline_stages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_assignees" ADD CONSTRAINT "project_assignees_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_assignees" ADD CONSTRAINT "project_assignees_msp_id_msps_id_fk" FOREIGN KEY ("msp_id") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_attachments" ADD CONSTRAINT "project_attachments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_invited_by_msps_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_pools" ADD CONSTRAINT "project_pools_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_pools" ADD CONSTRAINT "project_pools_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_hiring_manager_id_hiring_managers_id_fk" FOREIGN KEY ("hiring_manager_id") REFERENCES "public"."hiring_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_msps_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_msps_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_items" ADD CONSTRAINT "cv_items_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_items" ADD CONSTRAINT "cv_items_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_memberships" ADD CONSTRAINT "pool_memberships_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_memberships" ADD CONSTRAINT "pool_memberships_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_memberships" ADD CONSTRAINT "pool_memberships_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pools" ADD CONSTRAINT "pools_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_action_logs" ADD CONSTRAINT "talent_action_logs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_action_logs" ADD CONSTRAINT "talent_action_logs_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_action_logs" ADD CONSTRAINT "talent_action_logs_created_by_msps_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_languages" ADD CONSTRAINT "talent_languages_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_skills" ADD CONSTRAINT "talent_skills_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_skills" ADD CONSTRAINT "talent_skills_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_tags" ADD CONSTRAINT "talent_tags_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_tags" ADD CONSTRAINT "talent_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_tags" ADD CONSTRAINT "talent_tags_assigned_by_msps_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talents" ADD CONSTRAINT "talents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talents" ADD CONSTRAINT "talents_owner_id_msps_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_languages" ADD CONSTRAINT "client_languages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_languages" ADD CONSTRAINT "client_languages_iso_languages_iso_fk" FOREIGN KEY ("iso") REFERENCES "public"."languages"("iso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_managers" ADD CONSTRAINT "hiring_managers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msp_legal_entities" ADD CONSTRAINT "msp_legal_entities_msp_id_msps_id_fk" FOREIGN KEY ("msp_id") REFERENCES "public"."msps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msp_legal_entities" ADD CONSTRAINT "msp_legal_entities_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msps" ADD CONSTRAINT "msps_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_msp_id_msps_id_fk" FOREIGN KEY ("msp_id") REFERENCES "public"."msps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_msp_id_msps_id_fk" FOREIGN KEY ("msp_id") REFERENCES "public"."msps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_client_idx" ON "email_outbox" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "history_events_entity_idx" ON "history_events" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "recent_views_msp_idx" ON "recent_views" USING btree ("msp_id","entity_type","viewed_at");--> statement-breakpoint
CREATE INDEX "resources_client_idx" ON "resources" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "search_buckets_msp_idx" ON "search_buckets" USING btree ("msp_id");--> statement-breakpoint
CREATE INDEX "tasks_status_idx" ON "tasks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "tasks_msp_idx" ON "tasks" USING btree ("msp_id","acknowledged_at");--> statement-breakpoint
CREATE UNIQUE INDEX "answers_application_question_uq" ON "answers" USING btree ("application_id","question_id","group_id");--> statement-breakpoint
CREATE INDEX "application_labels_label_idx" ON "application_labels" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "applications_project_status_idx" ON "applications" USING btree ("project_id","status","msp_pipeline_last_updated","id");--> statement-breakpoint
CREATE INDEX "applications_talent_idx" ON "applications" USING btree ("talent_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_client_status_idx" ON "applications" USING btree ("client_id","status");--> statement-breakpoint
CREATE INDEX "assessments_application_idx" ON "assessments" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "manual_logs_application_idx" ON "manual_logs" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "questions_project_idx" ON "questions" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "questions_le_idx" ON "questions" USING btree ("legal_entity_id");--> statement-breakpoint
CREATE INDEX "vms_interviews_application_idx" ON "vms_interviews" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "vms_offers_application_idx" ON "vms_offers" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_harbour_matches_uq" ON "data_harbour_matches" USING btree ("project_id","data_harbour_talent_id");--> statement-breakpoint
CREATE INDEX "location_templates_le_idx" ON "location_templates" USING btree ("legal_entity_id");--> statement-breakpoint
CREATE INDEX "pipeline_labels_project_idx" ON "pipeline_labels" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pipeline_stages_project_key_uq" ON "pipeline_stages" USING btree ("project_id","key");--> statement-breakpoint
CREATE INDEX "project_assignees_msp_idx" ON "project_assignees" USING btree ("msp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_invitations_project_talent_uq" ON "project_invitations" USING btree ("project_id","talent_id");--> statement-breakpoint
CREATE INDEX "project_invitations_talent_idx" ON "project_invitations" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "project_pools_pool_idx" ON "project_pools" USING btree ("pool_id");--> statement-breakpoint
CREATE INDEX "projects_client_status_idx" ON "projects" USING btree ("client_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "projects_legal_entity_idx" ON "projects" USING btree ("legal_entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_job_handle_uq" ON "projects" USING btree ("job_handle");--> statement-breakpoint
CREATE INDEX "projects_title_trgm_idx" ON "projects" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_vms_job_id_trgm_idx" ON "projects" USING gin ("vms_job_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cv_items_talent_idx" ON "cv_items" USING btree ("talent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pool_memberships_pool_talent_uq" ON "pool_memberships" USING btree ("pool_id","talent_id");--> statement-breakpoint
CREATE INDEX "pool_memberships_talent_idx" ON "pool_memberships" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "pool_memberships_status_idx" ON "pool_memberships" USING btree ("client_id","status");--> statement-breakpoint
CREATE INDEX "pools_client_idx" ON "pools" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_client_value_uq" ON "tags" USING btree ("client_id",lower("value"));--> statement-breakpoint
CREATE INDEX "talent_action_logs_talent_idx" ON "talent_action_logs" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "talent_skills_name_idx" ON "talent_skills" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "talent_tags_tag_idx" ON "talent_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "talents_client_state_idx" ON "talents" USING btree ("client_id","state");--> statement-breakpoint
CREATE INDEX "talents_search_idx" ON "talents" USING gin ("search");--> statement-breakpoint
CREATE INDEX "talents_full_name_trgm_idx" ON "talents" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talents_email_trgm_idx" ON "talents" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talents_phone_trgm_idx" ON "talents" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talents_vms_id_trgm_idx" ON "talents" USING gin ("vms_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talents_owner_idx" ON "talents" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "hiring_managers_client_idx" ON "hiring_managers" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "legal_entities_client_idx" ON "legal_entities" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "msps_email_uq" ON "msps" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "msps_external_subject_uq" ON "msps" USING btree ("external_subject");--> statement-breakpoint
CREATE INDEX "msps_client_idx" ON "msps" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "one_time_tokens_msp_idx" ON "one_time_tokens" USING btree ("msp_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");