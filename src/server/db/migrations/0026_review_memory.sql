CREATE TABLE "application_seen" (
	"msp_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_seen_msp_id_application_id_pk" PRIMARY KEY("msp_id","application_id")
);
--> statement-breakpoint
ALTER TABLE "application_seen" ADD CONSTRAINT "application_seen_msp_id_msps_id_fk" FOREIGN KEY ("msp_id") REFERENCES "public"."msps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_seen" ADD CONSTRAINT "application_seen_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_seen_application_idx" ON "application_seen" USING btree ("application_id");