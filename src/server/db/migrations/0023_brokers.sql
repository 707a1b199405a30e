CREATE TABLE "broker_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"country_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broker_employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"broker_company_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broker_companies" ADD CONSTRAINT "broker_companies_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_employees" ADD CONSTRAINT "broker_employees_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_employees" ADD CONSTRAINT "broker_employees_broker_company_id_broker_companies_id_fk" FOREIGN KEY ("broker_company_id") REFERENCES "public"."broker_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broker_companies_client_name_uq" ON "broker_companies" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE INDEX "broker_employees_company_idx" ON "broker_employees" USING btree ("broker_company_id");