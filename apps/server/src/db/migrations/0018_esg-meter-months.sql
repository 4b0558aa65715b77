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
ALTER TABLE "esg_meter_months" ADD CONSTRAINT "esg_meter_months_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_meter_months" ADD CONSTRAINT "esg_meter_months_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "esg_meter_months_org_month_idx" ON "esg_meter_months" USING btree ("org_id","month");--> statement-breakpoint
CREATE POLICY "esg_meter_months_tenant_isolation" ON "esg_meter_months" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);