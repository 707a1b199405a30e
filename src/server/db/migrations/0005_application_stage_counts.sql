-- Exact per-project stage totals kept by statement-level triggers, so a stage's size is one
-- row read instead of a count over its applications (10,000 rows: ~15-35 ms on PGlite).
CREATE TABLE "application_stage_counts" (
	"project_id" integer NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
	"stage" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "application_stage_counts_pk" PRIMARY KEY("project_id","stage")
);
--> statement-breakpoint
INSERT INTO "application_stage_counts" ("project_id", "stage", "n")
	SELECT "project_id", "stage", count(*) FROM "applications" GROUP BY 1, 2;
--> statement-breakpoint
CREATE FUNCTION "application_stage_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "application_stage_counts" AS c ("project_id", "stage", "n")
		SELECT "project_id", "stage", count(*) FROM "new_rows" GROUP BY 1, 2
		ON CONFLICT ("project_id", "stage") DO UPDATE SET "n" = c."n" + EXCLUDED."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "application_stage_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "application_stage_counts" c SET "n" = c."n" - d."k"
		FROM (SELECT "project_id", "stage", count(*) AS "k" FROM "old_rows" GROUP BY 1, 2) d
		WHERE c."project_id" = d."project_id" AND c."stage" = d."stage";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "application_stage_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH "delta" AS (
		SELECT "project_id", "stage", sum("k")::integer AS "k" FROM (
			SELECT "project_id", "stage", -1 AS "k" FROM "old_rows"
			UNION ALL SELECT "project_id", "stage", 1 FROM "new_rows"
		) m GROUP BY 1, 2 HAVING sum("k") <> 0
	)
	INSERT INTO "application_stage_counts" AS c ("project_id", "stage", "n")
		SELECT "project_id", "stage", "k" FROM "delta"
		ON CONFLICT ("project_id", "stage") DO UPDATE SET "n" = c."n" + EXCLUDED."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "application_stage_counts_insert" AFTER INSERT ON "applications"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_stage_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "application_stage_counts_delete" AFTER DELETE ON "applications"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_stage_counts_remove"();
--> statement-breakpoint
CREATE TRIGGER "application_stage_counts_update" AFTER UPDATE ON "applications"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_stage_counts_move"();
