-- Time in stage, pre-aggregated (issue 25): one row per stay of an application in a pipeline stage,
-- from its creation (active) through each status change of its §3 history, consecutive events into
-- the same stage merged; left_at is null for the stay it is in now. Statement-level triggers on
-- applications and history_events recompute the stays of the applications a statement touched, in
-- the same transaction, so the table is always as fresh as the history. Loads that switch triggers
-- off (the seed runs with session_replication_role = replica) rebuild it afterwards.
-- application_stay_counts rolls the stays of the stages where an application waits (active,
-- send2vms) up per client, legal entity, creation day and duration bucket: the time-in-stage chart
-- reads a few thousand of its rows instead of every stay of the period.
CREATE FUNCTION "application_stage_of"("status" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE "status" WHEN 'h' THEN 'hired' WHEN 'rm' THEN 'rejectedOrWithdrawn' WHEN 'rv' THEN 'rejectedVms'
		WHEN 'sf' THEN 'send2vms' WHEN 'sp' THEN 'send2vms' WHEN 's2c' THEN 'send2vms' WHEN 'w' THEN 'rejectedOrWithdrawn'
		ELSE 'active' END
$$;
--> statement-breakpoint
CREATE TABLE "application_stage_stays" (
	"application_id" integer NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
	"seq" integer NOT NULL,
	"stage" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	-- The application's, copied: the charts filter by them without reading the applications.
	"client_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"legal_entity_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	-- Seconds of a stay that ended (null while it lasts): the drill-down's slowest-first order.
	"seconds" double precision GENERATED ALWAYS AS (extract(epoch FROM ("left_at" - "entered_at"))) STORED,
	CONSTRAINT "application_stage_stays_pk" PRIMARY KEY ("application_id", "seq")
);
--> statement-breakpoint
CREATE INDEX "application_stage_stays_period_idx" ON "application_stage_stays"
	USING btree ("client_id", "stage", "created_at") INCLUDE ("project_id", "legal_entity_id", "entered_at", "left_at");
--> statement-breakpoint
-- The drill-downs walk these in their order (slowest first) and stop at the page.
CREATE INDEX "application_stage_stays_ended_idx" ON "application_stage_stays"
	USING btree ("client_id", "stage", "seconds" DESC, "application_id") INCLUDE ("created_at", "legal_entity_id", "project_id")
	WHERE "left_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "application_stage_stays_open_idx" ON "application_stage_stays"
	USING btree ("client_id", "stage", "entered_at", "application_id") INCLUDE ("created_at", "legal_entity_id", "project_id")
	WHERE "left_at" IS NULL;
--> statement-breakpoint
-- n stays of a stage created on a day, that ended (bucket: floor(40 ln(1 + hours)), 2.5 % wide) or
-- are open (bucket: the hour they were entered, epoch hours; their duration runs to now).
CREATE TABLE "application_stay_counts" (
	"client_id" integer NOT NULL,
	"created_day" date NOT NULL,
	"legal_entity_id" integer NOT NULL,
	"stage" text NOT NULL,
	"open" boolean NOT NULL,
	"bucket" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "application_stay_counts_pk" PRIMARY KEY ("client_id", "created_day", "legal_entity_id", "stage", "open", "bucket")
);
--> statement-breakpoint
CREATE FUNCTION "application_stay_counts_add"("ids" integer[], "sign" integer) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "application_stay_counts" AS c ("client_id", "created_day", "legal_entity_id", "stage", "open", "bucket", "n")
	SELECT "client_id", ("created_at" AT TIME ZONE 'UTC')::date, "legal_entity_id", "stage", "left_at" IS NULL,
		CASE WHEN "left_at" IS NULL THEN floor(extract(epoch FROM "entered_at") / 3600)::integer
			ELSE floor(40 * ln(1 + greatest("seconds", 0) / 3600))::integer END AS "b",
		"sign" * count(*)
	FROM "application_stage_stays" WHERE "application_id" = ANY("ids") AND "stage" IN ('active', 'send2vms')
	GROUP BY 1, 2, 3, 4, 5, 6
	-- One order for every writer: concurrent refreshes take the rows' locks in the same order.
	ORDER BY 1, 2, 3, 4, 5, 6
	ON CONFLICT ("client_id", "created_day", "legal_entity_id", "stage", "open", "bucket")
		DO UPDATE SET "n" = c."n" + EXCLUDED."n"
$$;
--> statement-breakpoint
CREATE FUNCTION "application_stage_stays_refresh"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality("ids") = 0 THEN RETURN; END IF;
	PERFORM "application_stay_counts_add"("ids", -1);
	DELETE FROM "application_stage_stays" WHERE "application_id" = ANY("ids");
	INSERT INTO "application_stage_stays" ("application_id", "seq", "stage", "entered_at", "left_at", "client_id", "project_id", "legal_entity_id", "created_at")
	WITH "ev" AS (
		SELECT a."id", a."created_at" AS "at", 0::bigint AS "ord", 'active'::text AS "stage"
		FROM "applications" a WHERE a."id" = ANY("ids")
		UNION ALL
		SELECT h."entity_id", h."created_at", h."id", "application_stage_of"(h."new_value"->>'status')
		FROM "history_events" h
		WHERE h."entity_type" = 'application' AND h."entity_id" = ANY("ids")
			AND h."event" IN ('MSP_CHANGED_STATUS', 'SYSTEM_CHANGED_STATUS', 'VMS_CHANGED_STATUS', 'WITHDRAWN')
			AND h."new_value"->>'status' IS NOT NULL
	), "marked" AS (
		SELECT "id", "at", "ord", "stage", lag("stage") OVER (PARTITION BY "id" ORDER BY "at", "ord") AS "prev" FROM "ev"
	), "kept" AS (
		SELECT "id", "at", "ord", "stage" FROM "marked" WHERE "prev" IS DISTINCT FROM "stage"
	)
	SELECT k."id", row_number() OVER w, k."stage", k."at", lead(k."at") OVER w, a."client_id", a."project_id",
		p."legal_entity_id", a."created_at"
	FROM "kept" k JOIN "applications" a ON a."id" = k."id" JOIN "projects" p ON p."id" = a."project_id"
	-- What the charts never count: templates' applications.
	WHERE NOT p."is_template"
	WINDOW w AS (PARTITION BY k."id" ORDER BY k."at", k."ord");
	PERFORM "application_stay_counts_add"("ids", 1);
END $$;
--> statement-breakpoint
CREATE FUNCTION "application_stage_stays_from_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "application_stage_stays_refresh"(ARRAY(SELECT "id" FROM "new_rows"));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "application_stage_stays_from_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "application_stage_stays_refresh"(ARRAY(
		SELECT DISTINCT "entity_id" FROM "new_rows"
		WHERE "entity_type" = 'application'
			AND "event" IN ('MSP_CHANGED_STATUS', 'SYSTEM_CHANGED_STATUS', 'VMS_CHANGED_STATUS', 'WITHDRAWN')));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "application_stage_stays_insert" AFTER INSERT ON "applications"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_stage_stays_from_applications"();
--> statement-breakpoint
CREATE TRIGGER "application_stage_stays_history_insert" AFTER INSERT ON "history_events"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_stage_stays_from_history"();
--> statement-breakpoint
-- An erasure empties its events' values: the stays follow what the history still says.
CREATE TRIGGER "application_stage_stays_history_update" AFTER UPDATE ON "history_events"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_stage_stays_from_history"();
--> statement-breakpoint
SELECT "application_stage_stays_refresh"(ARRAY(SELECT "id" FROM "applications"));
--> statement-breakpoint
-- Time to first submission and time to fill: a project's first stay in send2vms or hired.
CREATE INDEX "application_stage_stays_project_idx" ON "application_stage_stays"
	USING btree ("project_id", "stage", "entered_at");
--> statement-breakpoint
-- Recruiter activity per UTC day, counted from the §3 history events a recruiter wrote (any
-- catalogue): actions (all of them), notes, calls, and submissions (status changes by a recruiter
-- into the send-to-client stage). Kept by a trigger on history_events inserts; an erasure empties
-- the events' values but the actions stay counted.
CREATE TABLE "recruiter_activity_days" (
	"client_id" integer NOT NULL,
	"day" date NOT NULL,
	"msp_id" integer NOT NULL,
	"actions" integer NOT NULL,
	"notes" integer NOT NULL,
	"calls" integer NOT NULL,
	"submissions" integer NOT NULL,
	CONSTRAINT "recruiter_activity_days_pk" PRIMARY KEY ("client_id", "day", "msp_id")
);
--> statement-breakpoint
CREATE FUNCTION "recruiter_activity_from_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "recruiter_activity_days" AS d ("client_id", "day", "msp_id", "actions", "notes", "calls", "submissions")
	SELECT "client_id", ("created_at" AT TIME ZONE 'UTC')::date, "msp_id", count(*),
		count(*) FILTER (WHERE "event" = 'MSP_LOG_NOTE'), count(*) FILTER (WHERE "event" = 'MSP_LOG_CALL'),
		count(*) FILTER (WHERE "entity_type" = 'application' AND "event" = 'MSP_CHANGED_STATUS'
			AND "application_stage_of"("new_value"->>'status') = 'send2vms')
	FROM "new_rows" WHERE "msp_id" IS NOT NULL
	GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
	ON CONFLICT ("client_id", "day", "msp_id") DO UPDATE SET "actions" = d."actions" + EXCLUDED."actions",
		"notes" = d."notes" + EXCLUDED."notes", "calls" = d."calls" + EXCLUDED."calls",
		"submissions" = d."submissions" + EXCLUDED."submissions";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "recruiter_activity_history_insert" AFTER INSERT ON "history_events"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "recruiter_activity_from_history"();
--> statement-breakpoint
INSERT INTO "recruiter_activity_days" ("client_id", "day", "msp_id", "actions", "notes", "calls", "submissions")
	SELECT "client_id", ("created_at" AT TIME ZONE 'UTC')::date, "msp_id", count(*),
		count(*) FILTER (WHERE "event" = 'MSP_LOG_NOTE'), count(*) FILTER (WHERE "event" = 'MSP_LOG_CALL'),
		count(*) FILTER (WHERE "entity_type" = 'application' AND "event" = 'MSP_CHANGED_STATUS'
			AND "application_stage_of"("new_value"->>'status') = 'send2vms')
	FROM "history_events" WHERE "msp_id" IS NOT NULL GROUP BY 1, 2, 3;
--> statement-breakpoint
-- "Needs attention" counts the client's failed emails: a partial index holds only those rows.
CREATE INDEX "email_outbox_failed_idx" ON "email_outbox" USING btree ("client_id") WHERE "status" = 'failed';
--> statement-breakpoint
-- Planner statistics at once: the drill-downs walk the new indexes only once they are known.
ANALYZE "application_stage_stays";
--> statement-breakpoint
ANALYZE "application_stay_counts";
--> statement-breakpoint
ANALYZE "recruiter_activity_days";
