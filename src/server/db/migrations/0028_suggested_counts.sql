CREATE TABLE "project_suggested_counts" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"stale" boolean DEFAULT true NOT NULL,
	"skills" text[] DEFAULT '{}' NOT NULL,
	"words" text[] DEFAULT '{}' NOT NULL,
	"computed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "project_suggested_counts" ADD CONSTRAINT "project_suggested_counts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_suggested_counts" ADD CONSTRAINT "project_suggested_counts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_suggested_counts_client_idx" ON "project_suggested_counts" USING btree ("client_id","stale");--> statement-breakpoint
-- Marks projects' Suggested counts stale and queues their recompute: at most one waiting
-- `matching.suggestedCounts` task per client, so a bulk change of thousands of rows queues one
-- recompute of each project it touched. The task is nobody's snackbar (acknowledged at once); the
-- client's first user owns it because every task has an owner. Rows are locked in id order so two
-- transactions marking overlapping projects cannot deadlock.
CREATE FUNCTION "suggested_counts_mark"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF "ids" IS NULL OR cardinality("ids") = 0 THEN RETURN; END IF;
	PERFORM 1 FROM "project_suggested_counts" WHERE "project_id" = ANY("ids") ORDER BY "project_id" FOR UPDATE;
	UPDATE "project_suggested_counts" SET "stale" = true WHERE "project_id" = ANY("ids");
	INSERT INTO "tasks" ("client_id", "msp_id", "type", "status", "args", "acknowledged_at")
		SELECT c."client_id", (SELECT m."id" FROM "msps" m WHERE m."client_id" = c."client_id" ORDER BY m."id" LIMIT 1),
			'matching.suggestedCounts', 'CREATED', '{}'::jsonb, now()
		FROM (SELECT DISTINCT "client_id" FROM "project_suggested_counts" WHERE "project_id" = ANY("ids")) c
		WHERE EXISTS (SELECT 1 FROM "msps" m WHERE m."client_id" = c."client_id")
			AND NOT EXISTS (SELECT 1 FROM "tasks" t WHERE t."type" = 'matching.suggestedCounts'
				AND t."client_id" = c."client_id" AND t."status" IN ('CREATED', 'SCHEDULED', 'SERVER_STOPPED'));
END $$;
--> statement-breakpoint
-- The projects whose ranking a talent can enter or leave: its skills or title words match the
-- project's terms (as last computed), or the project has no terms (its ranking lists the most
-- recently edited talents). Over 200 talents at once: every project of their clients.
CREATE FUNCTION "suggested_counts_talents"("client_ids" integer[], "talent_ids" integer[], "titles" text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF "talent_ids" IS NULL OR cardinality("talent_ids") = 0 THEN RETURN; END IF;
	IF cardinality("talent_ids") > 200 THEN
		PERFORM "suggested_counts_mark"(ARRAY(SELECT c."project_id" FROM "project_suggested_counts" c
			WHERE c."client_id" = ANY("client_ids")));
		RETURN;
	END IF;
	PERFORM "suggested_counts_mark"(ARRAY(
		SELECT DISTINCT c."project_id" FROM "project_suggested_counts" c
		JOIN unnest("client_ids", "talent_ids", "titles") AS t("client_id", "id", "title") ON t."client_id" = c."client_id"
		WHERE (cardinality(c."skills") = 0 AND cardinality(c."words") = 0)
			OR EXISTS (SELECT 1 FROM unnest(c."words") w WHERE strpos(lower(coalesce(t."title", '')), w) > 0)
			OR c."skills" && ARRAY(SELECT lower(s."name") FROM "talent_skills" s WHERE s."talent_id" = t."id")));
END $$;
--> statement-breakpoint
CREATE FUNCTION "suggested_counts_on_talents"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE cs integer[]; ids integer[]; ts text[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg("client_id"), array_agg("id"), array_agg("title") INTO cs, ids, ts FROM "new_rows";
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg("client_id"), array_agg("id"), array_agg("title") INTO cs, ids, ts FROM "old_rows";
	ELSE
		-- Only what the ranking's candidates and filter read: the state, the title, the client.
		SELECT array_agg(x."client_id"), array_agg(x."id"), array_agg(x."title") INTO cs, ids, ts FROM (
			SELECT n."client_id", n."id", n."title" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
				WHERE n."state" IS DISTINCT FROM o."state" OR n."title" IS DISTINCT FROM o."title"
					OR n."client_id" IS DISTINCT FROM o."client_id"
			UNION ALL
			SELECT o."client_id", o."id", o."title" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
				WHERE o."title" IS DISTINCT FROM n."title" OR n."client_id" IS DISTINCT FROM o."client_id") x;
	END IF;
	PERFORM "suggested_counts_talents"(cs, ids, ts);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "suggested_counts_on_talent_skills"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM "suggested_counts_mark"(ARRAY(SELECT c."project_id" FROM "project_suggested_counts" c
			WHERE c."client_id" IN (SELECT DISTINCT "client_id" FROM "new_rows")
				AND c."skills" && ARRAY(SELECT DISTINCT lower("name") FROM "new_rows")));
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		PERFORM "suggested_counts_mark"(ARRAY(SELECT c."project_id" FROM "project_suggested_counts" c
			WHERE c."client_id" IN (SELECT DISTINCT "client_id" FROM "old_rows")
				AND c."skills" && ARRAY(SELECT DISTINCT lower("name") FROM "old_rows")));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Applications and invitations take a talent out of (or, deleted, back into) one project's list.
CREATE FUNCTION "suggested_counts_on_project_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "suggested_counts_mark"(ARRAY(SELECT DISTINCT "project_id" FROM "new_rows"));
	ELSE
		PERFORM "suggested_counts_mark"(ARRAY(SELECT DISTINCT "project_id" FROM "old_rows"));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A project gets its row when created; its title and skills are its ranking's job.
CREATE FUNCTION "suggested_counts_on_projects"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "project_suggested_counts" ("project_id", "client_id")
		SELECT "id", "client_id" FROM "new_rows" WHERE NOT "is_template"
		ON CONFLICT ("project_id") DO NOTHING;
	IF TG_OP = 'INSERT' THEN
		PERFORM "suggested_counts_mark"(ARRAY(SELECT "id" FROM "new_rows" WHERE NOT "is_template"));
	ELSE
		PERFORM "suggested_counts_mark"(ARRAY(SELECT n."id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
			WHERE NOT n."is_template" AND (n."title" IS DISTINCT FROM o."title" OR n."skills" IS DISTINCT FROM o."skills"
				OR n."is_template" IS DISTINCT FROM o."is_template")));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "suggested_counts_talents_insert" AFTER INSERT ON "talents"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "suggested_counts_on_talents"();
--> statement-breakpoint
CREATE TRIGGER "suggested_counts_talents_update" AFTER UPDATE ON "talents"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "suggested_counts_on_talents"();
--> statement-breakpoint
CREATE TRIGGER "suggested_counts_talents_delete" AFTER DELETE ON "talents"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "suggested_counts_on_talents"();
--> statement-breakpoint
CREATE TRIGGER "suggested_counts_talent_skills_insert" AFTER INSERT ON "talent_skills"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "suggested_counts_on_talent_skills"();
--> statement-breakpoint
CREATE TRIGGER "suggested_counts_talent_skills_update" AFTER UPDATE ON "talent_skills"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "suggested_counts_on_talent_skills"();
--> statement-breakpoint
CREATE TRIGGER "suggested_counts_talent_skills_delete" AFTER DELETE ON "talent_skills"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "suggested_counts_on_talent_skills"();
--> statement-breakpoint
CREATE TRIGGER "suggested_counts_applications_insert" AFTER INSERT ON "applications"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "suggested_counts_on_project_rows"();
--> statement-breakpoint
CREATE TRIGGER "suggested_counts_applications_delete" AFTER DELETE ON "applications"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "suggested_counts_on_project_rows"();
--> statement-breakpoint
CREATE TRIGGER "suggested_counts_invitations_insert" AFTER INSERT ON "project_invitations"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "suggested_counts_on_project_rows"();
--> statement-breakpoint
CREATE TRIGGER "suggested_counts_invitations_delete" AFTER DELETE ON "project_invitations"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "suggested_counts_on_project_rows"();
--> statement-breakpoint
CREATE TRIGGER "suggested_counts_projects_insert" AFTER INSERT ON "projects"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "suggested_counts_on_projects"();
--> statement-breakpoint
CREATE TRIGGER "suggested_counts_projects_update" AFTER UPDATE ON "projects"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "suggested_counts_on_projects"();
--> statement-breakpoint
-- Existing databases: every project's count is computed by the first run of the tasks.
INSERT INTO "project_suggested_counts" ("project_id", "client_id")
	SELECT "id", "client_id" FROM "projects" WHERE NOT "is_template";
--> statement-breakpoint
SELECT "suggested_counts_mark"(ARRAY(SELECT "project_id" FROM "project_suggested_counts"));
