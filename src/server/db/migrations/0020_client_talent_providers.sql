CREATE TABLE "client_talent_providers" (
	"client_id" integer NOT NULL,
	"provider" text NOT NULL,
	"url" text NOT NULL,
	"api_key" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_talent_providers_client_id_provider_pk" PRIMARY KEY("client_id","provider")
);
--> statement-breakpoint
ALTER TABLE "client_talent_providers" ADD CONSTRAINT "client_talent_providers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_talent_providers" ADD CONSTRAINT "client_talent_providers_updated_by_msps_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."msps"("id") ON DELETE no action ON UPDATE no action;