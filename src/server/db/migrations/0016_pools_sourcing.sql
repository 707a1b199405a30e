CREATE TABLE "availability_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"asked_by" integer,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available" boolean,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pool_bulk_results" (
	"task_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"status" text,
	"reason" text,
	CONSTRAINT "pool_bulk_results_task_id_position_pk" PRIMARY KEY("task_id","position")
);
--> statement-breakpoint
ALTER TABLE "data_harbour_talents" ADD COLUMN "talent_id" integer;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "availability_requests" ADD CONSTRAINT "availability_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_requests" ADD CONSTRAINT "availability_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_requests" ADD CONSTRAINT "availability_requests_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_requests" ADD CONSTRAINT "availability_requests_asked_by_msps_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_requests_project_talent_uq" ON "availability_requests" USING btree ("project_id","talent_id");--> statement-breakpoint
CREATE INDEX "availability_requests_talent_idx" ON "availability_requests" USING btree ("talent_id");--> statement-breakpoint
ALTER TABLE "data_harbour_talents" ADD CONSTRAINT "data_harbour_talents_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_harbour_matches_project_status_idx" ON "data_harbour_matches" USING btree ("project_id","status","score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "project_invitations_project_status_idx" ON "project_invitations" USING btree ("project_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pool_memberships_pool_status_idx" ON "pool_memberships" USING btree ("pool_id","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Members per pool and status kept by statement-level triggers (as application_stage_counts,
-- 0005): the pools list shows every pool's counts, and a pool of 100,000 members would
-- otherwise be counted on every page (~15-25 ms on PGlite).
CREATE TABLE "pool_member_counts" (
	"pool_id" integer NOT NULL REFERENCES "pools"("id") ON DELETE CASCADE,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pool_member_counts_pk" PRIMARY KEY("pool_id","status")
);
--> statement-breakpoint
INSERT INTO "pool_member_counts" ("pool_id", "status", "n")
	SELECT "pool_id", "status", count(*) FROM "pool_memberships" GROUP BY 1, 2;
--> statement-breakpoint
CREATE FUNCTION "pool_member_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "pool_member_counts" AS c ("pool_id", "status", "n")
		SELECT "pool_id", "status", count(*) FROM "new_rows" n
		WHERE EXISTS (SELECT 1 FROM "pools" p WHERE p."id" = n."pool_id") GROUP BY 1, 2
		ON CONFLICT ("pool_id", "status") DO UPDATE SET "n" = c."n" + EXCLUDED."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "pool_member_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "pool_member_counts" c SET "n" = c."n" - d."k"
		FROM (SELECT "pool_id", "status", count(*) AS "k" FROM "old_rows" GROUP BY 1, 2) d
		WHERE c."pool_id" = d."pool_id" AND c."status" = d."status";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "pool_member_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH "delta" AS (
		SELECT "pool_id", "status", sum("k")::integer AS "k" FROM (
			SELECT "pool_id", "status", -1 AS "k" FROM "old_rows"
			UNION ALL SELECT "pool_id", "status", 1 FROM "new_rows"
		) m GROUP BY 1, 2 HAVING sum("k") <> 0
	)
	INSERT INTO "pool_member_counts" AS c ("pool_id", "status", "n")
		SELECT "pool_id", "status", "k" FROM "delta"
		ON CONFLICT ("pool_id", "status") DO UPDATE SET "n" = c."n" + EXCLUDED."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pool_member_counts_insert" AFTER INSERT ON "pool_memberships"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "pool_member_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "pool_member_counts_delete" AFTER DELETE ON "pool_memberships"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "pool_member_counts_remove"();
--> statement-breakpoint
CREATE TRIGGER "pool_member_counts_update" AFTER UPDATE ON "pool_memberships"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "pool_member_counts_move"();
