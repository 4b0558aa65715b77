CREATE TABLE "esg_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"location_id" uuid NOT NULL,
	"resource" text NOT NULL,
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"quantity" double precision NOT NULL,
	"unit" text NOT NULL,
	"base_quantity" double precision NOT NULL,
	"cost" double precision,
	"reference" text,
	"file_key" text,
	"file_name" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esg_bills_period_check" CHECK ("esg_bills"."period_end" >= "esg_bills"."period_start"),
	CONSTRAINT "esg_bills_quantity_check" CHECK ("esg_bills"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "esg_bills" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "esg_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"resource" text NOT NULL,
	"scope" integer NOT NULL,
	"value" double precision NOT NULL,
	"unit" text NOT NULL,
	"source" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "esg_factors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "esg_fold_state" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"folded_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "esg_fold_state" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "esg_meter_days" (
	"org_id" integer NOT NULL,
	"device_id" uuid NOT NULL,
	"day" date NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"first_value" double precision NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"last_value" double precision NOT NULL,
	"increase" double precision NOT NULL,
	"resets" integer DEFAULT 0 NOT NULL,
	"readings" integer NOT NULL,
	CONSTRAINT "esg_meter_days_device_id_day_pk" PRIMARY KEY("device_id","day")
);
--> statement-breakpoint
ALTER TABLE "esg_meter_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "esg_meter_months" (
	"org_id" integer NOT NULL,
	"device_id" uuid NOT NULL,
	"month" date NOT NULL,
	"value" double precision,
	"resets" integer DEFAULT 0 NOT NULL,
	"partial" boolean DEFAULT false NOT NULL,
	CONSTRAINT "esg_meter_months_device_id_month_pk" PRIMARY KEY("device_id","month")
);
--> statement-breakpoint
ALTER TABLE "esg_meter_months" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "esg_month_closings" (
	"org_id" integer NOT NULL,
	"month" date NOT NULL,
	"figures" jsonb NOT NULL,
	"factors" jsonb NOT NULL,
	"closed_by" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restated_by" text,
	"restated_at" timestamp with time zone,
	"restated_reason" text,
	CONSTRAINT "esg_month_closings_org_id_month_pk" PRIMARY KEY("org_id","month")
);
--> statement-breakpoint
ALTER TABLE "esg_month_closings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "esg_waste" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"location_id" uuid NOT NULL,
	"month" date NOT NULL,
	"category" text NOT NULL,
	"kilograms" double precision NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esg_waste_kilograms_check" CHECK ("esg_waste"."kilograms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "esg_waste" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "esg_bills" ADD CONSTRAINT "esg_bills_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_bills" ADD CONSTRAINT "esg_bills_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_factors" ADD CONSTRAINT "esg_factors_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_fold_state" ADD CONSTRAINT "esg_fold_state_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_meter_days" ADD CONSTRAINT "esg_meter_days_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_meter_days" ADD CONSTRAINT "esg_meter_days_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_meter_months" ADD CONSTRAINT "esg_meter_months_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_meter_months" ADD CONSTRAINT "esg_meter_months_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_month_closings" ADD CONSTRAINT "esg_month_closings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_waste" ADD CONSTRAINT "esg_waste_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_waste" ADD CONSTRAINT "esg_waste_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "esg_bills_org_period_idx" ON "esg_bills" USING btree ("org_id","period_start");--> statement-breakpoint
CREATE INDEX "esg_bills_location_resource_idx" ON "esg_bills" USING btree ("location_id","resource","period_start");--> statement-breakpoint
CREATE INDEX "esg_factors_org_resource_idx" ON "esg_factors" USING btree ("org_id","resource","valid_from");--> statement-breakpoint
CREATE INDEX "esg_meter_days_org_day_idx" ON "esg_meter_days" USING btree ("org_id","day");--> statement-breakpoint
CREATE INDEX "esg_meter_months_org_month_idx" ON "esg_meter_months" USING btree ("org_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "esg_waste_location_month_category_key" ON "esg_waste" USING btree ("location_id","month","category");--> statement-breakpoint
CREATE INDEX "esg_waste_org_month_idx" ON "esg_waste" USING btree ("org_id","month");--> statement-breakpoint
CREATE POLICY "esg_bills_tenant_isolation" ON "esg_bills" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "esg_factors_tenant_isolation" ON "esg_factors" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "esg_fold_state_tenant_isolation" ON "esg_fold_state" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "esg_meter_days_tenant_isolation" ON "esg_meter_days" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "esg_meter_months_tenant_isolation" ON "esg_meter_months" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "esg_month_closings_tenant_isolation" ON "esg_month_closings" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "esg_waste_tenant_isolation" ON "esg_waste" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
-- Written by hand: meters send their cumulative register with their readings (issue 19). The
-- readings table is partitioned (0013_devices.sql), outside Drizzle's schema; the column reaches
-- every partition, present and future.
ALTER TABLE device_readings ADD COLUMN register double precision;
